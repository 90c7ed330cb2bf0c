import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseUrl } from '@openunified/platform/testing';
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

  // A second server on the same port, and one whose PostgreSQL URL names no user while USER is
  // unset (child processes get PATH only): one paragraph each saying what to fix.
  const otherDataDirectory = await mkdtemp(join(tmpdir(), 'openunified-main-other-'));
  const databaseWithoutUser = new URL(testDatabaseUrl);
  databaseWithoutUser.username = '';
  const samePort = startServerFromSource([], { DATA_DIR: otherDataDirectory, PORT: new URL(url!).port, LOG_LEVEL: 'warn' });
  const noUser = startServerFromSource([], { DATA_DIR: otherDataDirectory, DATABASE_URL: databaseWithoutUser.toString(), PORT: '0', LOG_LEVEL: 'warn' });
  expect(await samePort.exited).toBe(1);
  expect(samePort.stderr()).toMatch(
    /^openunified: cannot start: port \d+ on 127\.0\.0\.1 is already in use \(another server still running\?\): stop that process, or choose another port with PORT=\.\.\. \(listen EADDRINUSE[^\n]*\)\n$/,
  );
  expect(await noUser.exited).toBe(1);
  expect(noUser.stderr()).toMatch(
    /^openunified: cannot start: PostgreSQL was given no user name: put one in DATABASE_URL, e\.g\. postgres:\/\/postgres@127\.0\.0\.1:5432\/openunified .*\n$/,
  );
  await rm(otherDataDirectory, { recursive: true, force: true });

  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(server.stderr()).toBe('');
  await expect(fetch(`${url}/health`)).rejects.toThrow();
}, 60_000);
