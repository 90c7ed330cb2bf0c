import type { OAuth2Credentials } from '@openunified/connector-sdk';
import { type OAuthAuthorizationServer, type OAuthClient, type RunningEmulator, startEmulatorServer } from '@openunified/connector-sdk/emulator';
import { slackBotScopes } from '../scopes.js';
import { filesHostRoutes } from './files-host.js';
import { type RateLimitTier, SlackRateLimiter, slackTierLimitsPerMinute } from './rate-limits.js';
import { type SeedOptions, type SlackWorkspace, seedWorkspace } from './seed.js';
import { createSlackOAuthServer, withCommaScopes } from './slack-oauth.js';
import { fail, slackRoutes } from './slack-routes.js';

export { slackTierLimitsPerMinute } from './rate-limits.js';
export type { SlackWorkspace } from './seed.js';

export interface SlackEmulatorOptions extends SeedOptions {
  port?: number;
  host?: string;
  /** OAuth clients the authorization server knows (default: one sandbox client). */
  clients?: OAuthClient[];
  /** Skip the install page: the authorize endpoint redirects at once with a code. */
  autoApprove?: boolean;
  /** Requests per minute of each tier (default Slack's), or false for none. */
  rateLimits?: Partial<Record<RateLimitTier, number>> | false;
}

export interface SlackCredentials extends OAuth2Credentials {
  access_token: string;
  refresh_token: string;
  token_type: 'bot';
}

export interface RunningSlackEmulator extends RunningEmulator {
  sandboxCredentials: SlackCredentials;
  oauthClient: OAuthClient;
  /** The seeded workspace, for assertions (writes change it). */
  workspace: SlackWorkspace;
  /** The authorization server, to issue tokens with fewer scopes. */
  oauth: OAuthAuthorizationServer;
}

const SANDBOX_TOKEN_TTL_MS = 365 * 24 * 3_600_000;

/** A Slack look-alike on loopback: OAuth v2 (as at slack.com) and the Web API methods under `/api`. */
export async function startSlackEmulator(options: SlackEmulatorOptions = {}): Promise<RunningSlackEmulator> {
  const workspace = seedWorkspace(options);
  const sandboxClient: OAuthClient = {
    clientId: '1000000000001.2000000000002',
    clientSecret: 'sandboxslackclientsecret0000000',
    applicationName: 'OpenUnified Sandbox',
  };
  const clients = options.clients?.length ? options.clients : [sandboxClient];
  const oauthClient = clients[0]!;
  const oauth = createSlackOAuthServer({ clients, autoApprove: options.autoApprove ?? false, workspace });
  const scope = slackBotScopes.join(' ');
  const sandboxCredentials: SlackCredentials = {
    access_token: 'xoxb-1000000000001-2000000000002-sandboxSlackBotToken00',
    refresh_token: 'xoxe-1-sandboxSlackRefreshToken000000000000000000000000',
    token_type: 'bot',
  };
  oauth.issueGrant({
    clientId: oauthClient.clientId,
    scope,
    accessToken: sandboxCredentials.access_token,
    refreshToken: sandboxCredentials.refresh_token,
    accessTokenExpiresAt: Date.now() + SANDBOX_TOKEN_TTL_MS,
  });
  const limiter = new SlackRateLimiter(options.rateLimits === false ? false : { ...slackTierLimitsPerMinute, ...options.rateLimits });
  const server = await startEmulatorServer({
    name: 'slack',
    port: options.port,
    host: options.host,
    routes: [...withCommaScopes(oauth.routes(), oauth.paths.authorize), ...slackRoutes(workspace, oauth, limiter), ...filesHostRoutes(workspace, oauth)],
    // Every Web API method checks its token itself, answering in Slack's words (slack-routes.ts).
    unauthorizedResponse: () => fail('invalid_auth'),
    // Slack's error body; an unknown method is a 404 `unknown_method`, a rate limit `ratelimited`.
    errorBody: (status) => ({
      ok: false,
      error: status === 404 ? 'unknown_method' : status === 429 ? 'ratelimited' : status >= 500 ? 'internal_error' : 'invalid_request',
    }),
  });
  return { ...server, sandboxCredentials, oauthClient, workspace, oauth };
}
