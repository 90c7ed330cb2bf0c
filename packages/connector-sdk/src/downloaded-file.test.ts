import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { contentDispositionFor, downloadedFile, fileNameOfDisposition, isDownloadedFile } from './downloaded-file.js';

describe('downloadedFile', () => {
  it('takes the provider content type, length and file name', () => {
    const file = downloadedFile({
      status: 200,
      url: 'https://provider.test/files/1',
      body: Readable.from([Buffer.from('hello')]),
      headers: { 'content-type': 'application/pdf', 'content-length': '5', 'content-disposition': 'attachment; filename="cv.pdf"' },
    });
    expect(file).toMatchObject({ content_type: 'application/pdf', content_length: 5, file_name: 'cv.pdf' });
    expect(isDownloadedFile(file)).toBe(true);
  });

  it('leaves out a length the provider did not send and defaults the type', () => {
    const file = downloadedFile({ status: 200, url: 'https://provider.test/x', body: Readable.from([]), headers: {} }, 'x.bin');
    expect(file).toEqual({ stream: file.stream, content_type: 'application/octet-stream', file_name: 'x.bin' });
  });

  it('is told apart from a record', () => {
    expect(isDownloadedFile({ id: '1' })).toBe(false);
    expect(isDownloadedFile(null)).toBe(false);
  });
});

describe('file names in Content-Disposition', () => {
  it('reads the extended form first, then the plain one', () => {
    expect(fileNameOfDisposition(`attachment; filename="cv.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`)).toBe('résumé.pdf');
    expect(fileNameOfDisposition('inline; filename=report.csv')).toBe('report.csv');
    expect(fileNameOfDisposition('inline')).toBeUndefined();
  });

  it('writes an ASCII fallback beside the exact name', () => {
    expect(contentDispositionFor('résumé "final".pdf')).toBe(`attachment; filename="r_sum_ _final_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22.pdf`);
  });
});
