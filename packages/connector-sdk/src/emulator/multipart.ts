import type { EmulatorRequest } from './emulator-server.js';

/** One part of a `multipart/form-data` request, as an emulated provider reads it. */
export interface MultipartPart {
  name: string;
  /** Set on a file part. */
  fileName?: string;
  contentType?: string;
  data: Buffer;
}

const CRLF = Buffer.from('\r\n');

function parameterOf(header: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;]*))`, 'i').exec(header);
  return match ? (match[1] ?? match[2]!.trim()) : undefined;
}

/**
 * The parts of a `multipart/form-data` request body (RFC 7578), read from its bytes; undefined
 * when the request is not such a form or the body is malformed, which a provider refuses.
 */
export function parseMultipart(request: Pick<EmulatorRequest, 'headers' | 'bodyBytes'>): MultipartPart[] | undefined {
  const contentType = String(request.headers['content-type'] ?? '');
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const boundary = parameterOf(contentType, 'boundary');
  if (!boundary) return undefined;
  const body = request.bodyBytes;
  const delimiter = Buffer.from(`--${boundary}`);
  let position = body.indexOf(delimiter);
  if (position === -1) return undefined;
  const parts: MultipartPart[] = [];
  for (;;) {
    position += delimiter.length;
    // `--` after a delimiter closes the body.
    if (body.subarray(position, position + 2).toString() === '--') return parts;
    if (!body.subarray(position, position + 2).equals(CRLF)) return undefined;
    const headersEnd = body.indexOf('\r\n\r\n', position + 2);
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), position);
    if (headersEnd === -1 || next === -1 || headersEnd > next) return undefined;
    const headers = body
      .subarray(position + 2, headersEnd)
      .toString('utf8')
      .split('\r\n');
    const header = (name: string) =>
      headers
        .find((line) => line.toLowerCase().startsWith(`${name}:`))
        ?.slice(name.length + 1)
        .trim();
    const disposition = header('content-disposition') ?? '';
    const name = parameterOf(disposition, 'name');
    if (name === undefined) return undefined;
    const fileName = parameterOf(disposition, 'filename');
    const type = header('content-type');
    parts.push({
      name,
      ...(fileName !== undefined && { fileName }),
      ...(type !== undefined && { contentType: type }),
      data: body.subarray(headersEnd + 4, next),
    });
    position = next + CRLF.length;
  }
}
