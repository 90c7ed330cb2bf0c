import type { Credentials } from '@openunified/connector-sdk';
import {
  type EmulatorRequest,
  type OAuthAuthorizationServer,
  type OAuthClient,
  pick,
  type RunningEmulator,
  seededRandom,
  startEmulatorServer,
} from '@openunified/connector-sdk/emulator';
import { ACCESSIBLE_RESOURCES_PATH } from '../jira-site.js';
import { JIRA_OAUTH_SCOPES } from '../scopes.js';
import { accessibleResourcesRoute, authenticateAtGateway, createAtlassianOAuthServer } from './atlassian-oauth.js';
import { gatewayUnauthorized, jiraErrorBody, siteUnauthenticated } from './jira-errors.js';
import { MediaHost } from './media-host.js';
import { type RateLimitOptions, RateLimitWindow } from './rate-limit.js';
import { restApiRoutes } from './rest-api-routes.js';
import { type EmulatedSite, seedSite } from './seed-data.js';

export type { OAuthClient } from '@openunified/connector-sdk/emulator';
export type { RateLimitOptions } from './rate-limit.js';
export type { EmulatedAttachment, EmulatedComment, EmulatedComponent, EmulatedIssue, EmulatedProject, EmulatedSite, EmulatedUser } from './seed-data.js';

export interface JiraEmulatorOptions {
  port?: number;
  host?: string;
  /** Seeds the site and the sandbox credentials: the same seed serves the same records and tokens. Default 1. */
  seed?: number;
  /** Default 30. */
  usersCount?: number;
  /** Default 60, spread over four projects. */
  issuesCount?: number;
  /** Requests allowed per window before a 429 (default 1000 a second: tests lower it). */
  rateLimit?: RateLimitOptions;
  /** OAuth clients the authorization server knows (default: one sandbox client). */
  clients?: OAuthClient[];
  /** Skip the consent page: `/authorize` redirects at once with a code. */
  autoApprove?: boolean;
  /** Lifetime of access tokens the token endpoint issues (default 3600, Atlassian's). */
  accessTokenTtlSeconds?: number;
}

export interface RunningJiraEmulator extends RunningEmulator {
  /** An API-token account of the site: what the sandbox links with. */
  sandboxCredentials: Credentials;
  /** An OAuth 2.0 account of the site, with its cloud id and site address, as linking through the connect page makes one. */
  oauthSandboxCredentials: Credentials;
  /** The OAuth client the sandbox tokens belong to (the first of `clients`). */
  oauthClient: OAuthClient;
  /** The served records, changed by writes, for assertions. */
  site: EmulatedSite;
  /** The authorization server: `refreshCount`, `expireAccessTokens()`, `revokeRefreshToken(token)`. */
  oauth: OAuthAuthorizationServer;
}

/** Sandbox access tokens live long so a local sandbox never needs a refresh. */
const SANDBOX_TOKEN_TTL_MS = 365 * 24 * 3_600_000;
const tokenAlphabet = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];

function seededString(random: () => number, length: number): string {
  return Array.from({ length }, () => pick(random, tokenAlphabet)).join('');
}

function basicCredentials(request: EmulatorRequest): { user: string; password: string } | undefined {
  const header = request.headers.authorization;
  if (!header?.toLowerCase().startsWith('basic ')) return undefined;
  const decoded = Buffer.from(header.slice('basic '.length).trim(), 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  return separator === -1 ? undefined : { user: decoded.slice(0, separator), password: decoded.slice(separator + 1) };
}

/**
 * A Jira Cloud look-alike on loopback: REST API v3 on the site (HTTP Basic with an e-mail and API
 * token) and behind Atlassian's gateway (OAuth 2.0 bearer tokens), Atlassian's authorization
 * server, a seeded site with state for writes, Jira's error bodies and its burst rate limit.
 */
export async function startJiraEmulator(options: JiraEmulatorOptions = {}): Promise<RunningJiraEmulator> {
  const seed = options.seed ?? 1;
  const site = seedSite({ seed, usersCount: options.usersCount ?? 30, issuesCount: options.issuesCount ?? 60 });
  const sandboxUser = site.sandboxUser;
  // A stream of its own, so changing record counts keeps the tokens.
  const tokenRandom = seededRandom(seed + 0x5eed);
  const sandboxClient: OAuthClient = {
    clientId: seededString(tokenRandom, 32),
    clientSecret: `ATOA${seededString(tokenRandom, 60)}`,
    applicationName: 'OpenUnified Sandbox',
  };
  const clients = options.clients?.length ? options.clients : [sandboxClient];
  const oauthClient = clients[0]!;
  const apiToken = `ATATT3xFfGF0${seededString(tokenRandom, 40)}`;
  const email = sandboxUser.emailAddress!;

  const oauth = createAtlassianOAuthServer({
    clients,
    autoApprove: options.autoApprove ?? false,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    user: { email, name: sandboxUser.displayName },
  });
  const expiresAt = Date.now() + SANDBOX_TOKEN_TTL_MS;
  const scope = JIRA_OAUTH_SCOPES.join(' ');
  const tokens = oauth.issueGrant({
    clientId: oauthClient.clientId,
    scope,
    accessToken: `eyJraWQiOiJzYW5kYm94${seededString(tokenRandom, 64)}`,
    refreshToken: `eyJraWQiOiJyZWZyZXNo${seededString(tokenRandom, 48)}`,
    accessTokenExpiresAt: expiresAt,
  });
  const rateLimit = new RateLimitWindow(options.rateLimit ?? { requests: 1000, windowSeconds: 1 });
  const media = new MediaHost(site);

  const server = await startEmulatorServer({
    name: 'jira',
    port: options.port,
    host: options.host,
    routes: [...oauth.routes(), accessibleResourcesRoute(oauth, site), ...restApiRoutes({ site, rateLimit, media }), ...media.routes(site)],
    authenticate(request) {
      if (request.path === ACCESSIBLE_RESOURCES_PATH || request.path.startsWith('/ex/jira/')) return authenticateAtGateway(oauth, site, request);
      const credentials = basicCredentials(request);
      return credentials?.user === email && credentials.password === apiToken ? undefined : siteUnauthenticated();
    },
    errorBody: (_status, message) => jiraErrorBody([message]),
    unauthorizedResponse: () => gatewayUnauthorized(),
  });

  return {
    ...server,
    sandboxCredentials: { auth_method: 'api_token', site: site.name, email, api_token: apiToken },
    oauthSandboxCredentials: {
      auth_method: 'oauth2',
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      token_type: 'Bearer',
      expires_at: new Date(expiresAt).toISOString(),
      scope,
      cloud_id: site.cloudId,
      site_url: site.siteUrl,
    },
    oauthClient,
    site,
    oauth,
  };
}
