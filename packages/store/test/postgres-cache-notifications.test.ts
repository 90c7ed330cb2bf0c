import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheListenerApplicationName, createStore, type Store } from '../src/index.js';
import { newAccount } from './new-account.js';
import { testDatabaseUrl } from './test-database-url.js';

// docs/deployment.md "Caches": on PostgreSQL a write in one store evicts the row from every other
// store's read cache at once. A time to live of a minute here means nothing in these tests can be
// explained by expiry: only a notification (or the clear after a reconnect) makes a change show.
const TTL_MS = 60_000;
const NOTIFIED_WITHIN_MS = 500;
const postgresSchema = `cache_notify_${randomBytes(6).toString('hex')}`;

/** Polls `read` until `done` holds; returns how long that took, or fails after `withinMs`. */
async function millisecondsUntil<Value>(read: () => Promise<Value>, done: (value: Value) => boolean, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (done(await read())) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`still not changed after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function listeningIs(store: Store, expected: boolean): Promise<void> {
  if (store.cacheInvalidation.listening === expected) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.cacheInvalidation.onListeningChange((listening) => {
      if (listening !== expected) return;
      unsubscribe();
      resolve();
    });
  });
}

describe('read cache invalidation across stores (PostgreSQL LISTEN/NOTIFY)', () => {
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  let writer: Store;
  let reader: Store;

  beforeAll(async () => {
    await admin.connect();
    // The writer does not listen: only the reader's listener is in play when a test cuts it.
    writer = await createStore({ databaseUrl: testDatabaseUrl, postgresSchema, readCacheTtlMs: TTL_MS, cacheChangeNotifications: false });
    reader = await createStore({ databaseUrl: testDatabaseUrl, postgresSchema, readCacheTtlMs: TTL_MS, cacheListenerReconnectDelayMs: 1_000 });
  });

  afterAll(async () => {
    await Promise.all([writer?.close(), reader?.close()]);
    await admin.query(`drop schema if exists ${postgresSchema} cascade`);
    await admin.end();
  });

  async function createProjectWithKey() {
    const organization = await writer.organizations.create({ name: 'Acme' });
    const project = await writer.projects.create({ organizationId: organization.id, name: 'Production' });
    const keyHash = randomBytes(16).toString('hex');
    const key = await writer.apiKeys.create({ projectId: project.id, name: 'server', prefix: 'ouk_test', keyHash, scopes: ['*'] });
    return { project, key, keyHash };
  }

  /**
   * Resolves once the reader has handled every notification sent before the call. Inserts notify
   * too, and on a loaded machine the insert of a key can reach the reader after the test cached
   * the key, evicting it. Notifications arrive in commit order: once a marker project created now
   * is evicted from the reader's cache, every notification before its creation has arrived.
   */
  async function notificationsDelivered(): Promise<void> {
    const organization = await writer.organizations.create({ name: 'Marker' });
    const marker = await writer.projects.create({ organizationId: organization.id, name: 'Marker' });
    // Cached before the rename: only an eviction makes the new name show.
    expect((await reader.cachedReads.project(marker.id))?.branding.displayName).toBeNull();
    await writer.projects.updateBranding(marker.id, { displayName: 'renamed' });
    await millisecondsUntil(
      () => reader.cachedReads.project(marker.id),
      (found) => found?.branding.displayName === 'renamed',
      NOTIFIED_WITHIN_MS * 4,
    );
  }

  it('listens on PostgreSQL from the moment the store is open', () => {
    expect(reader.cacheInvalidation.mode).toBe('notifications');
    expect(reader.cacheInvalidation.listening).toBe(true);
    expect(writer.cacheInvalidation.mode).toBe('time-to-live');
  });

  it('evicts a revoked key, a deleted account, a changed profile and changed branding at once', async () => {
    const { project, key, keyHash } = await createProjectWithKey();
    const profile = await writer.connectorProfiles.create(project.id, {
      provider: 'bamboohr',
      version: '1',
      label: 'first',
      authConfig: null,
      enabledActions: null,
    });
    const account = await writer.accounts.create(project.id, newAccount({ projectId: project.id, provider: 'bamboohr', connectorProfileId: profile.id }));
    // Cached in the reader.
    expect(await reader.cachedReads.apiKeyByHash(keyHash)).toMatchObject({ id: key.id });
    expect(await reader.cachedReads.account(project.id, account.id)).toMatchObject({ id: account.id });
    expect(await reader.cachedReads.connectorProfile(project.id, profile.id)).toMatchObject({ label: 'first' });
    expect(await reader.cachedReads.newestConnectorProfile(project.id, 'bamboohr')).toMatchObject({ id: profile.id });
    expect((await reader.cachedReads.project(project.id))?.branding.displayName).toBeNull();

    await writer.apiKeys.revoke(key.id);
    expect(
      await millisecondsUntil(
        () => reader.cachedReads.apiKeyByHash(keyHash),
        (found) => found === undefined,
        NOTIFIED_WITHIN_MS,
      ),
    ).toBeLessThan(NOTIFIED_WITHIN_MS);

    await writer.accounts.delete(project.id, account.id);
    expect(
      await millisecondsUntil(
        () => reader.cachedReads.account(project.id, account.id),
        (found) => found === undefined,
        NOTIFIED_WITHIN_MS,
      ),
    ).toBeLessThan(NOTIFIED_WITHIN_MS);

    await writer.connectorProfiles.update(project.id, profile.id, { label: 'second' });
    await millisecondsUntil(
      () => reader.cachedReads.connectorProfile(project.id, profile.id),
      (found) => found?.label === 'second',
      NOTIFIED_WITHIN_MS,
    );

    // A newer profile of the provider replaces the cached "newest" one.
    const newer = await writer.connectorProfiles.create(project.id, {
      provider: 'bamboohr',
      version: '2',
      label: null,
      authConfig: null,
      enabledActions: null,
    });
    await millisecondsUntil(
      () => reader.cachedReads.newestConnectorProfile(project.id, 'bamboohr'),
      (found) => found?.id === newer.id,
      NOTIFIED_WITHIN_MS,
    );

    await writer.projects.updateBranding(project.id, { displayName: 'Acme HR' });
    await millisecondsUntil(
      () => reader.cachedReads.project(project.id),
      (found) => found?.branding.displayName === 'Acme HR',
      NOTIFIED_WITHIN_MS,
    );
  });

  it('evicts on a write that did not go through any store (the trigger notifies whoever writes)', async () => {
    const { keyHash } = await createProjectWithKey();
    expect(await reader.cachedReads.apiKeyByHash(keyHash)).toBeDefined();
    await admin.query(`update ${postgresSchema}.api_keys set revoked_at = $1 where key_hash = $2`, [new Date().toISOString(), keyHash]);
    await millisecondsUntil(
      () => reader.cachedReads.apiKeyByHash(keyHash),
      (found) => found === undefined,
      NOTIFIED_WITHIN_MS,
    );
  });

  it('does not notify when only the last use of a key is written', async () => {
    const { key, keyHash } = await createProjectWithKey();
    const listener = new pg.Client({ connectionString: testDatabaseUrl });
    await listener.connect();
    const payloads: string[] = [];
    listener.on('notification', (message) => payloads.push(message.payload ?? ''));
    await listener.query('listen openunified_cache_changes');
    try {
      await writer.apiKeys.touch(key.id, new Date().toISOString());
      await writer.apiKeys.revoke(key.id);
      await millisecondsUntil(
        async () => payloads.filter((payload) => payload.includes(keyHash)).length,
        (count) => count > 0,
        NOTIFIED_WITHIN_MS,
      );
      // Only the revocation was announced, carrying the row's identity and nothing else.
      const announced = payloads.filter((payload) => payload.includes(keyHash)).map((payload) => JSON.parse(payload));
      expect(announced).toEqual([{ schema: postgresSchema, table: 'api_keys', id: key.id, project_id: key.projectId, key_hash: keyHash, provider: null }]);
    } finally {
      await listener.end();
    }
  });

  it('falls back to the time to live while the listener is down, forgets everything on reconnect, and is notified again', async () => {
    const first = await createProjectWithKey();
    const second = await createProjectWithKey();
    await notificationsDelivered();
    expect(await reader.cachedReads.apiKeyByHash(first.keyHash)).toBeDefined();
    expect(await reader.cachedReads.apiKeyByHash(second.keyHash)).toBeDefined();

    const disconnected = listeningIs(reader, false);
    const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      cacheListenerApplicationName(postgresSchema),
    ]);
    expect(rowCount).toBe(1);
    await disconnected;

    // Revoked while nobody listens: the notification is lost, the cached key still serves.
    await writer.apiKeys.revoke(first.key.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reader.cacheInvalidation.listening).toBe(false);
    expect(await reader.cachedReads.apiKeyByHash(first.keyHash)).toBeDefined();

    // Back (after the 1 s first backoff): the cache was cleared, so the missed revocation shows.
    await listeningIs(reader, true);
    expect(await reader.cachedReads.apiKeyByHash(first.keyHash)).toBeUndefined();

    // And notifications flow again.
    expect(await reader.cachedReads.apiKeyByHash(second.keyHash)).toBeDefined();
    await writer.apiKeys.revoke(second.key.id);
    await millisecondsUntil(
      () => reader.cachedReads.apiKeyByHash(second.keyHash),
      (found) => found === undefined,
      NOTIFIED_WITHIN_MS,
    );
  });

  it('keeps the time to live on SQLite', async () => {
    const sqlite = await createStore({ sqlitePath: ':memory:' });
    try {
      expect(sqlite.cacheInvalidation).toMatchObject({ mode: 'time-to-live', listening: false });
    } finally {
      await sqlite.close();
    }
  });
});
