import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../src/cli/run-cli.js';
import { loadConfig } from '../src/config.js';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

/** The outbox for webhooks: every account change, whichever door made it, as the account's wire shape. */
let testServer: TestServer;
let authorization: string;
beforeAll(async () => {
  // No relay in this process: it would mark the events relayed between the writes, and the test
  // reads them while still pending.
  testServer = await startTestServer({ environment: { WEBHOOK_DELIVERY: 'off' } });
  authorization = basicAuthorization(await testServer.createApiKey());
});
afterAll(() => testServer.close());

const eventsOf = async (accountId: string) =>
  (await testServer.store.events.list(testServer.project.id)).filter((event) => event.payload.id === accountId).map(({ type, payload }) => ({ type, payload }));

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${testServer.url}${path}`, {
    method,
    headers: { authorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return response.json() as Promise<Record<string, unknown>>;
}

it('appends account.created from the admin CLI, account.updated on PATCH and account.deleted on DELETE', async () => {
  let stdout = '';
  const exitCode = await runCli(
    ['accounts', 'create', '--provider', 'bamboohr', '--credentials', '{"company_domain":"acme","api_key":"cli-secret-key"}', '--json'],
    () => loadConfig(testServer.environment),
    {
      out: (text) => {
        stdout += text;
      },
      error: () => undefined,
    },
  );
  expect(exitCode).toBe(0);
  const created = JSON.parse(stdout) as Record<string, unknown> & { id: string };

  const updated = await call('PATCH', `/accounts/${created.id}`, { label: 'Renamed', status: 'inactive' });
  const deleted = await call('DELETE', `/accounts/${created.id}`);

  const events = await eventsOf(created.id);
  expect(events).toEqual([
    { type: 'account.created', payload: created },
    { type: 'account.updated', payload: updated },
    { type: 'account.deleted', payload: deleted },
  ]);
  expect(JSON.stringify(events)).not.toContain('cli-secret-key');
  const pending = await testServer.store.events.listPending(100);
  expect(pending.filter((event) => event.payload.id === created.id)).toHaveLength(3);
});
