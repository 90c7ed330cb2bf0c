import type { AuthenticatedCaller, Scope } from '@openunified/auth';
import { ForbiddenError, UnauthorizedError } from '@openunified/errors';
import type { CookieAuthenticator } from '@openunified/feature-kit';
import type { ManagementSessionRecord, Store } from '@openunified/store';
import type { FastifyRequest } from 'fastify';
import { readCookie, SESSION_COOKIE } from './session-cookie.js';
import { csrfTokenOf, hashSecret, sameSecret } from './session-secrets.js';

/** `lastUsedAt` is a hint for people listing their sessions: at most one write a minute per session. */
const TOUCH_INTERVAL_MS = 60_000;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const SIGN_IN_AGAIN = 'sign in again with a new link from `pnpm -s cli console login`';

/** The session a request's cookie names, checked: what the platform then treats as it treats an API key. */
export interface SessionCaller extends AuthenticatedCaller {
  managementSession: { id: string; csrfToken: string };
}

/**
 * docs/concepts/management.md: authenticates a request by its `ou_console_session` cookie. Read from
 * the database on every request, never a cache: a revoked or logged-out session is refused on
 * its very next request, in every process. Then, before any scope check:
 * - an `Origin` other than the server's own is a 403 (a page of another site driving the browser);
 * - a request that changes state must carry the session's CSRF token in `x-csrf-token` (403).
 */
export class ManagementSessionAuthenticator implements CookieAuthenticator {
  private readonly ownOrigins: ReadonlySet<string>;

  constructor(
    private readonly store: Store,
    publicUrl: string | undefined,
  ) {
    this.ownOrigins = new Set(publicUrl ? [new URL(publicUrl).origin] : []);
  }

  async authenticate(request: FastifyRequest): Promise<SessionCaller | undefined> {
    const secret = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (secret === undefined) return undefined;
    const now = Date.now();
    const session = await this.store.managementSessions.findActiveByHash(hashSecret(secret), new Date(now).toISOString());
    if (!session) throw new UnauthorizedError(`the console session has expired or was revoked: ${SIGN_IN_AGAIN}`);
    const project = await this.store.cachedReads.project(session.projectId);
    if (!project) throw new UnauthorizedError(`the console session's project no longer exists: ${SIGN_IN_AGAIN}`);

    this.assertSameOrigin(request);
    const csrfToken = csrfTokenOf(secret);
    if (!safeMethods.has(request.method)) assertCsrfToken(request, csrfToken);

    if (!session.lastUsedAt || now - Date.parse(session.lastUsedAt) > TOUCH_INTERVAL_MS) {
      await this.store.managementSessions.touch(session.id, new Date(now).toISOString());
    }
    return { apiKey: asKey(session), project, managementSession: { id: session.id, csrfToken } };
  }

  /** Exposed for the routes that authenticate by themselves (logout, which any session may do). */
  assertSameOrigin(request: FastifyRequest): void {
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || (origin !== undefined && origin !== `${request.protocol}://${request.host}` && !this.ownOrigins.has(origin))) {
      throw new ForbiddenError(
        `a console session cookie is accepted only from the server's own pages; this request came from ${origin ?? 'another site'}. Other sites use an API key`,
      );
    }
  }
}

function assertCsrfToken(request: FastifyRequest, expected: string): void {
  const header = request.headers['x-csrf-token'];
  const given = Array.isArray(header) ? header[0] : header;
  if (given === undefined || given === '') {
    throw new ForbiddenError(
      'the x-csrf-token header is missing: a request signed in by the console session cookie that changes state must carry the csrf_token of GET /management/session',
    );
  }
  if (!sameSecret(given, expected)) {
    throw new ForbiddenError('the x-csrf-token header is wrong: it must be the csrf_token of GET /management/session for this session');
  }
}

/** The session in the shape of an API key, so rate limits, scope checks and request logs need no second path. */
function asKey(session: ManagementSessionRecord): SessionCaller['apiKey'] {
  return {
    id: session.id,
    projectId: session.projectId,
    name: 'console session',
    prefix: '',
    keyHash: '',
    scopes: session.scopes as Scope[],
    createdAt: session.createdAt,
    lastUsedAt: session.lastUsedAt,
    revokedAt: session.revokedAt,
  };
}
