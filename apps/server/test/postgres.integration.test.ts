import { randomUUID } from 'node:crypto';
import { testDatabaseUrl } from '@openunified/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCliProcess } from './run-cli-process.js';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

const schema = `server_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

let testServer: TestServer;
beforeAll(async () => {
  testServer = await startTestServer({
    environment: { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema, RATE_LIMIT_STORE: 'postgres' },
  });
});
afterAll(async () => {
  await testServer.close();
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
});

it('serves accounts from PostgreSQL, in its own schema, with the rate limit counted there', async () => {
  expect(testServer.store.dialect).toBe('postgres');
  const authorization = basicAuthorization(await testServer.createApiKey());
  const account = await testServer.createAccount({ label: 'On PostgreSQL' });

  const patched = await fetch(`${testServer.url}/accounts/${account.id}`, {
    method: 'PATCH',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ metadata: { region: 'eu' } }),
  });
  expect(await patched.json()).toMatchObject({ id: account.id, label: 'On PostgreSQL', metadata: { region: 'eu' } });

  const listed = await fetch(`${testServer.url}/accounts`, { headers: { authorization } });
  expect((await listed.json()) as unknown[]).toEqual([expect.objectContaining({ id: account.id })]);

  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    const tables = await client.query('SELECT table_name FROM information_schema.tables WHERE table_schema = $1', [schema]);
    expect(tables.rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(['accounts', 'api_keys', 'rate_limits']));
  } finally {
    await client.end();
  }
});

it('rejects a key the admin CLI revoked, in the running server, at once (docs/deployment.md "Caches")', { timeout: 60_000 }, async () => {
  const apiKey = await testServer.createApiKey();
  const authorization = basicAuthorization(apiKey);
  const keyId = (await testServer.store.apiKeys.list()).find((key) => apiKey.startsWith(key.prefix))?.id ?? '';
  const status = async () => (await fetch(`${testServer.url}/accounts`, { headers: { authorization } })).status;
  expect(await status()).toBe(200);

  // Requests keep coming while the CLI (a process of its own) starts and revokes, so the server
  // always holds a fresh cached read of the key: its 2 s time to live alone would let the key
  // through for up to 2 s after the revocation.
  let firstRejectedAt: number | undefined;
  const cli = runCliProcess(['keys', 'revoke', keyId], testServer.environment);
  let cliEndedAt: number | undefined;
  void cli.finally(() => (cliEndedAt = Date.now()));
  while (firstRejectedAt === undefined && (cliEndedAt === undefined || Date.now() - cliEndedAt < 5_000)) {
    if ((await status()) === 401) firstRejectedAt = Date.now();
    else await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(await cli).toMatchObject({ exitCode: 0, stdout: expect.stringContaining(`Revoked API key ${keyId}`) });
  expect(firstRejectedAt).toBeDefined();
  // The CLI's write notified the server's listener: far inside the 2 s time to live.
  expect((firstRejectedAt ?? Number.POSITIVE_INFINITY) - (await revokedAtOf(keyId))).toBeLessThan(500);
});

async function revokedAtOf(keyId: string): Promise<number> {
  const revokedAt = (await testServer.store.apiKeys.list()).find((key) => key.id === keyId)?.revokedAt;
  return revokedAt ? Date.parse(revokedAt) : Number.POSITIVE_INFINITY;
}
