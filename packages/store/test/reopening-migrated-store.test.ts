import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createStore } from '../src/index.js';
import { raw, storeOnBothDialects } from './store-on-both-dialects.js';

/**
 * A store opened again on a database that ran every migration finds nothing to migrate; one
 * whose bookkeeping names a migration this code does not have (a newer version ran on it) is
 * refused as it always was, not opened for lack of work.
 */
describe.each(storeOnBothDialects('reopen'))('reopening a migrated store on %s', (_dialect, options) => {
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
