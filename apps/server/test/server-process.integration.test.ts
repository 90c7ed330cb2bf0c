import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerFromSource } from './child-process.js';
import { basicAuthorization } from './start-test-server.js';

let dataDirectory: string;
beforeAll(async () => {
  dataDirectory = await mkdtemp(join(tmpdir(), 'openunified-main-'));
});
afterAll(() => rm(dataDirectory, { recursive: true, force: true }));

it('starts, prints its URL and a first Full Access key once, serves it, and stops cleanly on SIGTERM', async () => {
  const misconfigured = startServerFromSource([], { DATA_DIR: dataDirectory, PORT: 'eighty' });
  const server = startServerFromSource([], { DATA_DIR: dataDirectory, PORT: '0', LOG_LEVEL: 'warn' });

  expect(await misconfigured.exited).toBe(1);
  expect(misconfigured.stderr()).toBe('openunified: cannot start: invalid PORT ("eighty"): must be a whole number between 0 and 65535\n');

  await server.printed('Try it:');
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
