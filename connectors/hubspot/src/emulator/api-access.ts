import type { EmulatorMethod, EmulatorRequest, EmulatorResponse, EmulatorRoute, OAuthAuthorizationServer } from '@openunified/connector-sdk/emulator';
import { expiredCredentials, missingCredentials, missingScopes, type Refusal } from './hubspot-errors.js';
import type { HubspotRateLimits, RateLimitBucket } from './rate-limits.js';

/**
 * Who may call an API route: a live OAuth access token or a private app's token, either holding
 * one of the route's scopes, within the caller's rate limits. Every answer of a guarded route
 * carries the caller's `X-HubSpot-RateLimit-*` headers (search answers excepted).
 */
export class ApiAccess {
  constructor(
    private readonly oauth: OAuthAuthorizationServer,
    /** Private app token -> the scopes the app was given. */
    private readonly privateApps: ReadonlyMap<string, readonly string[]>,
    private readonly rateLimits: HubspotRateLimits,
  ) {}

  private caller(request: EmulatorRequest, anyOf: readonly string[]): { bucket: RateLimitBucket } | Refusal {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined) return { refused: missingCredentials() };
    const privateAppScopes = this.privateApps.get(token);
    if (privateAppScopes) {
      if (anyOf.length > 0 && !anyOf.some((scope) => privateAppScopes.includes(scope))) return { refused: missingScopes(anyOf) };
      return { bucket: { kind: 'private_app', token } };
    }
    const check = this.oauth.validateAccessToken(request, { anyOf: [...anyOf] });
    if (check.ok) return { bucket: { kind: 'oauth' } };
    if (check.reason === 'expired') return { refused: expiredCredentials() };
    if (check.reason === 'insufficient_scope') return { refused: missingScopes(anyOf) };
    return { refused: missingCredentials() };
  }

  /** A route that answers only callers holding one of `anyOf` (none: any caller). */
  route(
    method: EmulatorMethod,
    pattern: string,
    anyOf: readonly string[],
    handle: (request: EmulatorRequest) => EmulatorResponse,
    options: { search?: boolean } = {},
  ): EmulatorRoute {
    return {
      method,
      pattern,
      handle: (request) => {
        const caller = this.caller(request, anyOf);
        if ('refused' in caller) return caller.refused;
        const limit = options.search ? this.rateLimits.takeSearch() : this.rateLimits.take(caller.bucket);
        if (!limit.allowed) return limit.response;
        const response = handle(request);
        return { ...response, headers: { ...limit.headers, ...response.headers } };
      },
    };
  }
}
