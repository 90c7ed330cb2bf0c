import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError, toErrorResponse } from '@openunified/errors';

/** Node's HTTP parser codes that have a status of their own; every other parse failure is a 400. */
const statusByParserCode: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'request headers are too large (the limit is 16 KB)' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'the request was not received in time' },
};

/**
 * Answers what Node's HTTP parser rejects before Fastify sees a request (oversized headers,
 * malformed request lines): the error envelope with an `x-request-id`, then the connection is
 * closed, because after a parse error the stream position is unknown and a keep-alive client
 * would otherwise send its next request into a dead socket.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const known = error.code ? statusByParserCode[error.code] : undefined;
  const status = known?.status ?? 400;
  const response = toErrorResponse(new ApiError(status, { message: known?.message ?? 'malformed HTTP request' }));
  const body = JSON.stringify(response.body);
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      `x-request-id: ${randomUUID()}`,
      'connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
