import type { OAuth2Credentials } from '@openunified/connector-sdk';
import { type OAuthClient, pick, type RunningEmulator, seededRandom, startEmulatorServer } from '@openunified/connector-sdk/emulator';
import { CONNECTOR_SCOPES, OAUTH_SCOPE } from '../scopes.js';
import { ApiAccess } from './api-access.js';
import { crmObjectRoutes } from './crm-object-routes.js';
import { expiredCredentials, hubspotErrorBody } from './hubspot-errors.js';
import { createHubspotOAuthServer, HUBSPOT_ACCESS_TOKEN_TTL_SECONDS, hubspotOAuthRoutes } from './hubspot-oauth.js';
import { listRoutes } from './list-routes.js';
import { HubspotRateLimits, type RateLimitOptions } from './rate-limits.js';
import { generateSeedData, type SeedData } from './seed-data.js';

export type { OAuthClient } from '@openunified/connector-sdk/emulator';
export type { RateLimitOptions } from './rate-limits.js';
export type { EmulatedList, EmulatedObject, SeedData } from './seed-data.js';

export interface HubspotEmulatorOptions {
  port?: number;
  host?: string;
  /** Seeds the data and the sandbox credentials: the same seed serves the same records and tokens. */
  seed?: number;
  /** Default 60. */
  contactCount?: number;
  /** Default 30. */
  companyCount?: number;
  /** Default 12. */
  listCount?: number;
  /** OAuth clients the authorization server knows (default: one sandbox client). */
  clients?: OAuthClient[];
  /** Skip the install page: `/oauth/authorize` redirects at once with a code. */
  autoApprove?: boolean;
  /** Lifetime of access tokens the token endpoint issues (default 1800, HubSpot's). */
  accessTokenTtlSeconds?: number;
  /** Scopes of the seeded private app (default: every scope the connector uses). */
  privateAppScopes?: string[];
  rateLimits?: RateLimitOptions;
}

/** Credentials of an account linked through OAuth, as the token endpoint's answers make them. */
export interface HubspotOAuthCredentials extends OAuth2Credentials {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  /** Full ISO 8601 instant the access token stops working. */
  expires_at: string;
  auth_method: 'oauth2';
}

export interface RunningHubspotEmulator extends RunningEmulator {
  /** A linked OAuth account's tokens, stable for a given seed so a sandbox survives restarts. */
  sandboxCredentials: HubspotOAuthCredentials;
  /** Credentials of the seeded private app: `{auth_method: 'private_app', access_token}`. */
  privateAppCredentials: { auth_method: 'private_app'; access_token: string };
  /** The OAuth client the sandbox tokens belong to (the first of `clients`). */
  oauthClient: OAuthClient;
  /** The served records, for assertions; writes change them. */
  data: SeedData;
  /** Token endpoint calls with `grant_type=refresh_token` so far. */
  readonly refreshCount: number;
  /** A fresh OAuth grant of the sandbox client: what linking another account would give. */
  issueOAuthCredentials(options?: { scopes?: string[]; accessTokenExpiresAt?: number }): HubspotOAuthCredentials;
  /** Revokes a refresh token and its access tokens; false when the token is unknown. */
  revokeRefreshToken(token: string): boolean;
  /** Every access token issued so far stops working; refresh tokens keep working. */
  expireAccessTokens(): void;
}

/** Sandbox access tokens live long so a local sandbox never needs a refresh. */
const SANDBOX_TOKEN_TTL_MS = 365 * 24 * 3_600_000;
const hexDigits = [...'0123456789abcdef'];

