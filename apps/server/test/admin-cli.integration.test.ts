import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_READ_CACHE_TTL_MS } from '@openunified/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run-cli.js';
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
    expect(issued).toEqual({ id: expect.any(String), key: expect.stringMatching(/^ouk_[A-Za-z0-9_-]{43}$/), project_id: testServer.project.id, scopes: ['read_only', 'accounts'] });
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
    expect(Date.now() - revokedAt).toBeLessThanOrEqual(DEFAULT_READ_CACHE_TTL_MS + 1_000);
  }, 60_000);

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
      [['keys', 'create', '--colour', 'red'], /Unknown option '--colour'/],
      [['accounts', 'create', '--provider', 'nowhere', '--credentials', '{}'], /no connector "nowhere" is installed/],
      [['accounts', 'create', '--provider', 'bamboohr', '--credentials', '{oops'], /--credentials is not valid JSON/],
      [['keys', 'revoke', 'key_missing'], /no API key key_missing/],
      [['frobnicate'], /unknown command "frobnicate"/],
    ] as const) {
      const result = await runInProcess([...argumentsList]);
      expect(result.exitCode, argumentsList.join(' ')).not.toBe(0);
      expect(result.stderr).toMatch(message);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

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
