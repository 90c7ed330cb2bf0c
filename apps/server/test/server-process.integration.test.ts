import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { basicAuthorization } from './start-test-server.js';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const mainEntry = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const serverTsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));

interface ServerProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function startServerProcess(environment: Record<string, string>): ServerProcess {
  const child = spawn(tsx, ['--conditions=@openunified/source', '--tsconfig', serverTsconfig, mainEntry], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', ...environment },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

async function waitFor(condition: () => boolean, timeoutMs = 50_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the server process');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let dataDirectory: string;
beforeAll(async () => {
  dataDirectory = await mkdtemp(join(tmpdir(), 'openunified-main-'));
});
afterAll(() => rm(dataDirectory, { recursive: true, force: true }));

it('starts, prints its URL and a first Full Access key once, serves it, and stops cleanly on SIGTERM', async () => {
  const misconfigured = startServerProcess({ DATA_DIR: dataDirectory, PORT: 'eighty' });
  const server = startServerProcess({ DATA_DIR: dataDirectory, PORT: '0', LOG_LEVEL: 'warn' });

  expect(await misconfigured.exited).toBe(1);
  expect(misconfigured.stderr()).toBe('openunified: cannot start: invalid PORT ("eighty"): must be a whole number between 0 and 65535\n');

  await waitFor(() => server.stdout().includes('Try it:'));
  const url = /listening on (http:\/\/\S+)/.exec(server.stdout())?.[1];
  const key = /^\s+(ouk_\S+)$/m.exec(server.stdout())?.[1];
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(key).toBeDefined();
  expect(server.stdout()).toContain('Full Access API key');

  expect((await fetch(`${url}/health`)).status).toBe(200);
  const accounts = await fetch(`${url}/accounts`, { headers: { authorization: basicAuthorization(key!) } });
  expect(accounts.status).toBe(200);
  expect(await accounts.json()).toEqual([]);

  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(server.stderr()).toBe('');
  await expect(fetch(`${url}/health`)).rejects.toThrow();
}, 60_000);
