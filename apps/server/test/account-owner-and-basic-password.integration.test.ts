import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCliProcess } from './run-cli-process.js';
import { startTestServer, type TestServer } from './start-test-server.js';

/** docs/concepts/accounts.md: every account has an origin owner; docs/concepts/authentication.md: the Basic password is empty. */

let testServer: TestServer;
let apiKey: string;
beforeAll(async () => {
  testServer = await startTestServer();
  apiKey = await testServer.createApiKey();
});
afterAll(() => testServer.close());

const withBasic = (userAndPassword: string) => ({ authorization: `Basic ${Buffer.from(userAndPassword).toString('base64')}` });

it('gives an account linked by the CLI without --origin-owner-id its label, else its provider key, as owner id and name', async () => {
  const credentials = '{"api_key":"bamboo-secret","company_domain":"acme"}';
  const plain = await runCliProcess(['accounts', 'create', '--provider', 'bamboohr', '--credentials', credentials, '--json'], testServer.environment);
  const labelled = await runCliProcess(
    ['accounts', 'create', '--provider', 'bamboohr', '--credentials', credentials, '--label', 'Acme HR', '--json'],
    testServer.environment,
  );
  expect(plain.stderr + labelled.stderr).toBe('');
  for (const [created, owner] of [
    [plain, 'bamboohr'],
    [labelled, 'Acme HR'],
  ] as const) {
    const { id } = JSON.parse(created.stdout) as { id: string };
    const account = (await (await fetch(`${testServer.url}/accounts/${id}`, { headers: withBasic(`${apiKey}:`) })).json()) as Record<string, unknown>;
    expect(account).toMatchObject({ origin_owner_id: owner, origin_owner_name: owner });
  }
}, 60_000);

it('refuses a Basic password: only the API key followed by ":" authenticates', async () => {
  expect((await fetch(`${testServer.url}/accounts`, { headers: withBasic(`${apiKey}:`) })).status).toBe(200);
  expect((await fetch(`${testServer.url}/accounts`, { headers: withBasic(apiKey) })).status).toBe(200);
  const refused = await fetch(`${testServer.url}/accounts`, { headers: withBasic(`${apiKey}:anything`) });
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toBe('the Basic password must be empty: send the API key as username followed by ":"');
});
