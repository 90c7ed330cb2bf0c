import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run-cli.js';
import { loadConfig } from '../src/config.js';
import { runCliProcess } from './run-cli-process.js';
import { startTestServer, type TestServer } from './start-test-server.js';

// docs/concepts/management.md#signing-in: `pnpm -s cli console login` prints a link that signs a
// browser in to the server on the same database, once.

describe('console login (the real CLI)', () => {
  let testServer: TestServer;

  beforeAll(async () => {
    testServer = await startTestServer();
  });
  afterAll(() => testServer.close());

  const open = (url: string) => fetch(url, { redirect: 'manual' });

  it('prints a one-time link that opens a session with the scopes asked for', async () => {
    const result = await runCliProcess(['console', 'login', '--base-url', testServer.url, '--read-only', '--expires-in', '2h'], testServer.environment);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    const [intro, url, ...rest] = result.stdout.trim().split('\n');
    expect(intro).toContain(`project ${testServer.project.id}`);
    expect(url).toMatch(new RegExp(`^${testServer.url}/console/login\\?token=[A-Za-z0-9_-]{43}$`));
    expect(rest).toEqual([]);

    const signedIn = await open(url ?? '');
    expect(signedIn.status).toBe(303);
    const setCookie = signedIn.headers.get('set-cookie') ?? '';
    expect(setCookie).toContain('Max-Age=7200');
    const cookie = setCookie.split(';')[0] ?? '';
    const session = await fetch(`${testServer.url}/management/session`, { headers: { cookie } });
    expect(await session.json()).toMatchObject({ project_id: testServer.project.id, scopes: ['read_only'], read_only: true });

    expect((await open(url ?? '')).status).toBe(401);
    // A child process on a loaded machine takes its time to start.
  }, 60_000);

  it('prints JSON with --json, Full Access unless told', async () => {
    const result = await runCliProcess(['console', 'login', '--base-url', `${testServer.url}/`, '--json'], testServer.environment);
    expect(result.exitCode).toBe(0);
    const printed = JSON.parse(result.stdout) as { url: string; expires_at: string; scopes: string[]; session_expires_in_seconds: number };
    expect(printed).toEqual({
      url: expect.stringContaining(`${testServer.url}/console/login?token=`),
      expires_at: expect.any(String),
      scopes: ['full_access'],
      session_expires_in_seconds: 28800,
    });
    expect((await open(printed.url)).status).toBe(303);
  }, 60_000);

  it('points the link at PUBLIC_URL when there is one', async () => {
    const result = await runCliProcess(['console', 'login', '--scopes', 'Accounts,actions', '--json'], {
      ...testServer.environment,
      PUBLIC_URL: 'https://unified.example.com',
    });
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      url: expect.stringMatching(/^https:\/\/unified\.example\.com\/console\/login\?token=/),
      scopes: ['accounts', 'actions'],
    });
  });

  /** In-process, for the quick checks; the child-process runs above prove the real entry point. */
  async function runInProcess(argumentsList: string[]) {
    let stderr = '';
    const exitCode = await runCli(argumentsList, () => loadConfig(testServer.environment), {
      out: () => {},
      error: (text) => {
        stderr += text;
      },
    });
    return { exitCode, stderr };
  }

  it('refuses misuse with exit code 2', async () => {
    for (const argumentsList of [
      ['console', 'login', '--scopes', 'admin'],
      ['console', 'login', '--scopes', 'full_access', '--read-only'],
      ['console', 'login', '--expires-in', 'forever'],
      ['console', 'login', '--expires-in', '90d'],
      ['console', 'login', '--base-url', 'ftp://host'],
    ]) {
      const result = await runInProcess(argumentsList);
      expect({ argumentsList, exitCode: result.exitCode }).toEqual({ argumentsList, exitCode: 2 });
      expect(result.stderr).toMatch(/^error: console login: /);
    }
  });
});
