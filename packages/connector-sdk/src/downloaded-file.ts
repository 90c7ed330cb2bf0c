import { Readable } from 'node:stream';
import type { ProviderResponse } from './http/provider-http-client.js';

/**
 * What a `download` action returns in `data`: the provider's bytes as they arrive, never read
 * whole into memory, with what the client needs to save them. The unified route pipes `stream`
 * to the client with `content_type` and, when the provider said it, `content_length`.
 */
export interface DownloadedFile {
  stream: Readable;
  content_type: string;
  /** Bytes, when the provider sent a length (a conversion or a chunked answer may not). */
  content_length?: number;
  /** The file's name, for `Content-Disposition`. */
  file_name?: string;
}

const OCTET_STREAM = 'application/octet-stream';

/** Whether an action's `data` is a {@link DownloadedFile}. */
export function isDownloadedFile(value: unknown): value is DownloadedFile {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<DownloadedFile>;
  return candidate.stream instanceof Readable && typeof candidate.content_type === 'string';
}

/**
 * A {@link DownloadedFile} from a provider response read with `responseType: 'stream'`: the
 * provider's content type and length, and the file name from its `Content-Disposition` unless
 * the action knows it better.
 */
export function downloadedFile(response: ProviderResponse<Readable>, fileName?: string): DownloadedFile {
  const length = Number(response.headers['content-length']);
  const name = fileName ?? fileNameOfDisposition(response.headers['content-disposition']);
  return {
    stream: response.body,
    content_type: response.headers['content-type'] ?? OCTET_STREAM,
    ...(Number.isSafeInteger(length) && length >= 0 && { content_length: length }),
    ...(name && { file_name: name }),
  };
}

/** `attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf` or `filename="cv.pdf"`: the name, if any. */
export function fileNameOfDisposition(disposition: string | undefined): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  return plain ? (plain[2] ?? plain[1]!).trim() : undefined;
}

/** `Content-Disposition` for a name: ASCII fallback plus the RFC 5987 form for anything else. */
export function contentDispositionFor(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The response headers a server sends a {@link DownloadedFile} with. */
export function downloadHeaders(file: DownloadedFile): Record<string, string> {
  return {
    'content-type': file.content_type,
    ...(file.content_length !== undefined && { 'content-length': String(file.content_length) }),
    ...(file.file_name && { 'content-disposition': contentDispositionFor(file.file_name) }),
  };
}
