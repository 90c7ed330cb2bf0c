import { type AccountResolver, type ApiKeyAuthenticator, type AuthenticatedCaller, forbiddenScopeMessage, isAllowed } from '@openunified/auth';
import { BadRequestError, ForbiddenError, isApiError } from '@openunified/errors';
import { type CookieAuthenticator, isProviderSigned, markProviderSigned, PROVIDER_SIGNATURE_REJECTED_MESSAGE } from '@openunified/feature-kit';
import type { AccountRecord } from '@openunified/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FailedAuthenticationLimiter, RateLimiter } from './request-rate-limiter.js';

/** Set on a plugin scope declared public; its child instances inherit it prototypically. */
const publicScopeMarker = Symbol('openunified.publicScope');

function isPublicScope(instance: FastifyInstance): boolean {
  return (instance as unknown as Record<symbol, boolean | undefined>)[publicScopeMarker] === true;
}

/**
 * Declares every route a third-party plugin registers inside `scope` (and its children) public,
 * for plugins that cannot set `config.access` themselves (the API reference UI). Call it at the
 * start of an encapsulated plugin, before registering the third-party one.
 */
export function declarePublicScope(scope: FastifyInstance): void {
  (scope as unknown as Record<symbol, boolean>)[publicScopeMarker] = true;
}

const callerSlot = Symbol('openunified.authenticatedCaller');
const accountSlot = Symbol('openunified.resolvedAccount');

interface RequestSlots {
  [callerSlot]?: AuthenticatedCaller;
  [accountSlot]?: AccountRecord;
}

export interface RequestAuthenticationServices {
  authenticator: ApiKeyAuthenticator;
  accountResolver: AccountResolver;
  rateLimiter: RateLimiter;
  failedAuthentication: FailedAuthenticationLimiter;
  /** Set when a feature (management) signs requests in by a session cookie. */
  cookieAuthenticator?: CookieAuthenticator | undefined;
}

/**
 * Guards every route by its declared `config.access`, before the body is read: authenticate
 * the API key (401; a client IP failing too often is a 429), spend its rate budget (429), check its scopes (403), then resolve
 * `x-account-id` where the route asks for it (400/404/412). Unknown routes skip all of it, so
 * a wrong path is a 404 whoever asks.
 */
export function registerRequestAuthentication(app: FastifyInstance, services: RequestAuthenticationServices): void {
  // Kept on the request itself: a WeakMap keyed by requests makes the garbage collector trace
  // one more ephemeron per request.
  const callerOf = (request: FastifyRequest) => (request as unknown as RequestSlots)[callerSlot];
  const accountOf = (request: FastifyRequest) => (request as unknown as RequestSlots)[accountSlot];

  app.decorateRequest('auth', {
    getter(this: FastifyRequest) {
      const caller = callerOf(this);
      if (!caller) throw new Error(`request.auth read on ${this.routeOptions.url}, a route without an API key`);
      return caller;
    },
  });
  app.decorateRequest('account', {
    getter(this: FastifyRequest) {
      const account = accountOf(this);
      if (!account) throw new Error(`request.account read on ${this.routeOptions.url}, a route not declared with account: 'required'`);
      return account;
    },
  });

  // Failing closed at start-up: a route that forgot to declare its access never goes live.
  app.addHook('onRoute', function declaredAccess(route) {
    if (!route.config?.access && isPublicScope(this)) {
      route.config = { ...route.config, access: { public: true } };
    }
    const access = route.config?.access;
    if (!access) {
      throw new Error(`route ${String(route.method)} ${route.url} must declare config.access (public or a routeScope)`);
    }
    // Only the routes that take the account in their body pay for a hook after parsing.
    if ('routeScope' in access && access.account === 'required' && access.accountInBodyHeaders) {
      const existing = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
      route.preValidation = [resolveAccountOfBody, ...existing];
    }
    // A provider-signed request's 401 (unknown account, no verified signature) is a failed
    // authentication like a wrong API key's: the same per-IP budget stops guessing.
    if ('routeScope' in access && access.providerSigned) {
      // Before the answer goes out (onSend), so a client's next request already meets the count.
      const existing = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
      route.onSend = [countRefusedProviderSignature, ...existing];
    }
  });

  async function countRefusedProviderSignature<Payload>(request: FastifyRequest, reply: { statusCode: number }, payload: Payload): Promise<Payload> {
    if (reply.statusCode !== 401 || !isProviderSigned(request)) return payload;
    // The budget just spent blocks the address from its next request on; this answer stays the 401 it is.
    await services.failedAuthentication.recordFailure(request.ip).catch((error: unknown) => {
      if (!(isApiError(error) && error.statusCode === 429)) throw error;
    });
    return payload;
  }

  async function resolveAccountOfBody(request: FastifyRequest): Promise<void> {
    const caller = callerOf(request);
    if (!caller) return;
    const accountId = accountNamedByHeaderOrBody(request);
    (request as unknown as RequestSlots)[accountSlot] = await services.accountResolver.resolve(caller.project.id, accountId);
  }

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (request.is404 || !access || 'public' in access) return;

    services.failedAuthentication.assertNotBlocked(request.ip);
    if (access.providerSigned && access.account === 'required' && request.headers.authorization === undefined) {
      const accountId = providerNamedAccount(request, access.accountQueryParameter);
      if (accountId !== undefined) {
        markProviderSigned(request);
        const account = await services.accountResolver.resolveForProvider(accountId, PROVIDER_SIGNATURE_REJECTED_MESSAGE);
        // The account's budget stands in for the API key's.
        await services.rateLimiter.consume(account.id);
        (request as unknown as RequestSlots)[accountSlot] = account;
        return;
      }
    }
    // A header that authenticated before and is still current costs a map lookup, no promise.
    let caller: AuthenticatedCaller | undefined = services.authenticator.cachedCaller(request.headers.authorization);
    if (caller === undefined) {
      try {
        caller = await authenticate(request);
      } catch (error) {
        if (isApiError(error) && error.statusCode === 401) await services.failedAuthentication.recordFailure(request.ip);
        throw error;
      }
    }
    await services.rateLimiter.consume(caller.apiKey.id);
    const checkedAs = access.writesOnEveryMethod ? 'POST' : request.method;
    if (!access.anyScope && !isAllowed(caller.apiKey.scopes, checkedAs, access.routeScope)) {
      const route = request.routeOptions.url ?? request.url;
      throw new ForbiddenError(forbiddenScopeMessage(caller.apiKey.scopes, request.method, access.routeScope, route, checkedAs));
    }
    (request as unknown as RequestSlots)[callerSlot] = caller;

    if (access.account === 'required' && !access.accountInBodyHeaders) {
      const accountId = request.headers['x-account-id'] ?? accountFromQuery(request, access.accountQueryParameter);
      (request as unknown as RequestSlots)[accountSlot] = await services.accountResolver.resolve(caller.project.id, accountId);
    }
  });

  /** An `Authorization` header always wins: a request with an API key is never judged by a cookie it also carries. */
  async function authenticate(request: FastifyRequest): Promise<AuthenticatedCaller> {
    const { authorization } = request.headers;
    if (authorization === undefined && services.cookieAuthenticator) {
      const caller = await services.cookieAuthenticator.authenticate(request);
      if (caller) return caller;
    }
    return services.authenticator.authenticate(authorization);
  }
}

