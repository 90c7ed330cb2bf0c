import { randomUUID } from 'node:crypto';
import { testDatabaseUrl } from '@openunified/platform/testing';
import { storeApplicationName } from '@openunified/store';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

// docs/concepts/errors.md "503": PostgreSQL dropping the server's connections under load is a
// retryable 503, never a 500, and loses no write the server acknowledged.
const schema = `conn_loss_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

let testServer: TestServer;
let admin: pg.Client;
beforeAll(async () => {
  testServer = await startTestServer({
    environment: { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema, RATE_LIMIT_STORE: 'postgres', RATE_LIMIT_POINTS: '100000' },
  });
  admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
});
afterAll(async () => {
  await testServer?.close();
  await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin?.end();
});

/**
 * Ends every connection of the server, as a failover or an operator would: the store's pools
 * (`openunified:<schema>`), the rate-limit store's and the cache listener's (`openunified-...:<schema>`).
 */
async function terminateServerConnections(): Promise<number> {
  const { rowCount } = await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and (application_name = $1 or application_name like 'openunified-%:' || $2)`,
    [storeApplicationName(schema), schema],
  );
  return rowCount ?? 0;
}

it('answers requests in flight with a 503 and Retry-After, recovers by itself, and loses no acknowledged write', { timeout: 60_000 }, async () => {
  const authorization = basicAuthorization(await testServer.createApiKey());
  const createSession = async (index: number) => {
    const response = await fetch(`${testServer.url}/connect_sessions`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ origin_owner_id: `owner-${index}`, origin_owner_name: `Owner ${index}` }),
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown> };
  };
  expect((await createSession(-1)).status).toBe(201);

  const answers: Awaited<ReturnType<typeof createSession>>[] = [];
  let terminated = 0;
  for (let wave = 0; wave < 6; wave++) {
    const inFlight = Array.from({ length: 40 }, (_, index) => createSession(wave * 100 + index));
    // Ends the connections while the wave's queries run on them.
    await new Promise((resolve) => setTimeout(resolve, 5 + wave * 3));
    terminated += await terminateServerConnections();
    answers.push(...(await Promise.all(inFlight)));
  }
  expect(terminated).toBeGreaterThan(0);

  const unexpected = answers.filter((answer) => answer.status !== 201 && answer.status !== 503);
  expect(unexpected).toEqual([]);
  const unavailable = answers.filter((answer) => answer.status === 503);
  for (const answer of unavailable) {
    expect(answer.retryAfter).toMatch(/^[1-9]\d*$/);
    expect(answer.body).toEqual({ statusCode: 503, message: expect.stringContaining('database is unavailable'), timestamp: expect.any(String) });
  }

  // Recovered without a restart: the next requests are served.
  const after = await Promise.all(Array.from({ length: 5 }, (_, index) => createSession(10_000 + index)));
  expect(after.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);

  const acknowledged = [...answers, ...after].filter((answer) => answer.status === 201).map((answer) => Number(answer.body.id));
  const { rows } = await admin.query<{ id: number }>(`select id from ${schema}.connect_sessions`);
  const stored = new Set(rows.map((row) => Number(row.id)));
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  console.info(
    `connection loss: ${terminated} backends ended, ${answers.length} requests: ${answers.length - unavailable.length} created, ${unavailable.length} answered 503`,
  );
});
