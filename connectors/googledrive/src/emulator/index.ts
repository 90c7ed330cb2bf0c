import type { OAuth2Credentials } from '@openunified/connector-sdk';
import { type OAuthClient, pick, type RunningEmulator, seededRandom, startEmulatorServer } from '@openunified/connector-sdk/emulator';
import type { GoogleFile } from '../provider-types.js';
import { DIRECTORY_GROUP_MEMBER_READONLY_SCOPE, DIRECTORY_USER_READONLY_SCOPE, DRIVE_SCOPE } from '../scopes.js';
import { driveApiRoutes } from './drive-api-routes.js';
import { addFile, fileTransferRoutes, type NewFile } from './file-transfer-routes.js';
import { googleErrorBody, invalidCredentials, missingCredentials } from './google-errors.js';
import { createGoogleOAuthServer } from './google-oauth.js';
import { generateSeedData, type SeedData } from './seed-data.js';
import { sharingRoutes } from './sharing-routes.js';

export type { OAuthClient } from '@openunified/connector-sdk/emulator';
export { seededContent, seededContentStream } from '@openunified/connector-sdk/emulator';
export type { NewFile } from './file-transfer-routes.js';
export type { SeedData, SeededDrive } from './seed-data.js';
export type { DirectoryGroup, SharingData, SharingScenario } from './sharing-seed.js';

export interface GoogledriveEmulatorOptions {
  port?: number;
  host?: string;
  /** Seeds the data and the sandbox credentials: the same seed serves the same drives and tokens. */
  seed?: number;
  /** Shared drives the sandbox user is a member of (default 30). */
  drivesCount?: number;
  /** More shared drives of the domain, listed only with `useDomainAdminAccess=true` (default 3). */
  domainOnlyDrivesCount?: number;
  /** Files in each shared drive and in My Drive (default 4). */
  filesPerDrive?: number;
  /** OAuth clients the authorization server knows (default: one sandbox client). */
  clients?: OAuthClient[];
  /** Skip the consent screen: `/o/oauth2/v2/auth` redirects at once with a code. */
  autoApprove?: boolean;
  /** Lifetime of access tokens the token endpoint issues (default 3600). */
  accessTokenTtlSeconds?: number;
}

/** Credentials of a linked Google account, as the token endpoint's answers make them. */
export interface GoogledriveCredentials extends OAuth2Credentials {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  /** Full ISO 8601 instant the access token stops working. */
  expires_at: string;
}

export interface RunningGoogledriveEmulator extends RunningEmulator {
  /** A linked account's tokens, stable for a given seed so a sandbox survives restarts. */
  sandboxCredentials: GoogledriveCredentials;
  /** The OAuth client the sandbox tokens belong to (the first of `clients`). */
  oauthClient: OAuthClient;
  /** The seeded records, for assertions. */
  data: SeedData;
  /** Token endpoint calls with `grant_type=refresh_token` so far. */
  readonly refreshCount: number;
  /** Revokes a refresh token and its access tokens; false when the token is unknown. */
  revokeRefreshToken(token: string): boolean;
  /** Every access token issued so far stops working; refresh tokens keep working. */
  expireAccessTokens(): void;
  /** Adds a file after seeding (a large one for a download test): its bytes are generated from its id and size, or `content`. */
  addFile(file: NewFile): GoogleFile;
}

/** Sandbox access tokens live long so a local sandbox never needs a refresh. */
const SANDBOX_TOKEN_TTL_MS = 365 * 24 * 3_600_000;
const tokenAlphabet = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];
const digits = [...'0123456789'];

function seededString(random: () => number, alphabet: string[], length: number): string {
  return Array.from({ length }, () => pick(random, alphabet)).join('');
}

export async function startGoogledriveEmulator(options: GoogledriveEmulatorOptions = {}): Promise<RunningGoogledriveEmulator> {
  const seed = options.seed ?? 1;
  const data = generateSeedData({
    seed,
    drivesCount: options.drivesCount ?? 30,
    domainOnlyDrivesCount: options.domainOnlyDrivesCount ?? 3,
    filesPerDrive: options.filesPerDrive ?? 4,
  });
  // Separate stream from the data's, so changing record counts keeps the tokens.
  const tokenRandom = seededRandom(seed + 0x5eed);
  const sandboxClient: OAuthClient = {
    clientId: `${seededString(tokenRandom, digits, 12)}-sandbox.apps.googleusercontent.com`,
    clientSecret: `GOCSPX-${seededString(tokenRandom, tokenAlphabet, 28)}`,
    applicationName: 'OpenUnified Sandbox',
  };
  const clients = options.clients?.length ? options.clients : [sandboxClient];
  const oauthClient = clients[0]!;

  const oauth = createGoogleOAuthServer({
    clients,
    autoApprove: options.autoApprove ?? false,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    user: { email: data.user.emailAddress, name: data.user.displayName },
  });
  const expiresAt = Date.now() + SANDBOX_TOKEN_TTL_MS;
  const sandboxCredentials: GoogledriveCredentials = {
    access_token: `ya29.a0sandbox${seededString(tokenRandom, tokenAlphabet, 64)}`,
    refresh_token: `1//0sandbox${seededString(tokenRandom, tokenAlphabet, 48)}`,
    token_type: 'Bearer',
    expires_at: new Date(expiresAt).toISOString(),
  };
  oauth.issueGrant({
    clientId: oauthClient.clientId,
    // The full Drive scope (it includes drive.readonly): the sandbox account may upload too.
    scope: [DRIVE_SCOPE, DIRECTORY_USER_READONLY_SCOPE, DIRECTORY_GROUP_MEMBER_READONLY_SCOPE].join(' '),
    accessToken: sandboxCredentials.access_token,
    refreshToken: sandboxCredentials.refresh_token,
    accessTokenExpiresAt: expiresAt,
  });

  const transfer = fileTransferRoutes(data, oauth);
  const server = await startEmulatorServer({
    name: 'googledrive',
    port: options.port,
    host: options.host,
    routes: [...oauth.routes(), ...transfer.routes, ...driveApiRoutes(data, oauth), ...sharingRoutes(data, oauth, transfer.downloadMedia)],
    // Google answers unknown, expired and revoked tokens alike.
    authenticate: oauth.authenticator((reason) => (reason === 'missing' ? missingCredentials() : invalidCredentials())),
    unauthorizedResponse: invalidCredentials,
    errorBody: (status, message) => googleErrorBody(status, message),
  });

  return {
    ...server,
    sandboxCredentials,
    oauthClient,
    data,
    get refreshCount() {
      return oauth.refreshCount;
    },
    revokeRefreshToken: (token) => oauth.revokeRefreshToken(token),
    expireAccessTokens: () => oauth.expireAccessTokens(),
    addFile: (file) => addFile(data, file),
  };
}