function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => pick(random, hexDigits)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function startHubspotEmulator(options: HubspotEmulatorOptions = {}): Promise<RunningHubspotEmulator> {
  const seed = options.seed ?? 1;
  const data = generateSeedData({
    seed,
    contactCount: options.contactCount ?? 60,
    companyCount: options.companyCount ?? 30,
    listCount: options.listCount ?? 12,
  });
  // Separate stream from the data's, so changing record counts keeps the tokens.
  const tokenRandom = seededRandom(seed + 0x5eed);
  const sandboxClient: OAuthClient = {
    clientId: seededUuid(tokenRandom),
    clientSecret: seededUuid(tokenRandom),
    applicationName: 'OpenUnified Sandbox',
  };
  const clients = options.clients?.length ? options.clients : [sandboxClient];
  const oauthClient = clients[0]!;
  const privateAppToken = `pat-na1-${seededUuid(tokenRandom)}`;
  const sandboxTokens = { accessToken: `CKsandbox${seededUuid(tokenRandom)}`, refreshToken: `na1-${seededUuid(tokenRandom)}` };

  const oauth = createHubspotOAuthServer({
    clients,
    autoApprove: options.autoApprove ?? false,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? HUBSPOT_ACCESS_TOKEN_TTL_SECONDS,
    hubId: data.portalId,
    user: { email: 'sandbox.admin@example.com', name: 'Sandbox Admin' },
  });
  const issueOAuthCredentials: RunningHubspotEmulator['issueOAuthCredentials'] = (grant = {}) => {
    const expiresAt = grant.accessTokenExpiresAt ?? Date.now() + (options.accessTokenTtlSeconds ?? HUBSPOT_ACCESS_TOKEN_TTL_SECONDS) * 1000;
    const tokens = oauth.issueGrant({ clientId: oauthClient.clientId, scope: (grant.scopes ?? CONNECTOR_SCOPES).join(' '), accessTokenExpiresAt: expiresAt });
    return { ...tokens, token_type: 'bearer', expires_at: new Date(expiresAt).toISOString(), auth_method: 'oauth2' };
  };
  const sandboxExpiresAt = Date.now() + SANDBOX_TOKEN_TTL_MS;
  oauth.issueGrant({
    clientId: oauthClient.clientId,
    scope: CONNECTOR_SCOPES.join(' '),
    accessToken: sandboxTokens.accessToken,
    refreshToken: sandboxTokens.refreshToken,
    accessTokenExpiresAt: sandboxExpiresAt,
  });

  const access = new ApiAccess(
    oauth,
    new Map([[privateAppToken, options.privateAppScopes ?? CONNECTOR_SCOPES.filter((scope) => scope !== OAUTH_SCOPE)]]),
    new HubspotRateLimits(options.rateLimits),
  );
  const server = await startEmulatorServer({
    name: 'hubspot',
    port: options.port,
    host: options.host,
    routes: [
      ...hubspotOAuthRoutes(oauth),
      ...crmObjectRoutes(data, access),
      ...listRoutes(data, access),
      access.route('GET', '/account-info/v3/details', [], () => ({
        body: {
          portalId: data.portalId,
          accountType: 'STANDARD',
          timeZone: 'US/Eastern',
          companyCurrency: 'USD',
          additionalCurrencies: [],
          utcOffset: '-05:00',
          utcOffsetMilliseconds: -18_000_000,
          uiDomain: 'app.hubspot.com',
          dataHostingLocation: 'na1',
        },
      })),
    ],
    unauthorizedResponse: expiredCredentials,
    errorBody: (status, message) => hubspotErrorBody(status, message),
  });

  return {
    ...server,
    sandboxCredentials: {
      access_token: sandboxTokens.accessToken,
      refresh_token: sandboxTokens.refreshToken,
      token_type: 'bearer',
      expires_at: new Date(sandboxExpiresAt).toISOString(),
      auth_method: 'oauth2',
    },
    privateAppCredentials: { auth_method: 'private_app', access_token: privateAppToken },
    oauthClient,
    data,
    get refreshCount() {
      return oauth.refreshCount;
    },
    issueOAuthCredentials,
    revokeRefreshToken: (token) => oauth.revokeRefreshToken(token),
    expireAccessTokens: () => oauth.expireAccessTokens(),
  };
}
