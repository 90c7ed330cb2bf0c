import { randomUUID } from 'node:crypto';
import {
  type EmulatorRoute,
  type IssuedTokens,
  OAuthAuthorizationServer,
  type OAuthClient,
  type OAuthError,
  type OAuthErrorReason,
} from '@openunified/connector-sdk/emulator';
import { SCOPE_DESCRIPTIONS } from '../scopes.js';

/**
 * HubSpot's OAuth 2.0 (https://developers.hubspot.com/docs/api-reference/auth-oauth-v1/guide),
 * built on the SDK's authorization server: the install page at app.hubspot.com/oauth/authorize,
 * the token endpoint at api.hubapi.com/oauth/v1/token (client id and secret in the form body),
 * 30-minute access tokens, refresh tokens that do not rotate, and revocation by
 * `DELETE /oauth/v1/refresh-tokens/{token}`. Errors come in HubSpot's words:
 * `{status: "BAD_REFRESH_TOKEN", message, correlationId}`, not RFC 6749's `error` member.
 */

export const HUBSPOT_ACCESS_TOKEN_TTL_SECONDS = 1800;

const hubspotStatuses: Record<OAuthErrorReason, string> = {
  unsupported_grant_type: 'BAD_GRANT_TYPE',
  missing_parameter: 'BAD_REQUEST',
  client_unknown: 'BAD_CLIENT_ID',
  client_secret_mismatch: 'BAD_CLIENT_SECRET',
  client_authentication_method: 'BAD_CLIENT_ID',
  code_unknown: 'BAD_AUTH_CODE',
  code_spent: 'BAD_AUTH_CODE',
  redirect_uri_mismatch: 'BAD_REDIRECT_URI',
  code_verifier_missing: 'BAD_AUTH_CODE',
  code_verifier_mismatch: 'BAD_AUTH_CODE',
  refresh_token_invalid: 'BAD_REFRESH_TOKEN',
  refresh_token_client_mismatch: 'BAD_REFRESH_TOKEN',
  revoked_token_unknown: 'BAD_REFRESH_TOKEN',
};

const hubspotMessages: Partial<Record<OAuthErrorReason, string>> = {
  client_unknown: 'missing or invalid client_id',
  client_secret_mismatch: 'missing or invalid client_secret',
  code_unknown: 'missing or unknown auth code',
  code_spent: 'missing or unknown auth code',
  redirect_uri_mismatch: 'redirect_uri does not match the redirect_uri of the authorization request',
  refresh_token_invalid: 'missing or unknown refresh token',
  refresh_token_client_mismatch: 'missing or unknown refresh token',
};

function hubspotOAuthErrorBody(error: OAuthError) {
  return {
    status: hubspotStatuses[error.reason],
    message: hubspotMessages[error.reason] ?? error.error_description,
    correlationId: randomUUID(),
    requestId: randomUUID(),
  };
}

export interface HubspotOAuthOptions {
  clients: OAuthClient[];
  autoApprove: boolean;
  accessTokenTtlSeconds: number;
  hubId: number;
  user: { email: string; name: string };
}

/** HubSpot's token answer: lowercase `bearer`, the account (`hub_id`) and the granted scopes as an array. */
function hubspotTokenResponse(hubId: number) {
  return (tokens: IssuedTokens) => ({
    token_type: 'bearer',
    access_token: tokens.access_token,
    ...(tokens.refresh_token !== undefined && { refresh_token: tokens.refresh_token }),
    expires_in: tokens.expires_in,
    hub_id: hubId,
    scopes: tokens.scope.split(/\s+/).filter(Boolean),
    token_use: 'access_token',
  });
}

export function createHubspotOAuthServer(options: HubspotOAuthOptions): OAuthAuthorizationServer {
  return new OAuthAuthorizationServer({
    clients: options.clients,
    autoApprove: options.autoApprove,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds,
    user: options.user,
    paths: { authorize: '/oauth/authorize', token: '/oauth/v1/token', revoke: false },
    scopes: SCOPE_DESCRIPTIONS,
    clientAuthenticationMethods: ['client_secret_post'],
    branding: { providerName: 'HubSpot', accentColor: '#ff7a59' },
    tokenPrefixes: { accessToken: 'CKsandbox', refreshToken: 'na1-', authorizationCode: 'na1-' },
    errorBody: hubspotOAuthErrorBody,
    tokenResponseBody: hubspotTokenResponse(options.hubId),
  });
}

/**
 * The server's routes as HubSpot serves them: a refresh answer repeats the refresh token it was
 * given (the SDK's server leaves it out when tokens do not rotate), and refresh tokens are
 * revoked by `DELETE /oauth/v1/refresh-tokens/{token}`.
 */
export function hubspotOAuthRoutes(oauth: OAuthAuthorizationServer): EmulatorRoute[] {
  const routes = oauth.routes().map((route): EmulatorRoute => {
    if (route.pattern !== oauth.paths.token) return route;
    return {
      ...route,
      async handle(request) {
        const response = await route.handle(request);
        const form = (request.body ?? {}) as Record<string, unknown>;
        const body = response.body as Record<string, unknown> | undefined;
        if (response.status !== 200 || form.grant_type !== 'refresh_token' || !body || 'refresh_token' in body) return response;
        return { ...response, body: { ...body, refresh_token: form.refresh_token } };
      },
    };
  });
  routes.push({
    method: 'DELETE',
    pattern: '/oauth/v1/refresh-tokens/:token',
    public: true,
    handle: (request) =>
      oauth.revokeRefreshToken(request.params.token ?? '')
        ? { status: 204 }
        : { status: 404, body: { status: 'BAD_REFRESH_TOKEN', message: 'missing or unknown refresh token', correlationId: randomUUID() } },
  });
  return routes;
}