function accountFromQuery(request: FastifyRequest, parameter: string | undefined): string | undefined {
  if (parameter === undefined) return undefined;
  const value = (request.query as Record<string, unknown> | undefined)?.[parameter];
  return typeof value === 'string' ? value : undefined;
}

// Account ids are `acc_` and base64url; anything else is a malformed query, not an unknown account.
const ACCOUNT_ID_SHAPE = /^[A-Za-z0-9_-]{1,100}$/;

/** The account a provider-signed request names in the query, or undefined when it names none (the API key is then required). */
function providerNamedAccount(request: FastifyRequest, parameter: string | undefined): string | undefined {
  if (parameter === undefined) return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || !Object.hasOwn(query, parameter)) return undefined;
  const value = query[parameter];
  if (typeof value !== 'string' || !ACCOUNT_ID_SHAPE.test(value)) {
    throw new BadRequestError(`query parameter ${parameter} must be one account id (letters, digits, _ and -), given once`);
  }
  return value;
}

const ACCOUNT_HEADER = 'x-account-id';

/**
 * The account a request names in its `x-account-id` header or in its JSON body's `headers`
 * (`{"headers": {"x-account-id": "acc_..."}}`, header names in any case): either will do, and
 * both must then agree (docs/concepts/authentication.md#x-account-id-acting-on-a-linked-account).
 */
function accountNamedByHeaderOrBody(request: FastifyRequest): string {
  const header = request.headers[ACCOUNT_HEADER];
  const fromHeader = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
  const fromBody = accountOfBodyHeaders(request.body);
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody) {
    throw new BadRequestError(
      `the x-account-id header names account ${fromHeader} but body field "headers.x-account-id" names ${fromBody}: name one account, in either place or the same in both`,
    );
  }
  const accountId = fromHeader ?? fromBody;
  if (accountId === undefined) throw new BadRequestError('x-account-id is required: as a header, or in the body as "headers": {"x-account-id": ...}');
  return accountId;
}

function accountOfBodyHeaders(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const headers = (body as Record<string, unknown>).headers;
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) return undefined;
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() !== ACCOUNT_HEADER) continue;
    if (value === null || value === undefined) return undefined;
    if (typeof value !== 'string') throw new BadRequestError(`body field "headers.${name}" must be a string: the id of a linked account`);
    return value.trim() || undefined;
  }
  return undefined;
}
