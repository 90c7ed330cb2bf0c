import { describe, expect, it } from 'vitest';
import { parseMultipart } from './emulator/multipart.js';
import { multipartBody } from './multipart-body.js';

describe('multipartBody', () => {
  it('writes fields and files that the emulator parser reads back byte for byte', () => {
    const bytes = Uint8Array.from([0, 13, 10, 45, 45, 255, 1]);
    const { body, contentType } = multipartBody([
      { name: 'category', value: '13' },
      { name: 'fileName', value: 'Offer "final".pdf' },
      { name: 'file', value: bytes, fileName: 'Offer.pdf', contentType: 'application/pdf' },
    ]);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=----openunified-[0-9a-f]{24}$/);
    const parts = parseMultipart({ headers: { 'content-type': contentType }, bodyBytes: Buffer.from(body) });
    expect(parts?.map((part) => [part.name, part.fileName, part.contentType])).toEqual([
      ['category', undefined, undefined],
      ['fileName', undefined, undefined],
      ['file', 'Offer.pdf', 'application/pdf'],
    ]);
    expect(parts?.[0]?.data.toString()).toBe('13');
    expect(parts?.[1]?.data.toString()).toBe('Offer "final".pdf');
    expect([...parts![2]!.data]).toEqual([...bytes]);
  });

  it('reads no parts from a body that is not a form or is cut short', () => {
    expect(parseMultipart({ headers: { 'content-type': 'application/json' }, bodyBytes: Buffer.from('{}') })).toBeUndefined();
    const { body, contentType } = multipartBody([{ name: 'a', value: 'b' }]);
    expect(parseMultipart({ headers: { 'content-type': contentType }, bodyBytes: Buffer.from(body).subarray(0, 40) })).toBeUndefined();
  });
});
