import { randomUUID } from 'node:crypto';
import { testDatabaseUrl } from '@openunified/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ConnectTestContext, formPostingTo, getPage, startConnectTestContext, submitForm } from './connect-test-context.js';

/**
 * docs/concepts/connect-flow.md: linking is one transaction (the account, its `account.created`
 * event and the attempt's outcome). A failure halfway, here a database that refuses to record
 * the attempt's outcome, leaves no account behind that the polling backend would never learn of.
 */

const databaseUrl = testDatabaseUrl;
const schema = `linking_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

let context: ConnectTestContext;
let database: pg.Client;
beforeAll(async () => {
  context = await startConnectTestContext({ server: { environment: { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } } });
  database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
});
afterAll(async () => {
  await context?.close();
  await database?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await database?.end();
});

async function submitSandboxKey(authLinkUrl: string) {
  const form = formPostingTo(await getPage(`${authLinkUrl}&provider=bamboohr`), '/connect/api-key');
  const credentials = Object.fromEntries(Object.entries(context.bamboohr.sandboxCredentials).map(([key, value]) => [`credentials.${key}`, String(value)]));
  return submitForm(form.action, { ...form.fields, ...credentials });
}

it('creates no account and no event when the attempt cannot be marked authenticated, and links once that works', async () => {
  const owner = 'owner-interrupted';
  const session = await context.createSession({ provider: 'bamboohr', origin_owner_id: owner });
  await database.query(`CREATE FUNCTION ${schema}.refuse_outcome() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$ LANGUAGE plpgsql`);
  await database.query(
    `CREATE TRIGGER refuse_outcome BEFORE UPDATE ON ${schema}.connection_attempts FOR EACH ROW WHEN (NEW.status = 'authenticated') EXECUTE FUNCTION ${schema}.refuse_outcome()`,
  );

  const interrupted = await submitSandboxKey(session.auth_link_url);
  expect(interrupted.status).toBe(500);
  expect((await context.api('GET', `/accounts?origin_owner_id=${owner}`)).body).toEqual([]);
  const events = await context.testServer.store.events.list(context.testServer.project.id, { type: 'account.created' });
  expect(events.filter((event) => event.payload.origin_owner_id === owner)).toEqual([]);

  await database.query(`DROP TRIGGER refuse_outcome ON ${schema}.connection_attempts`);
  expect((await submitSandboxKey(session.auth_link_url)).status).toBe(200);
  const accounts = (await context.api('GET', `/accounts?origin_owner_id=${owner}`)).body as { id: string }[];
  expect(accounts).toHaveLength(1);
  const outcome = (await context.api('POST', '/connect_sessions/authenticate', { token: session.token })).body;
  expect(outcome.latest_connection_attempt).toMatchObject({ status: 'authenticated', account_secure_id: accounts[0]!.id });
});
