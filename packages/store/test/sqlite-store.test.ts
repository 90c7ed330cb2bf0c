import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStore } from '../src/index.js';
import { describeDataSyncContract } from './data-sync-contract.js';
import { describeRetentionContract } from './retention-contract.js';
import { describeStoreContract } from './store-contract.js';

describe('SQLite store', () => {
  const directory = mkdtempSync(join(tmpdir(), 'openunified-store-'));
  // A folder that does not exist yet: opening the store must create it.
  const sqlitePath = join(directory, 'nested', 'openunified.sqlite');

  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  describeStoreContract({ openStore: () => createStore({ sqlitePath }) });
  describeDataSyncContract({ openStore: () => createStore({ sqlitePath }) });
  // Retention reaches every project: a database of its own.
  describeRetentionContract({ openStore: () => createStore({ sqlitePath: join(directory, 'retention.sqlite') }) });

  it('creates the missing folder and keeps the database in write-ahead-log mode', async () => {
    const store = await createStore({ sqlitePath });
    try {
      expect(store.dialect).toBe('sqlite');
      expect(existsSync(sqlitePath)).toBe(true);
      expect(existsSync(`${sqlitePath}-wal`)).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('treats a database URL that is not PostgreSQL as the SQLite default', async () => {
    const store = await createStore({ databaseUrl: 'file:ignored', sqlitePath: ':memory:' });
    try {
      expect(store.dialect).toBe('sqlite');
      const organization = await store.organizations.create({ name: 'In memory' });
      expect(await store.organizations.get(organization.id)).toEqual(organization);
    } finally {
      await store.close();
    }
  });
});
