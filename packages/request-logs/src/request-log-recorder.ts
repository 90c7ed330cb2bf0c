import type { AuthenticatedCaller } from '@openunified/auth';
import { type PlatformLogger, PlatformTokens, type RequestLogDetails, type RequestLogRecorder, serviceRef } from '@openunified/feature-kit';
import { type RequestLogRecord, type Store, StoreToken, WriteBehindQueue } from '@openunified/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inject, injectable, preDestroy } from 'inversify';

export const StoreRequestLogRecorderToken = serviceRef<StoreRequestLogRecorder>('openunified.requestLogs.StoreRequestLogRecorder');

/**
 * Writes one `request_logs` row per request served by the routes it is registered on (the
 * unified routes, `/actions/rpc`, permission checks and `/mcp`), successes and failures alike,
 * once the response is sent or its client left: the client never waits for the log. Rows are
 * written in batches behind the responses; readers call `flush()` first.
 */
@injectable()
export class StoreRequestLogRecorder implements RequestLogRecorder {
  private readonly queue: WriteBehindQueue<Omit<RequestLogRecord, 'id'>>;

  constructor(@inject(StoreToken) store: Store, @inject(PlatformTokens.Logger) logger: PlatformLogger) {
    this.queue = new WriteBehindQueue((logs) => store.requestLogs.appendMany(logs), {
      onError: (error, logs) => logger.error({ err: error, count: logs.length }, 'could not write request logs'),
    });
  }

  /** Resolves once every request finished so far is in the store. */
  flush(): Promise<void> {
    return this.queue.flush();
  }

  @preDestroy()
  close(): Promise<void> {
    return this.queue.close();
  }

  note(request: FastifyRequest, details: RequestLogDetails): void {
    const noted = notedOn(request);
    const warnings = details.warnings === undefined ? noted?.warnings : [...(noted?.warnings ?? []), ...details.warnings];
    (request as NotedRequest)[notedDetails] = { ...noted, ...details, ...(warnings && { warnings }) };
  }

  /**
   * Logs every request of the encapsulated plugin `app`: when its response is sent, or, for a
   * client that closed the connection before its answer, at that moment with status 499 ("client
   * closed request", as nginx logs it), since no response is ever sent to it.
   */
  register(app: FastifyInstance): void {
    // Callbacks, not async hooks: an async hook costs every request a promise.
    app.addHook('onResponse', (request, reply, done) => {
      // A heartbeat response notes the status the client was told, which the reply's 200 hides.
      this.record(request, notedOn(request)?.status ?? reply.statusCode, reply.elapsedTime);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      const now = performance.now();
      this.record(request, CLIENT_CLOSED_REQUEST, now - ((request as LoggedRequest)[receivedAt] ?? now));
      done();
    });
    // A request's reply knows when it started, but an abort hook is only given the request.
    app.addHook('onRequest', (request, _reply, done) => {
      (request as LoggedRequest)[receivedAt] = performance.now();
      done();
    });
  }

  private record(request: FastifyRequest, status: number, durationMs: number): void {
    const logged = request as LoggedRequest;
    // A response written after its client left can still finish: one row per request.
    if (logged[recorded]) return;
    logged[recorded] = true;
    const caller = authenticatedCaller(request);
    const account = resolvedAccount(request);
    // A request without a valid API key belongs to no project, so there is nobody to show it to;
    // but one a provider sent to its webhook without a key (account resolved by id alone) is its account's project's.
    const projectId = caller?.project.id ?? account?.projectId;
    if (projectId === undefined) return;
    const noted = notedOn(request);
    const queryStart = request.url.indexOf('?');
    this.queue.push({
      projectId,
      accountId: account?.id ?? null,
      requestId: request.id,
      method: request.method,
      path: queryStart === -1 ? request.url : request.url.slice(0, queryStart),
      route: request.routeOptions.url ?? null,
      provider: account?.provider ?? null,
      actionId: noted?.actionId ?? null,
      status,
      durationMs,
      query: queryStart === -1 ? null : request.url.slice(queryStart + 1),
      warnings: noted?.warnings ?? [],
      startedAt: new Date(Date.now() - durationMs).toISOString(),
      // What authenticated it: the source of its platform log.
      apiKeyId: caller?.apiKey.id ?? null,
    });
  }
}

/** The status logged for a request whose client closed the connection before its answer. */
const CLIENT_CLOSED_REQUEST = 499;

// Kept on the request itself: a WeakMap keyed by requests makes the garbage collector trace one
// more ephemeron per request.
const notedDetails = Symbol('openunified.requestLogDetails');
type NotedRequest = FastifyRequest & { [notedDetails]?: RequestLogDetails };
const recorded = Symbol('openunified.requestLogged');
const receivedAt = Symbol('openunified.requestReceivedAt');
type LoggedRequest = FastifyRequest & { [recorded]?: true; [receivedAt]?: number };

function notedOn(request: FastifyRequest): RequestLogDetails | undefined {
  return (request as NotedRequest)[notedDetails];
}

// `request.auth` and `request.account` throw when authentication or `x-account-id` resolution
// failed before the route ran; a failed request is still logged, with what is known.
function authenticatedCaller(request: FastifyRequest): AuthenticatedCaller | undefined {
  try {
    return request.auth;
  } catch {
    return undefined;
  }
}

function resolvedAccount(request: FastifyRequest): FastifyRequest['account'] | undefined {
  try {
    return request.account;
  } catch {
    return undefined;
  }
}
