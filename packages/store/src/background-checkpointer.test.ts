import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startBackgroundCheckpointer } from './background-checkpointer.js';
import { createStore } from './create-store.js';
import type { Store } from './records.js';
import { loadSqliteDriver } from './sqlite-driver.js';

describe('SQLite checkpoints in the background', () => {
  let directory: string;
  let store: Store | undefined;

  afterEach(async () => {
    await store?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('leaves commits in the log and folds them into the database file off the event loop', async () => {
    directory = await mkdtemp(join(tmpdir(), 'openunified-checkpoint-'));
    const path = join(directory, 'store.sqlite');
    store = await createStore({ sqlitePath: path });
    const organization = await store.organizations.create({ name: 'Acme' });
    const project = await store.projects.create({ organizationId: organization.id, name: 'Production' });
    const sizeBefore = (await stat(path)).size;
    const body = 'x'.repeat(4096);
    for (let batch = 0; batch < 5; batch++) {
      await store.providerLogs.createMany(
        Array.from({ length: 100 }, () => ({
          projectId: project.id,
          requestId: 'req_1',
          accountId: null,
          method: 'GET',
          url: 'https://provider.test/items',
          requestHeaders: {},
          requestBody: null,
          status: 200,
          responseHeaders: {},
          responseBody: body,
          durationMs: 1,
          error: null,
          startedAt: new Date().toISOString(),
        })),
      );
    }
    // No commit checkpointed: two megabytes of logs wait in the write-ahead log.
    expect((await stat(path)).size - sizeBefore).toBeLessThan(1_000_000);
    await expect.poll(async () => (await stat(path)).size - sizeBefore, { timeout: 10_000, interval: 200 }).toBeGreaterThan(2_000_000);
    expect(await store.providerLogs.listByRequest(project.id, 'req_1')).toHaveLength(500);
  });
});

describe('the write-ahead log under a writer that never pauses', () => {
  let directory: string;

  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('starts over once it passes its limit instead of growing with every commit', async () => {
    directory = await mkdtemp(join(tmpdir(), 'openunified-wal-restart-'));
    const path = join(directory, 'store.sqlite');
    const Driver = loadSqliteDriver();
    const database = new Driver(path);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('wal_autocheckpoint = 0');
    database.pragma('busy_timeout = 5000');
    database.exec('create table items (id integer primary key, body text not null)');
    const checkpointer = startBackgroundCheckpointer(
      path,
      (error) => {
        throw error;
      },
      { restartAfterBytes: 1024 * 1024, intervalMs: 50 },
    );
    const insert = database.prepare('insert into items (body) values (?)');
    const commitBatch = database.transaction((count: number) => {
      for (let row = 0; row < count; row++) insert.run('x'.repeat(1000));
    });
    let largestLog = 0;
    try {
      // The worker thread opens its own connection first: on a loaded machine that took longer
      // than the whole loop below, which then ran unchecked. Its first checkpoint copies this
      // commit into the database file, so the file growing says it is running.
      const emptySize = (await stat(path)).size;
      commitBatch(1);
      await expect.poll(async () => (await stat(path)).size, { timeout: 20_000, interval: 20 }).toBeGreaterThan(emptySize);
      // 40 MB committed back to back, as a data sync does: each batch begins while the log still
      // holds the last one. With PASSIVE checkpoints alone the log grew to ~19 MB here.
      for (let batch = 0; batch < 200; batch++) {
        commitBatch(200);
        largestLog = Math.max(largestLog, (await stat(`${path}-wal`)).size);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    } finally {
      await checkpointer.stop();
      database.close();
    }
    expect(largestLog).toBeGreaterThan(0);
    expect(largestLog).toBeLessThan(10 * 1024 * 1024);
  });
});
