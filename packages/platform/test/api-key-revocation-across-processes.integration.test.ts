import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ApiKeyAuthenticator, generateApiKey } from '@openunified/auth';
import { createStore, DEFAULT_READ_CACHE_TTL_MS, type Store } from '@openunified/store';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../src/testing/test-services.js';

// The store's read cache (docs/deployment.md "Caches"): a revocation shows at once in the
// process that made it; in another one at once too on PostgreSQL (LISTEN/NOTIFY), and within the
// cache's time to live when that process does not hear notifications.
const databaseUrl = testDatabaseUrl;
const postgresSchema = `auth_cache_${randomBytes(6).toString('hex')}`;
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const workspaceTsconfig = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));
const childScript = fileURLToPath(new URL('./authenticating-process.ts', import.meta.url));

/** The other process: answers each `check` with `accepted` or `rejected`. */
function startAuthenticatingProcess(
  apiKey: string,
  invalidation: 'notifications' | 'time-to-live',
): { check: () => Promise<string>; ready: Promise<void>; child: ChildProcessWithoutNullStreams } {
  const child = spawn(
    tsx,
    ['--conditions=@openunified/source', '--tsconfig', workspaceTsconfig, childScript, databaseUrl, postgresSchema, apiKey, invalidation],
    {
      cwd: repositoryRoot,
      env: { PATH: process.env.PATH ?? '' },
    },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
  });
  const waiting: ((line: string) => void)[] = [];
  let readyResolve: () => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    readyResolve = resolve;
    child.on('exit', (code) => reject(new Error(`the authenticating process exited (${code}): ${errors}`)));
  });
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line === 'ready') readyResolve();
    else waiting.shift()?.(line);
  });
  const check = () =>
    new Promise<string>((resolve) => {
      waiting.push(resolve);
      child.stdin.write('check\n');
    });
  return { check, ready, child };
}

describe('API key revocation across two processes (PostgreSQL)', () => {
  let store: Store;

  beforeAll(async () => {
    store = await createStore({ databaseUrl, postgresSchema });
  });

  afterAll(async () => {
    await store?.close();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${postgresSchema} cascade`);
    await admin.end();
  });

  async function createKey() {
    const organization = await store.organizations.create({ name: 'Acme' });
    const project = await store.projects.create({ organizationId: organization.id, name: 'Production' });
    const generated = generateApiKey();
    const key = await store.apiKeys.create({ projectId: project.id, name: 'server', prefix: generated.prefix, keyHash: generated.keyHash, scopes: ['*'] });
    return { project, key, apiKey: generated.key, authorization: `Basic ${Buffer.from(`${generated.key}:`).toString('base64')}` };
  }

  /** Revokes the key (both processes have it cached) and returns how long the other one still accepted it. */
  async function millisecondsUntilRejectedElsewhere(invalidation: 'notifications' | 'time-to-live'): Promise<number> {
    const { project, key, apiKey, authorization } = await createKey();
    const here = new ApiKeyAuthenticator(store);
    const other = startAuthenticatingProcess(apiKey, invalidation);
    try {
      await other.ready;
      await expect(here.authenticate(authorization)).resolves.toMatchObject({ project: { id: project.id } });
      expect(await other.check()).toBe('accepted');

      await store.apiKeys.revoke(key.id);
      const revokedAt = Date.now();
      await expect(here.authenticate(authorization)).rejects.toThrow('invalid API key');

      let verdict = await other.check();
      while (verdict === 'accepted' && Date.now() - revokedAt < DEFAULT_READ_CACHE_TTL_MS * 3) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        verdict = await other.check();
      }
      expect(verdict).toBe('rejected');
      return Date.now() - revokedAt;
    } finally {
      other.child.stdin.end();
      other.child.kill();
    }
  }

  it('rejects a revoked key at once here and, notified, in the other process well inside the time to live', { timeout: 60_000 }, async () => {
    expect(await millisecondsUntilRejectedElsewhere('notifications')).toBeLessThan(500);
  });

  it('falls back to the time to live in a process that does not hear notifications', { timeout: 60_000 }, async () => {
    // The documented bound, with room for a loaded machine's scheduling.
    expect(await millisecondsUntilRejectedElsewhere('time-to-live')).toBeLessThanOrEqual(DEFAULT_READ_CACHE_TTL_MS + 1_000);
  });
});
