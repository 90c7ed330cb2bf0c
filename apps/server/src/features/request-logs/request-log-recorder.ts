import type { AuthenticatedCaller } from '@openunified/auth';
import { type Store, StoreToken } from '@openunified/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inject, injectable } from 'inversify';

export const RequestLogRecorderToken = Symbol.for('openunified.server.RequestLogRecorder');

/** What a route learns while serving a request that the log should show. */
export interface RequestLogDetails {
  /** The action the request ran (or was about to run when it failed). */
  actionId?: string;
  /**
   * The status the client was told when it differs from the HTTP status: a heartbeat response
   * committed to 200 before its work failed carries the real status in its body.
   */
  status?: number;
}

/**
 * Writes one `request_logs` row per request served by the routes it is registered on (the
 * unified routes and `/actions/rpc`), successes and failures alike, once the response is sent:
 * the client never waits for the log.
 */
@injectable()
export class RequestLogRecorder {
  private readonly details = new WeakMap<FastifyRequest, RequestLogDetails>();

  constructor(@inject(StoreToken) private readonly store: Store) {}

  note(request: FastifyRequest, details: RequestLogDetails): void {
    this.details.set(request, { ...this.details.get(request), ...details });
  }

  /** Logs every request of the encapsulated plugin `app`. */
  register(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const caller = authenticatedCaller(request);
      // A request without a valid API key belongs to no project, so there is nobody to show it to.
      if (!caller) return;
      const account = resolvedAccount(request);
      const noted = this.details.get(request);
      const durationMs = reply.elapsedTime;
      const queryStart = request.url.indexOf('?');
      try {
        await this.store.requestLogs.create({
          projectId: caller.project.id,
          accountId: account?.id ?? null,
          requestId: request.id,
          method: request.method,
          path: queryStart === -1 ? request.url : request.url.slice(0, queryStart),
          route: request.routeOptions.url ?? null,
          provider: account?.provider ?? null,
          actionId: noted?.actionId ?? null,
          status: noted?.status ?? reply.statusCode,
          durationMs,
          query: queryStart === -1 ? null : request.url.slice(queryStart + 1),
          startedAt: new Date(Date.now() - durationMs).toISOString(),
        });
      } catch (error) {
        request.log.error({ err: error }, 'could not write the request log');
      }
    });
  }
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
