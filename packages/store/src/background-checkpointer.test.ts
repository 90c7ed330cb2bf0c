import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from './create-store.js';
import type { Store } from './records.js';

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
