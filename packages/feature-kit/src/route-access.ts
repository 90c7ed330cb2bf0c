import type { AuthenticatedCaller, RouteScope } from '@openunified/auth';
import type { AccountRecord } from '@openunified/store';

/**
 * Who may call a route, declared in its `config.access`:
 * - `{ public: true }`: anyone (health, the OpenAPI document, the connect page);
 * - `{ routeScope }`: an API key whose scopes allow this method on this family of routes;
 *   with `account: 'required'` the `x-account-id` header is resolved too (docs/concepts/authentication.md),
 *   or, when it is absent, the query parameter `accountQueryParameter` names (for clients that
 *   cannot set headers, such as some MCP clients). With `accountInBodyHeaders` the JSON body's
 *   `headers` object may name it instead (`{"headers": {"x-account-id": ...}}`, as clients of
 *   `POST /actions/rpc` send it); it is then resolved once the body is parsed, and a header and
 *   a body naming different accounts are a 400. With `writesOnEveryMethod` every method counts as
 *   a write for the scope check (MCP's GET is the stream tool results come back on), so a Read
 *   Only key is refused before its account is looked up. With `providerSigned` (and
 *   `accountQueryParameter`), a request without an Authorization header that names its account in
 *   that query parameter is let through without an API key, the account looked up in any project:
 *   the provider calling its own webhook. The route must then accept it only once the account's
 *   connector has verified the sender (`isProviderSigned`); its 401s count as failed
 *   authentications of the client's IP. With `anyScope` any authenticated caller passes whatever
 *   its scopes (a console session reading itself, which every session must do to know what it may do).
 */
export type RouteAccess =
  | { public: true }
  | {
      routeScope: RouteScope;
      account?: 'required';
      accountQueryParameter?: string;
      accountInBodyHeaders?: true;
      writesOnEveryMethod?: true;
      providerSigned?: true;
      anyScope?: true;
    };

/**
 * The one answer to a provider-signed request that names an unknown account or carries a wrong
 * signature: telling them apart would tell a caller which account ids exist.
 */
export const PROVIDER_SIGNATURE_REJECTED_MESSAGE =
  'the webhook request is not signed for the account named by account_id: unknown account, or a missing or wrong provider signature';

// Kept on the request itself, as the platform's other per-request slots.
const providerSignedSlot = Symbol.for('openunified.providerSigned');

/** Marks a request let in without an API key, on the strength of the provider's signature still to be checked. */
export function markProviderSigned(request: object): void {
  (request as Record<symbol, true>)[providerSignedSlot] = true;
}

/** Whether the request came without an API key (see `providerSigned` on `RouteAccess`): the route must verify its sender. */
export function isProviderSigned(request: object): boolean {
  return (request as Record<symbol, true | undefined>)[providerSignedSlot] === true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The API key and its project; only on routes that are not public, and not on a provider-signed request. */
    readonly auth: AuthenticatedCaller;
    /** The `x-account-id` account; only on routes declared with `account: 'required'`. */
    readonly account: AccountRecord;
  }
}
