import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Short, printable ids only: an incoming id is echoed into headers and every log line. */
const acceptableRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps the caller's `x-request-id` so its logs and ours correlate; otherwise a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && acceptableRequestId.test(incoming) ? incoming : timeOrderedUuid();
}

/**
 * A version 7 UUID (RFC 9562): the milliseconds since the epoch in its first 48 bits, then 74
 * random bits. Request and provider logs index their request id: a random id put every log row
 * on a random page of those indexes, and each commit of a log batch wrote one page per row to
 * the WAL; ids that grow with time append to the newest pages (docs/deployment.md "Request logs").
 */
export function timeOrderedUuid(now: number = Date.now()): string {
  // A version 4 UUID supplies the random bits and the variant; its first 48 bits and its
  // version digit (`xxxxxxxx-xxxx-4xxx-...`, index 14) are replaced.
  const random = randomUUID();
  const time = now.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15)}`;
}
