import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { seededContent, seededContentStream } from './seeded-file-content.js';

describe('seeded file content', () => {
  it('is the same bytes on every read, of exactly the size asked, streamed or whole', async () => {
    const streamed = await buffer(seededContentStream('file-1', 200_003, 'application/pdf'));
    expect(streamed.length).toBe(200_003);
    expect(streamed.equals(seededContent('file-1', 200_003, 'application/pdf'))).toBe(true);
    expect(streamed.subarray(0, 5).toString()).toBe('%PDF-');
    expect(seededContent('file-2', 64).equals(seededContent('file-1', 64))).toBe(false);
  });

  it('cuts a signature longer than a tiny file, and makes an empty file empty', () => {
    expect(seededContent('png', 4, 'image/png')).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(seededContent('empty', 0, 'application/pdf').length).toBe(0);
  });

  it('opens an Office document as the zip archive it is', () => {
    expect(seededContent('docx', 8, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document').subarray(0, 4)).toEqual(
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    );
  });
});
