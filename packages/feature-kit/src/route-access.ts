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
 *   a body naming different accounts are a 400.
 */
export type RouteAccess =
  | { public: true }
  | { routeScope: RouteScope; account?: 'required'; accountQueryParameter?: string; accountInBodyHeaders?: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The API key and its project; only on routes that are not public. */
    readonly auth: AuthenticatedCaller;
    /** The `x-account-id` account; only on routes declared with `account: 'required'`. */
    readonly account: AccountRecord;
  }
}
