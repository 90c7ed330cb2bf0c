export interface AuthorizationRequest {
  /** The provider's authorization endpoint (after any origin override). */
  authorizationUrl: string;
  clientId: string;
  redirectUri: string;
  scopes: readonly string[];
  /** How the provider separates scopes; RFC 6749 3.3 says space, some providers use a comma. */
  scopeSeparator?: string;
  state: string;
  /** The S256 challenge; omitted for providers without PKCE. */
  codeChallenge?: string;
  /** Provider-specific parameters, e.g. Google's `access_type=offline`. */
  extraParameters?: Readonly<Record<string, string>>;
}

/**
 * The URL to send the user's browser to (RFC 6749 4.1.1). Provider-specific parameters go
 * first so that none of them can replace the protocol's own (`state`, `redirect_uri`, ...).
 */
export function buildAuthorizationUrl(request: AuthorizationRequest): string {
  const url = new URL(request.authorizationUrl);
  for (const [name, value] of Object.entries(request.extraParameters ?? {})) url.searchParams.set(name, value);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', request.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  if (request.scopes.length > 0) url.searchParams.set('scope', request.scopes.join(request.scopeSeparator ?? ' '));
  url.searchParams.set('state', request.state);
  if (request.codeChallenge !== undefined) {
    url.searchParams.set('code_challenge', request.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}
