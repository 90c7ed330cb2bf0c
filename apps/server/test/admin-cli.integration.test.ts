import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_READ_CACHE_TTL_MS } from '@openunified/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands, runCli } from '../src/cli/run-cli.js';
import { loadConfig } from '../src/config.js';
import { runCliProcess } from './run-cli-process.js';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

describe('admin CLI', () => {
  let testServer: TestServer;

  beforeAll(async () => {
    testServer = await startTestServer({ environment: { RATE_LIMIT_POINTS: '1000' } });
  });
  afterAll(() => testServer.close());

  /** In-process, for the quick checks; the child-process runs prove the real entry point. */
  async function runInProcess(argumentsList: string[], environment = testServer.environment) {
    let stdout = '';
    let stderr = '';
    const exitCode = await runCli(argumentsList, () => loadConfig(environment), {
      out: (text) => {
        stdout += text;
      },
      error: (text) => {
        stderr += text;
      },
    });
    return { exitCode, stdout, stderr };
  }

  const get = (path: string, apiKey: string) => fetch(`${testServer.url}${path}`, { headers: { authorization: basicAuthorization(apiKey) } });

  it('creates a key the server accepts, and revokes it', async () => {
    const created = await runCliProcess(['keys', 'create', '--scope', 'Read Only', '--scope', 'ACCOUNTS', '--name', 'ci', '--json'], testServer.environment);
    expect(created.stderr).toBe('');
    expect(created.exitCode).toBe(0);
    const issued = JSON.parse(created.stdout) as { id: string; key: string; project_id: string; scopes: string[] };
    expect(issued).toEqual({
      id: expect.any(String),
      key: expect.stringMatching(/^ouk_[A-Za-z0-9_-]{43}$/),
      project_id: testServer.project.id,
      scopes: ['read_only', 'accounts'],
    });
    expect((await get('/accounts', issued.key)).status).toBe(200);

    const listed = await runInProcess(['keys', 'list', '--json']);
    expect(listed.stdout).not.toContain(issued.key);
    expect(JSON.parse(listed.stdout)).toEqual(expect.arrayContaining([expect.objectContaining({ id: issued.id, name: 'ci', revoked_at: null })]));

    const revoked = await runCliProcess(['keys', 'revoke', issued.id], testServer.environment);
    expect(revoked).toMatchObject({ exitCode: 0, stdout: `Revoked API key ${issued.id}.\n` });
    // The CLI is another process: the server may serve its cached key for the cache's bound
    // (docs/deployment.md "Caches"), never longer.
    const revokedAt = Date.now();
    let status = (await get('/accounts', issued.key)).status;
    while (status === 200 && Date.now() - revokedAt < DEFAULT_READ_CACHE_TTL_MS * 3) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await get('/accounts', issued.key)).status;
    }
    expect(status).toBe(401);

    const revokedAgain = await runInProcess(['keys', 'revoke', issued.id]);
    expect(revokedAgain.exitCode).toBe(0);
    expect(revokedAgain.stdout).toMatch(new RegExp(`^API key ${issued.id} was already revoked at \\S+; nothing changed\\.\\n$`));
  }, 120_000); // the first CLI call of the run may build the source bundle first

  it('links an account by hand and prints its wire shape', async () => {
    const key = await testServer.createApiKey();
    const linked = await runInProcess([
      'accounts',
      'create',
      '--provider',
      'bamboohr',
      '--credentials',
      '{"api_key":"bamboo-secret-4711","company_domain":"acme"}',
      '--origin-owner-id',
      'customer-9',
      '--label',
      'Acme HR',
      '--json',
    ]);
    expect(linked.exitCode).toBe(0);
    const account = JSON.parse(linked.stdout) as Record<string, unknown>;
    expect(account).toMatchObject({ provider: 'bamboohr', provider_name: 'BambooHR', origin_owner_id: 'customer-9', label: 'Acme HR', status: 'active' });
    expect(linked.stdout).not.toContain('bamboo-secret-4711');
    expect(await (await get(`/accounts/${account.id}`, key)).json()).toEqual(account);
  });

  it('prints help, and refuses misuse with one line and exit code 2', async () => {
    const help = await runInProcess(['help']);
    expect(help).toMatchObject({ exitCode: 0, stdout: expect.stringContaining('keys create') });

    for (const [argumentsList, message] of [
      [['keys', 'create', '--scope', 'Everything'], /unknown scope "Everything"/],
      [
        ['accounts', 'create', '--provider', 'nowhere', '--credentials', '{}'],
        /no connector "nowhere" is installed; installed: bamboohr, box, calcom, checkr, googledrive, .*talentlms, xero/,
      ],
      [
        ['accounts', 'create', '--provider', 'bamboohr', '--credentials', '{"api_key":"k"}'],
        /--credentials do not fit bamboohr: API Key needs "company_domain" \(Company domain\)/,
      ],
      [
        ['accounts', 'create', '--provider', 'bamboohr', '--credentials', '{"api_key":"k","company_domain":"acme","colour":"red"}'],
        /API Key takes no "colour" \(it takes "company_domain", "api_key"\)/,
      ],
      [['accounts', 'create', '--provider', 'googledrive', '--credentials', '{"refresh_token":"r"}'], /Google account \(OAuth 2\.0\) needs "access_token"/],
      [
        ['accounts', 'create', '--provider', 'googledrive'],
        /--credentials is required \(Google account \(OAuth 2\.0\): \{"access_token": \.\.\., "refresh_token": \.\.\.\}\)/,
      ],
      [['accounts', 'get', 'acc_missing'], /account acc_missing not found/],
      [['accounts', 'delete'], /accounts delete: give the id of the account/],
      [['accounts', 'create', '--provider', 'bamboohr', '--credentials', '{oops'], /--credentials is not valid JSON/],
      [['keys', 'revoke', 'key_missing'], /no API key key_missing/],
      [['frobnicate'], /unknown command "frobnicate"\. Run "pnpm -s cli help" for the list\.\n$/],
      [['keys', 'lst'], /unknown command "keys lst"\. Did you mean "keys list"\? Run "pnpm -s cli keys --help" for its commands\.\n$/],
      [['account', 'list'], /unknown command "account list"\. Did you mean "accounts list"\?/],
      [['conectors'], /unknown command "conectors"\. Did you mean "connectors"\?/],
    ] as const) {
      const result = await runInProcess([...argumentsList]);
      expect(result.exitCode, argumentsList.join(' ')).not.toBe(0);
      expect(result.stderr).toMatch(message);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('suggests the option a misspelt one meant, under it the usage of the command, exit code 2 (the real CLI)', async () => {
    const misspelt = await runCliProcess(['keys', 'create', '--scop', 'read'], testServer.environment);
    expect(misspelt).toMatchObject({ exitCode: 2, stdout: '' });
    expect(misspelt.stderr).toBe(
      [
        'error: keys create: unknown option --scop. Did you mean --scope?',
        'Usage: pnpm -s cli keys create [--scope <scope>]... [--project <id>] [--name <name>] [--json]',
        'Run "pnpm -s cli keys create --help" for what each option does.',
        '',
      ].join('\n'),
    );
    // No key was created on the way.
    expect((await runInProcess(['keys', 'list', '--json'])).stdout).not.toContain('"read"');

    const jsonTypo = await runInProcess(['sync', 'schedules', '--jsn']);
    expect(jsonTypo.exitCode).toBe(2);
    expect(jsonTypo.stderr).toContain('error: sync schedules: unknown option --jsn. Did you mean --json?\nUsage: pnpm -s cli sync schedules [--account <id>]');
    // Nothing close: no guess, the usage still shows what there is.
    const unrelated = await runInProcess(['keys', 'create', '--colour', 'red']);
    expect(unrelated.exitCode).toBe(2);
    expect(unrelated.stderr).toMatch(/^error: keys create: unknown option --colour\.\nUsage: pnpm -s cli keys create \[--scope <scope>\]/);
    expect(unrelated.stderr).not.toContain('Did you mean');
  });

  it('answers --help on every command and subcommand, without touching the database', async () => {
    const environment = { ...testServer.environment, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/unreachable' };
    const overview = await runCliProcess(['--help'], environment);
    expect(overview).toMatchObject({ exitCode: 0, stderr: '' });
    for (const command of commands) expect(overview.stdout).toContain(`  ${command.group} ${command.name}`);

    for (const group of new Set(commands.map((command) => command.group))) {
      for (const argumentsList of [[group], [group, '--help'], ['help', group]]) {
        const help = await runInProcess(argumentsList, environment);
        expect(help, argumentsList.join(' ')).toMatchObject({ exitCode: 0, stderr: '' });
        expect(help.stdout).toContain(`pnpm -s cli ${group}: `);
      }
    }
    for (const command of commands) {
      const help = await runInProcess([command.group, command.name, '--help'], environment);
      expect(help, `${command.group} ${command.name}`).toMatchObject({ exitCode: 0, stderr: '' });
      expect(help.stdout).toMatch(new RegExp(`^Usage: pnpm -s cli ${command.group} ${command.name}\\b`));
    }
  }, 60_000);

  it('lists, shows and deletes accounts, and lists the installed connectors', async () => {
    const created = await runInProcess([
      'accounts',
      'create',
      '--provider',
      'bamboohr',
      '--credentials',
      '{"api_key":"k-1","company_domain":"acme"}',
      '--label',
      'Listed',
      '--json',
    ]);
    expect(created.stderr).toBe('');
    const account = JSON.parse(created.stdout) as { id: string };

    const listed = await runCliProcess(['accounts', 'list', '--provider', 'bamboohr', '--json'], testServer.environment);
    expect(listed).toMatchObject({ exitCode: 0, stderr: '' });
    const accounts = JSON.parse(listed.stdout) as { id: string; provider: string }[];
    expect(accounts.map((entry) => entry.id)).toContain(account.id);
    expect(accounts.every((entry) => entry.provider === 'bamboohr')).toBe(true);
    expect((await runInProcess(['accounts', 'list'])).stdout).toMatch(new RegExp(`^${account.id} +bamboohr +active +Listed +Listed `, 'm'));

    const shown = await runInProcess(['accounts', 'get', account.id, '--json']);
    expect(JSON.parse(shown.stdout)).toEqual(JSON.parse(created.stdout));
    expect((await runInProcess(['accounts', 'get', account.id])).stdout).toContain('provider:     bamboohr (BambooHR)');

    const deleted = await runCliProcess(['accounts', 'delete', account.id], testServer.environment);
    expect(deleted).toMatchObject({ exitCode: 0, stdout: `Deleted BambooHR account ${account.id} and its credentials.\n` });
    expect((await runInProcess(['accounts', 'get', account.id])).exitCode).toBe(1);

    const connectors = JSON.parse((await runInProcess(['connectors', 'list', '--json'])).stdout) as {
      key: string;
      authentication: { credentials: string[] }[];
    }[];
    expect(connectors.find((connector) => connector.key === 'bamboohr')).toMatchObject({ authentication: [{ credentials: ['company_domain', 'api_key'] }] });
    expect((await runInProcess(['connectors', 'list'])).stdout).toMatch(/^bamboohr +BambooHR +hris +API Key: company_domain, api_key$/m);
  }, 60_000);

  it('lists and creates projects', async () => {
    const created = await runInProcess(['projects', 'create', '--name', 'Second', '--json']);
    const project = JSON.parse(created.stdout) as { id: string };
    const listed = JSON.parse((await runInProcess(['projects', 'list', '--json'])).stdout) as { id: string }[];
    expect(listed.map((entry) => entry.id).sort()).toEqual([testServer.project.id, project.id].sort());
  });

  it('reports a bad setting in one line naming the variable', async () => {
    const result = await runInProcess(['projects', 'list'], { ...testServer.environment, RATE_LIMIT_POINTS: 'lots' });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe('error: invalid RATE_LIMIT_POINTS ("lots"): must be a whole number between 1 and 1000000\n');
  });

  it('leaves no API key or credential in plain text in the database files', async () => {
    const key = await testServer.createApiKey();
    const account = await testServer.createAccount({ credentials: { access_token: 'plain-text-canary-credential', token_type: 'Bearer' } });
    await testServer.platform.close();

    const databaseFiles = (await readdir(testServer.dataDirectory)).filter((name) => name.startsWith('openunified.sqlite'));
    const bytes = Buffer.concat(await Promise.all(databaseFiles.map((name) => readFile(join(testServer.dataDirectory, name)))));
    // The scan reads the rows: the account's id is there, its credentials and the key are not.
    expect(bytes.includes(Buffer.from(account.id))).toBe(true);
    expect(bytes.includes(Buffer.from('plain-text-canary-credential'))).toBe(false);
    expect(bytes.includes(Buffer.from(key))).toBe(false);
  });
});
