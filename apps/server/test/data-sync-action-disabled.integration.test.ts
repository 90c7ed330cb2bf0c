import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../src/cli/run-cli.js';
import { loadConfig } from '../src/config.js';
import { type ConnectTestContext, formPostingTo, getPage, startConnectTestContext, submitForm, textOf } from './connect-test-context.js';

/**
 * A connector profile's enabled_actions governs every account of its provider, however the account
 * was linked (docs/concepts/connect-flow.md#connector-profiles): through a connect session, which
 * records the profile on the account, or by the admin CLI, which records none.
 */
let context: ConnectTestContext;
beforeAll(async () => {
  context = await startConnectTestContext();
});
afterAll(() => context.close());

async function linkWithCli(owner: string): Promise<string> {
  let stdout = '';
  const credentials = JSON.stringify(context.bamboohr.sandboxCredentials);
  const exitCode = await runCli(
    ['accounts', 'create', '--provider', 'bamboohr', '--credentials', credentials, '--origin-owner-id', owner, '--json'],
    () => loadConfig(context.testServer.environment),
    {
      out: (text) => {
        stdout += text;
      },
      error: () => undefined,
    },
  );
  expect(exitCode).toBe(0);
  return (JSON.parse(stdout) as { id: string }).id;
}

async function linkWithConnectSession(owner: string): Promise<string> {
  const session = await context.createSession({ origin_owner_id: owner, provider: 'bamboohr' });
  const page = await getPage(`${session.auth_link_url}&provider=bamboohr`);
  const form = formPostingTo(page, '/connect/api-key');
  const fields = Object.fromEntries(Object.entries(context.bamboohr.sandboxCredentials).map(([key, value]) => [`credentials.${key}`, value]));
  const result = await submitForm(form.action, { ...form.fields, ...fields });
  expect(textOf(result)).toContain('BambooHR is connected');
  const accounts = (await context.api('GET', `/accounts?origin_owner_ids=${owner}`)).body;
  expect(accounts).toHaveLength(1);
  return accounts[0].id;
}

it('pauses a disabled action with action_disabled and refuses its run with 409, for CLI and connect-session accounts alike', async () => {
  // The CLI account first, while the project has no BambooHR profile; the connect session then makes the default one.
  const cliAccount = await linkWithCli('owner-cli');
  const connectAccount = await linkWithConnectSession('owner-connect');
  const stored = await context.testServer.store.accounts.get(context.testServer.project.id, cliAccount);
  expect(stored?.connectorProfileId).toBeNull();
  const [profile] = (await context.api('GET', '/connector_profiles?provider=bamboohr')).body;

  const config = await context.api('POST', '/v2/data_sync/configs', {
    name: 'Employees',
    connector: 'bamboohr',
    actions: [{ action_id: 'bamboohr_list_employees', sync_params: {} }],
    cadence: 'PT1H',
    start_at: '2026-01-01T00:00:00Z',
  });
  expect(config.status, JSON.stringify(config.body)).toBe(201);
  const scheduleOf = async (accountId: string) => {
    const { body } = await context.api('GET', `/v2/data_sync/schedules?account_id=${accountId}`);
    expect(body.data).toHaveLength(1);
    return body.data[0];
  };
  const paths = [
    ['CLI', cliAccount],
    ['connect session', connectAccount],
  ] as const;
  for (const [, accountId] of paths) expect((await scheduleOf(accountId)).paused_reason).toBeNull();

  const patched = await context.api('PATCH', `/connector_profiles/${profile.id}`, { enabled_actions: ['bamboohr_get_employee'] });
  expect(patched.status).toBe(200);
  for (const [path, accountId] of paths) {
    const schedule = await scheduleOf(accountId);
    expect(schedule.paused_reason, path).toBe('action_disabled');
    const run = await context.api('POST', `/v2/data_sync/schedules/${schedule.id}/runs`);
    expect(run.status, path).toBe(409);
    expect(run.body.message, path).toContain('action_disabled');
    // The catalogue names the same governing profile, whichever way the account was linked.
    const catalogue = (await context.api('GET', `/actions?filter[account_ids]=${accountId}&exclude=actions`)).body;
    expect(catalogue.data[0].integration_id, path).toBe(profile.id);
  }
});
