import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';
import { testDatabaseUrl } from '@openunified/platform/testing';

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
