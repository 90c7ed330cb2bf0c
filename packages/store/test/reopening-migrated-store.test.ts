import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createStore, type Store, type StoreOptions } from '../src/index.js';
import { testDatabaseUrl } from './test-database-url.js';

/**
 * A store opened again on a database that ran every migration finds nothing to migrate; one
 * whose bookkeeping names a migration this code does not have (a newer version ran on it) is
 * refused as it always was, not opened for lack of work.
 */
const directory = mkdtempSync(join(tmpdir(), 'openunified-reopen-'));
const postgresSchema = `reopen_test_${randomBytes(6).toString('hex')}`;

afterAll(async () => {
  rmSync(directory, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`drop schema if exists ${postgresSchema} cascade`);
  await admin.end();
});

function raw<Result>(store: Store, run: (db: Kysely<unknown>) => Promise<Result>): Promise<Result> {
  return store.transaction((transaction) => run(transaction.sqlTransaction as Transaction<unknown>));
}

describe.each<[string, StoreOptions]>([
  ['SQLite', { sqlitePath: join(directory, 'openunified.sqlite') }],
  ['PostgreSQL', { databaseUrl: testDatabaseUrl, postgresSchema }],
])('reopening a migrated store on %s', (_dialect, options) => {
  it('serves what it stored, with its migrations run once each', async () => {
    let store = await createStore(options);
    const organization = await store.organizations.create({ name: 'Acme' });
    const migrationsRun = await raw(store, async (db) => (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows);
    await store.close();

    store = await createStore(options);
    try {
      expect(await store.organizations.get(organization.id)).toMatchObject({ name: 'Acme' });
      expect(await raw(store, async (db) => (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows)).toEqual(
        migrationsRun,
      );
    } finally {
      await store.close();
    }
  });

  it('refuses a database a newer version migrated further', async () => {
    const store = await createStore(options);
    await raw(store, (db) => sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-version', '2030-01-01T00:00:00.000Z')`.execute(db));
    await store.close();

    await expect(createStore(options)).rejects.toThrow(/Store migration/);
  });
});
