import { type EmulatorRoute, OAuthAuthorizationServer, type OAuthClient, type OAuthError, type OAuthErrorReason } from '@openunified/connector-sdk/emulator';
import { slackScopeDescriptions } from '../scopes.js';
import type { SlackWorkspace } from './seed.js';

/**
 * Slack's OAuth v2 (https://api.slack.com/authentication/oauth-v2) on the SDK's toolkit: the
 * install page at /oauth/v2/authorize with comma-separated bot scopes, and oauth.v2.access
 * answering `{ok: true, access_token: "xoxb-...", token_type: "bot", scope, bot_user_id, team, ...}`
 * (with token rotation: `expires_in` and a `xoxe-` refresh token).
 *
 * One difference is deliberate: Slack answers a refused exchange with HTTP 200 and `{ok: false}`;
 * the emulator keeps the toolkit's 400/401 status (with Slack's body) so the platform's token
 * client, which reads RFC 6749 statuses, reports a refusal rather than an unreadable answer.
 */

const slackErrors: Partial<Record<OAuthErrorReason, string>> = {
  client_unknown: 'invalid_client_id',
  client_secret_mismatch: 'bad_client_secret',
  code_unknown: 'invalid_code',
  code_spent: 'code_already_used',
  redirect_uri_mismatch: 'bad_redirect_uri',
  refresh_token_invalid: 'invalid_refresh_token',
  refresh_token_client_mismatch: 'invalid_refresh_token',
  unsupported_grant_type: 'invalid_grant_type',
  missing_parameter: 'invalid_arguments',
};

export function createSlackOAuthServer(options: { clients: OAuthClient[]; autoApprove: boolean; workspace: SlackWorkspace }): OAuthAuthorizationServer {
  const { workspace } = options;
  return new OAuthAuthorizationServer({
    clients: options.clients,
    autoApprove: options.autoApprove,
    paths: { authorize: '/oauth/v2/authorize', token: '/api/oauth.v2.access', revoke: false },
    scopes: slackScopeDescriptions,
    // Token rotation: bot tokens live 12 hours.
    accessTokenTtlSeconds: 43_200,
    pkce: 'optional',
    clientAuthenticationMethods: ['client_secret_post', 'client_secret_basic'],
    user: { email: 'ada.lovelace@sandbox-co.example', name: 'Ada Lovelace' },
    branding: { providerName: 'Slack', accentColor: '#4a154b' },
    tokenPrefixes: { accessToken: 'xoxb-', refreshToken: 'xoxe-1-' },
    errorBody: (error: OAuthError) => ({ ok: false, error: slackErrors[error.reason] ?? error.error }),
    tokenResponseBody: (tokens) => ({
      ok: true,
      app_id: 'A0SBXAPP01',
      authed_user: { id: workspace.users[0]!.id },
      scope: tokens.scope.split(/\s+/).join(','),
      token_type: 'bot',
      access_token: tokens.access_token,
      bot_user_id: workspace.botUserId,
      refresh_token: tokens.refresh_token,
      expires_in: tokens.expires_in,
      team: { id: workspace.team.id, name: workspace.team.name },
      enterprise: null,
      is_enterprise_install: false,
    }),
  });
}

/** Slack separates scopes with commas; the toolkit reads them space-separated. */
export function withCommaScopes(routes: EmulatorRoute[], authorizePath: string): EmulatorRoute[] {
  return routes.map((route) =>
    route.method === 'GET' && route.pattern === authorizePath
      ? {
          ...route,
          handle: (request) => {
            const query = new URLSearchParams(request.query);
            const scope = query.get('scope');
            if (scope !== null)
              query.set(
                'scope',
                scope
                  .split(/[\s,]+/)
                  .filter(Boolean)
                  .join(' '),
              );
            return route.handle({ ...request, query });
          },
        }
      : route,
  );
}
