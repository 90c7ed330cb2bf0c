import { randomBytes } from 'node:crypto';

/** One part of a `multipart/form-data` body: a text field, or a file with its name and type. */
export interface MultipartField {
  name: string;
  value: string | Uint8Array;
  /** Set on a file: the `filename` of its `Content-Disposition`. */
  fileName?: string;
  /** A file's type; `application/octet-stream` when a file names none. */
  contentType?: string;
}

/** What `ProviderRequest` needs to send a form: its bytes and the `content-type` with the boundary. */
export interface MultipartBody {
  body: Uint8Array;
  contentType: string;
}

/** Quotes a name for `Content-Disposition` (RFC 7578 4.2): quotes and line breaks escaped as browsers do. */
function quoted(value: string): string {
  return `"${value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;
}

/**
 * A `multipart/form-data` body (RFC 7578), for providers that take uploads only as a form. The
 * boundary is random, so no file's bytes can contain it by chance.
 */
export function multipartBody(fields: readonly MultipartField[]): MultipartBody {
  const boundary = `----openunified-${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const field of fields) {
    const isFile = field.fileName !== undefined;
    const disposition = `form-data; name=${quoted(field.name)}${isFile ? `; filename=${quoted(field.fileName!)}` : ''}`;
    const type = isFile ? `\r\nContent-Type: ${field.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`, 'utf8'));
    chunks.push(typeof field.value === 'string' ? Buffer.from(field.value, 'utf8') : Buffer.from(field.value));
    chunks.push(Buffer.from('\r\n', 'utf8'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'utf8'));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
