import type { TokenResponse } from './token-client.js';

/** OAuth2 credentials as an account stores them (encrypted): string values only. */
export type TokenCredentials = Record<string, string>;

/**
 * What an account keeps from a token response: `access_token`, `token_type`, `refresh_token`,
 * `expires_at` (ISO 8601) and `scope`. A refresh answer usually omits the refresh token (RFC 6749
 * 6: the provider *may* issue a new one), so the previous one is kept; other previous entries
 * (e.g. `auth_method`) stay too.
 */
export function credentialsFromTokenResponse(response: TokenResponse, options: { previous?: TokenCredentials; now?: Date } = {}): TokenCredentials {
  const now = options.now ?? new Date();
  const { expires_at: _previousExpiry, ...previous } = options.previous ?? {};
  const credentials: TokenCredentials = { ...previous, access_token: response.access_token, token_type: response.token_type };
  if (response.refresh_token !== undefined) credentials.refresh_token = response.refresh_token;
  if (typeof response.scope === 'string') credentials.scope = response.scope;
  if (response.expires_in !== undefined) credentials.expires_at = new Date(now.getTime() + response.expires_in * 1000).toISOString();
  return credentials;
}

/** When the access token stops working, if the credentials say. */
export function accessTokenExpiresAt(credentials: TokenCredentials): Date | undefined {
  const expiresAt = credentials.expires_at;
  if (expiresAt === undefined) return undefined;
  const date = new Date(expiresAt);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
