import type { OAuth2Credentials } from '@openunified/connector-sdk';
import { type OAuthClient, type RunningEmulator, startEmulatorServer } from '@openunified/connector-sdk/emulator';
import { xeroScopes } from '../scopes.js';
import { XeroRateLimiter, type XeroRateLimits, xeroRateLimits } from './rate-limits.js';
import { type SeedOptions, seedSandbox, type XeroSandbox } from './seed.js';
import { createXeroOAuthServer } from './xero-oauth.js';
import { problem, xeroRoutes } from './xero-routes.js';

export { xeroRateLimits } from './rate-limits.js';
export type { XeroSandbox, XeroTenantBooks } from './seed.js';

export interface XeroEmulatorOptions extends SeedOptions {
  port?: number;
  host?: string;
  /** OAuth clients the identity server knows (default: one sandbox client). */
  clients?: OAuthClient[];
  /** Skip the consent page: the authorize endpoint redirects at once with a code. */
  autoApprove?: boolean;
  /** Calls per tenant a minute and a day (default Xero's 60 and 5000), or false for none. */
  rateLimits?: Partial<XeroRateLimits> | false;
}

export interface XeroCredentials extends OAuth2Credentials {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
}

export interface RunningXeroEmulator extends RunningEmulator {
  sandboxCredentials: XeroCredentials;
  oauthClient: OAuthClient;
  /** The seeded tenants, for assertions (writes change them). */
  sandbox: XeroSandbox;
  /** The tenant ids of the seeded organisations, in connection order. */
  organisationIds: string[];
}

const SANDBOX_TOKEN_TTL_MS = 365 * 24 * 3_600_000;

/** A Xero look-alike on loopback: the identity server, GET /connections and the Accounting API 2.0. */
export async function startXeroEmulator(options: XeroEmulatorOptions = {}): Promise<RunningXeroEmulator> {
  const sandbox = seedSandbox(options);
  const sandboxClient: OAuthClient = {
    clientId: 'SANDBOXXEROCLIENT0000000000000000',
    clientSecret: 'sandbox-xero-client-secret-00000000000000000000',
    applicationName: 'OpenUnified Sandbox',
  };
  const clients = options.clients?.length ? options.clients : [sandboxClient];
  const oauthClient = clients[0]!;
  const oauth = createXeroOAuthServer({ clients, autoApprove: options.autoApprove ?? false });
  const sandboxCredentials: XeroCredentials = {
    access_token: 'sandbox-xero-access-token-0000000000000000000000000000',
    refresh_token: 'sandbox-xero-refresh-token-000000000000000000000000000',
    token_type: 'Bearer',
  };
  oauth.issueGrant({
    clientId: oauthClient.clientId,
    scope: xeroScopes.join(' '),
    accessToken: sandboxCredentials.access_token,
    refreshToken: sandboxCredentials.refresh_token,
    accessTokenExpiresAt: Date.now() + SANDBOX_TOKEN_TTL_MS,
  });
  const limiter = new XeroRateLimiter(options.rateLimits === false ? false : { ...xeroRateLimits, ...options.rateLimits });
  const expired = () => ({ ...problem(401, 'Unauthorized', 'TokenExpired: token expired'), headers: { 'www-authenticate': 'Bearer error="invalid_token"' } });
  const server = await startEmulatorServer({
    name: 'xero',
    port: options.port,
    host: options.host,
    routes: [...oauth.routes(), ...xeroRoutes(sandbox, oauth, limiter)],
    authenticate: oauth.authenticator((reason) => (reason === 'expired' ? expired() : problem(401, 'Unauthorized', 'AuthenticationUnsuccessful'))),
    unauthorizedResponse: expired,
    errorBody: (status, message) => ({ Type: null, Title: status === 429 ? 'Too Many Requests' : 'Error', Status: status, Detail: message }),
  });
  const organisationIds = sandbox.connections.filter((connection) => connection.tenantType === 'ORGANISATION').map((connection) => connection.tenantId);
  return { ...server, sandboxCredentials, oauthClient, sandbox, organisationIds };
}
