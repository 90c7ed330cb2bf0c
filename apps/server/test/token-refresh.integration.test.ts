import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { AuthTokens } from '@openunified/auth';
import { testDatabaseUrl } from '@openunified/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectTestContext, linkThroughOAuthConsent, startConnectTestContext } from './connect-test-context.js';

type GoogleCredentials = Record<string, string>;

/** Links a fresh Google Drive account through the connect page; each gets its own token pair. */
async function linkAccount(context: ConnectTestContext, sessionOptions: Record<string, unknown> = { provider: 'googledrive' }): Promise<string> {
  const session = await context.createSession({ origin_owner_id: `owner-${randomUUID()}`, ...sessionOptions });
  const { result } = await linkThroughOAuthConsent(session.auth_link_url);
  if (result.status !== 200) throw new Error(`linking answered ${result.status}`);
  return (await context.api('POST', '/connect_sessions/authenticate', { token: session.token })).body.latest_connection_attempt.account_secure_id;
}

function storedCredentials(context: ConnectTestContext, accountId: string): Promise<GoogleCredentials> {
  const cipher = context.testServer.platform.container.get(AuthTokens.CredentialCipher);
  return context.testServer.store.accounts
    .get(context.testServer.project.id, accountId)
    .then((account) => cipher.decryptJson<GoogleCredentials>(account!.credentials!));
}

/** Pretends the stored access token expires in `seconds`. */
async function expireStoredTokenIn(context: ConnectTestContext, accountId: string, seconds: number): Promise<void> {
  const cipher = context.testServer.platform.container.get(AuthTokens.CredentialCipher);
  const expiresAt = new Date(Date.now() + seconds * 1000).toISOString();
  const credentials = { ...(await storedCredentials(context, accountId)), expires_at: expiresAt };
  await context.testServer.store.accounts.update(context.testServer.project.id, accountId, {
    credentials: cipher.encryptJson(credentials),
    credentialsExpireAt: expiresAt,
  });
}

function listDrives(context: ConnectTestContext, accountId: string): Promise<Response> {
  return fetch(`${context.testServer.url}/unified/documents/drives?page_size=2`, {
    headers: { authorization: context.authorization, 'x-account-id': accountId },
  });
}

describe('on SQLite, in one process', () => {
  let context: ConnectTestContext;
  beforeAll(async () => {
    context = await startConnectTestContext();
    await context.createGoogleProfile();
  });
  afterAll(() => context.close());

  it('refreshes an access token shortly before it expires, keeping the refresh token', async () => {
    const accountId = await linkAccount(context);
    const before = await storedCredentials(context, accountId);
    await expireStoredTokenIn(context, accountId, 30);
    const refreshesBefore = context.google.refreshCount;

    expect((await listDrives(context, accountId)).status).toBe(200);
    expect(context.google.refreshCount).toBe(refreshesBefore + 1);
    const after = await storedCredentials(context, accountId);
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.refresh_token).toBe(before.refresh_token);
    expect(Date.parse(after.expires_at!) - Date.now()).toBeGreaterThan(3500_000);
    const account = await context.testServer.store.accounts.get(context.testServer.project.id, accountId);
    expect(account!.credentialsExpireAt).toBe(after.expires_at);

    expect((await listDrives(context, accountId)).status).toBe(200);
    expect(context.google.refreshCount).toBe(refreshesBefore + 1);
  });

  it('refreshes once after the provider answers 401, and concurrent requests share that one refresh', async () => {
    const accountId = await linkAccount(context);
    context.google.expireAccessTokens();
    const refreshesBefore = context.google.refreshCount;

    const responses = await Promise.all(Array.from({ length: 6 }, () => listDrives(context, accountId)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(context.google.refreshCount).toBe(refreshesBefore + 1);
  });

  it('marks the account expired when the provider refuses the refresh token; account routes then answer 412', async () => {
    const accountId = await linkAccount(context);
    context.google.revokeRefreshToken((await storedCredentials(context, accountId)).refresh_token!);

    const refused = await listDrives(context, accountId);
    expect(refused.status).toBe(412);
    const message = `account ${accountId} is expired: the provider refused to refresh the access token (invalid_grant: Token has been expired or revoked.); link the account again`;
    expect(await refused.json()).toMatchObject({ statusCode: 412, message });

    const account = (await context.api('GET', `/accounts/${accountId}`)).body;
    expect(account).toMatchObject({
      status: 'expired',
      status_reasons: [{ code: 'refresh_token_invalid', description: expect.stringContaining('invalid_grant'), timestamp: expect.any(String) }],
    });
    const events = await context.testServer.store.events.list(context.testServer.project.id, { type: 'account.updated' });
    expect(events.at(-1)?.payload).toEqual(account);

    const afterwards = await listDrives(context, accountId);
    expect(afterwards.status).toBe(412);
    expect(await afterwards.json()).toMatchObject({ message });
  });

  it('marks the account error when the provider refuses the OAuth client', async () => {
    const profile = await context.createGoogleProfile({ label: 'Rotated later' });
    try {
      const accountId = await linkAccount(context, { integration_id: profile.id });
      await context.api('PATCH', `/connector_profiles/${profile.id}`, { auth_config: { client_secret: 'GOCSPX-rotated' } });
      await expireStoredTokenIn(context, accountId, 0);

      const refused = await listDrives(context, accountId);
      expect(refused.status).toBe(412);
      expect((await context.api('GET', `/accounts/${accountId}`)).body).toMatchObject({
        status: 'error',
        status_reasons: [{ code: 'refresh_refused', description: expect.stringContaining('invalid_client') }],
      });
    } finally {
      // The newest profile is every other link's: leaving a broken one behind would break them.
      await context.api('DELETE', `/connector_profiles/${profile.id}`);
    }
  });

  it('leaves the account unchanged when the token endpoint is unavailable (502)', async () => {
    const accountId = await linkAccount(context);
    await expireStoredTokenIn(context, accountId, 0);
    context.google.injectFault({ type: 'server_error', pathPrefix: '/token', times: 1 });

    const failed = await listDrives(context, accountId);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ message: `could not refresh the access token of account ${accountId}: the token endpoint answered HTTP 500` });
    expect((await context.api('GET', `/accounts/${accountId}`)).body.status).toBe('active');
    expect((await listDrives(context, accountId)).status).toBe(200);
  });
});

