import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Short, printable ids only: an incoming id is echoed into headers and every log line. */
const acceptableRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps the caller's `x-request-id` so its logs and ours correlate; otherwise a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && acceptableRequestId.test(incoming) ? incoming : randomUUID();
}
