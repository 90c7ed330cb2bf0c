/**
 * - `refused`: the provider answered with an OAuth error (RFC 6749 5.2), e.g. `invalid_grant` for
 *   a revoked refresh token or `invalid_client` for wrong client credentials. Retrying will not help.
 * - `unavailable`: the token endpoint could not be reached or answered something that is not a
 *   token response (network failure, time-out, 5xx, malformed body). It may work later.
 */
export type OAuthTokenErrorKind = 'refused' | 'unavailable';

/** A token request that did not yield tokens. The message never holds a secret. */
export class OAuthTokenError extends Error {
  override name = 'OAuthTokenError';

  constructor(
    readonly kind: OAuthTokenErrorKind,
    /** The provider's `error` code, or `token_endpoint_unavailable` / `invalid_token_response`. */
    readonly code: string,
    /** The provider's `error_description`, or what went wrong. */
    readonly description: string,
    /** HTTP status of the token endpoint's answer; null when there was none. */
    readonly status: number | null,
  ) {
    super(`${code}: ${description}`);
  }
}
