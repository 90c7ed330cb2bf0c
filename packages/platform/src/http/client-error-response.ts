import { randomUUID } from 'node:crypto';
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
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
  endWithEnvelope(socket, new ApiError(known?.status ?? 400, { message: known?.message ?? 'malformed HTTP request' }));
}

/**
 * Answers a `CONNECT` request, which Node hands to the server's `connect` event rather than to
 * the API and, with no listener, drops without a word: a 400 envelope (clients know the statuses
 * docs/concepts/errors.md lists, so not a 405), then the socket closes, since the bytes after a
 * CONNECT belong to a tunnel that is not opened.
 */
export function answerConnectRequest(_request: IncomingMessage, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  endWithEnvelope(socket, new ApiError(400, { message: 'CONNECT is not supported: this server is an API, not a proxy' }));
}

function endWithEnvelope(socket: Duplex, error: ApiError): void {
  const { statusCode, body } = toErrorResponse(error);
  const text = JSON.stringify(body);
  socket.end(
    [
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? 'Bad Request'}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(text)}`,
      `x-request-id: ${randomUUID()}`,
      'connection: close',
      '',
      text,
    ].join('\r\n'),
  );
}
