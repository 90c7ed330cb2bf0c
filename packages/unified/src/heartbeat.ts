import { PassThrough } from 'node:stream';
import { type ApiError, InternalServerError, isApiError, toErrorResponse } from '@openunified/errors';
import { serviceRef } from '@openunified/feature-kit';
import type { FastifyReply } from 'fastify';

/**
 * docs/concepts/unified-resources.md `Prefer: heartbeat` (RFC 7240): while a slow provider keeps a request open, proxies
 * and load balancers with idle timeouts would cut it. Once the work has taken longer than
 * `afterMs`, the response is committed as 200 and a newline is written every `intervalMs` until
 * the JSON body follows. JSON allows leading whitespace, so the body still parses as is.
 *
 * The status cannot change once streaming has begun: a failure after that point is written as
 * the error envelope (docs/concepts/errors.md) (whose `statusCode` carries the real status) under HTTP 200, and headers
 * the error would have set (`Retry-After`) are lost.
 */
export interface HeartbeatSettings {
  /** How long the work may run before the response starts streaming. */
  afterMs: number;
  /** Pause between two newlines once streaming. */
  intervalMs: number;
}

export const HeartbeatSettingsToken = serviceRef<HeartbeatSettings>('openunified.unified.HeartbeatSettings');

export const defaultHeartbeatSettings: HeartbeatSettings = { afterMs: 5_000, intervalMs: 5_000 };

export const PREFERENCE_HEARTBEAT = 'heartbeat';

/** Whether a `Prefer` header (a comma-separated list of preferences, RFC 7240) asks for heartbeats. */
export function prefersHeartbeat(prefer: string | string[] | undefined): boolean {
  if (prefer === undefined) return false;
  const values = Array.isArray(prefer) ? prefer : [prefer];
  return values.some((value) => value.split(',').some((preference) => preference.split(/[;=]/, 1)[0]!.trim().toLowerCase() === PREFERENCE_HEARTBEAT));
}

export interface HeartbeatResponse {
  status: number;
  body: unknown;
}

export interface LateFailure {
  error: ApiError;
  /** What was thrown, for the log: `error` is what the client is told. */
  cause: unknown;
}

type Settled = { ok: true; response: HeartbeatResponse } | { ok: false; error: unknown };

/**
 * Waits for `work`. When it settles within `afterMs` its response comes back (or its error is
 * thrown) for the route to answer as usual. Otherwise the reply is taken over with a stream and
 * `undefined` comes back: the route must then return `reply` and send nothing more.
 */
export async function awaitWithHeartbeat(
  reply: FastifyReply,
  settings: HeartbeatSettings,
  work: Promise<HeartbeatResponse>,
  onLateFailure: (failure: LateFailure) => void,
): Promise<HeartbeatResponse | undefined> {
  const settled: Promise<Settled> = work.then(
    (response) => ({ ok: true, response }),
    (error: unknown) => ({ ok: false, error }),
  );
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), settings.afterMs);
  });
  const first = await Promise.race([settled, deadline]);
  clearTimeout(timer);
  if (first !== 'late') {
    if (first.ok) return first.response;
    throw first.error;
  }

  const stream = new PassThrough();
  // The client may leave mid-stream; Fastify then destroys the stream, and a write after that
  // must not become an unhandled error event.
  stream.on('error', () => {});
  const write = (chunk: string, end = false) => {
    if (stream.destroyed || stream.writableEnded) return;
    if (end) stream.end(chunk);
    else stream.write(chunk);
  };
  reply.code(200).type('application/json; charset=utf-8').send(stream);
  write('\n');
  const beat = setInterval(() => write('\n'), settings.intervalMs);
  void settled.then((result) => {
    clearInterval(beat);
    if (result.ok) {
      write(JSON.stringify(result.response.body), true);
      return;
    }
    const error = isApiError(result.error) ? result.error : new InternalServerError();
    onLateFailure({ error, cause: result.error });
    write(JSON.stringify(toErrorResponse(error).body), true);
  });
  return undefined;
}