describe('on PostgreSQL, in two processes', () => {
  const schema = `token_refresh_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let context: ConnectTestContext;
  beforeAll(async () => {
    context = await startConnectTestContext({ server: { environment: { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema } } });
    await context.createGoogleProfile();
  });
  afterAll(async () => {
    await context.close();
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('refreshes an expiring token once when two processes need it at the same moment', async () => {
    const accountId = await linkAccount(context);
    await expireStoredTokenIn(context, accountId, 10);
    const refreshesBefore = context.google.refreshCount;

    const children = [startRefreshProcess(context, accountId), startRefreshProcess(context, accountId)];
    try {
      await Promise.all(children.map((child) => child.ready));
      for (const child of children) child.process.stdin.end('go\n');
      const tokens = await Promise.all(children.map((child) => child.result));

      expect(context.google.refreshCount).toBe(refreshesBefore + 1);
      expect(tokens[0]).toBe(tokens[1]);
      expect(tokens[0]).toBe((await storedCredentials(context, accountId)).access_token);
    } finally {
      for (const child of children) child.process.kill();
    }
  }, 60_000);
});

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const childScript = fileURLToPath(new URL('./token-refresh-child-process.ts', import.meta.url));
const workspaceTsconfig = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));

interface RefreshProcess {
  process: ChildProcessWithoutNullStreams;
  ready: Promise<void>;
  /** The access token the process ended up with. */
  result: Promise<string>;
}

function startRefreshProcess(context: ConnectTestContext, accountId: string): RefreshProcess {
  const child = spawn(
    tsx,
    [
      '--conditions=@openunified/source',
      '--tsconfig',
      workspaceTsconfig,
      childScript,
      context.testServer.project.id,
      accountId,
      JSON.stringify({ googledrive: context.google.url }),
    ],
    { cwd: repositoryRoot, env: { PATH: process.env.PATH ?? '', ...context.testServer.environment } },
  );
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.startsWith('ready\n')) resolve();
    });
    void exited.then((code) => reject(new Error(`the refresh process exited (${code}) before it was ready: ${errors}`)));
  });
  const result = exited.then((code) => {
    const line = output.split('\n')[1];
    if (code !== 0 || !line) throw new Error(`the refresh process exited with ${code}: ${errors}`);
    return (JSON.parse(line) as { accessToken: string }).accessToken;
  });
  return { process: child, ready, result };
}
