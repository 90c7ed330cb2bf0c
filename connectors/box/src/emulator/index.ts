import type { OAuth2Credentials } from '@openunified/connector-sdk';
import { OAuthAuthorizationServer, type OAuthClient, type RunningEmulator, startEmulatorServer } from '@openunified/connector-sdk/emulator';
import { MANAGE_GROUPS_SCOPE, MANAGE_MANAGED_USERS_SCOPE, ROOT_READONLY_SCOPE, ROOT_READWRITE_SCOPE } from '../scopes.js';
import { boxErrorBody, boxRoutes } from './box-routes.js';
import { fileTransferRoutes } from './file-transfer-routes.js';
import { type BoxData, seedBoxData } from './seed.js';

export type { BoxData, BoxGroup } from './seed.js';

export interface BoxEmulatorOptions {
  port?: number;
  host?: string;
  /** OAuth clients the authorization server knows (default: one sandbox client). */
  clients?: OAuthClient[];
  /** Skip the consent screen: the authorize endpoint redirects at once with a code. */
  autoApprove?: boolean;
}

export interface BoxCredentials extends OAuth2Credentials {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
}

export interface RunningBoxEmulator extends RunningEmulator {
  sandboxCredentials: BoxCredentials;
  oauthClient: OAuthClient;
  /** The seeded enterprise, for assertions. */
  data: BoxData;
}

const SANDBOX_TOKEN_TTL_MS = 365 * 24 * 3_600_000;
const scopes = [ROOT_READONLY_SCOPE, ROOT_READWRITE_SCOPE, MANAGE_MANAGED_USERS_SCOPE, MANAGE_GROUPS_SCOPE];

/** A Box look-alike on loopback: OAuth 2.0 (as at account.box.com and api.box.com) and the API under `/2.0`. */
export async function startBoxEmulator(options: BoxEmulatorOptions = {}): Promise<RunningBoxEmulator> {
  const data = seedBoxData();
  const sandboxClient: OAuthClient = {
    clientId: 'sandboxboxclientid0000000000000',
    clientSecret: 'sandboxboxclientsecret00000000',
    applicationName: 'OpenUnified Sandbox',
  };
  const clients = options.clients?.length ? options.clients : [sandboxClient];
  const oauthClient = clients[0]!;
  const oauth = new OAuthAuthorizationServer({
    clients,
    autoApprove: options.autoApprove ?? false,
    paths: { authorize: '/api/oauth2/authorize', token: '/oauth2/token', revoke: '/oauth2/revoke' },
    scopes: Object.fromEntries(scopes.map((scope) => [scope, scope.replaceAll('_', ' ')])),
    defaultScope: scopes.join(' '),
    pkce: 'optional',
    user: { email: data.scenario.users.admin.login!, name: data.scenario.users.admin.name! },
    branding: { providerName: 'Box', accentColor: '#0061d5' },
  });
  const sandboxCredentials: BoxCredentials = {
    access_token: 'sandboxBoxAccessToken0000000000000',
    refresh_token: 'sandboxBoxRefreshToken000000000000000000000000000000000000000000',
    token_type: 'bearer',
  };
  oauth.issueGrant({
    clientId: oauthClient.clientId,
    scope: scopes.join(' '),
    accessToken: sandboxCredentials.access_token,
    refreshToken: sandboxCredentials.refresh_token,
    accessTokenExpiresAt: Date.now() + SANDBOX_TOKEN_TTL_MS,
  });
  // Box answers a missing, unknown or expired token with an empty 401 and a WWW-Authenticate header.
  const invalidToken = () => ({ status: 401, headers: { 'www-authenticate': 'Bearer realm="Service", error="invalid_token"' }, rawBody: '' });
  const server = await startEmulatorServer({
    name: 'box',
    port: options.port,
    host: options.host,
    routes: [...oauth.routes(), ...fileTransferRoutes(data, oauth), ...boxRoutes(data, oauth)],
    authenticate: oauth.authenticator(invalidToken),
    unauthorizedResponse: invalidToken,
    errorBody: (status, message) => boxErrorBody(status, status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'internal_server_error' : 'error', message),
  });
  return { ...server, sandboxCredentials, oauthClient, data };
}
