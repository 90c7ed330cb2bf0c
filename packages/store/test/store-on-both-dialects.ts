import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import pg from 'pg';
import { afterAll } from 'vitest';
import type { Store, StoreOptions } from '../src/index.js';
import { testDatabaseUrl } from './test-database-url.js';

/**
 * The options of a store on SQLite (a file in a directory of its own) and on PostgreSQL (a schema
 * of its own), for `describe.each`: tests that open, close and reopen a store on its migrated
 * database. Both are removed once the calling test file is done.
 */
export function storeOnBothDialects(name: string): [string, StoreOptions][] {
  const directory = mkdtempSync(join(tmpdir(), `openunified-${name}-`));
  const postgresSchema = `${name}_test_${randomBytes(6).toString('hex')}`;
  afterAll(async () => {
    rmSync(directory, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${postgresSchema} cascade`);
    await admin.end();
  });
  return [
    ['SQLite', { sqlitePath: join(directory, 'openunified.sqlite') }],
    ['PostgreSQL', { databaseUrl: testDatabaseUrl, postgresSchema }],
  ];
}

/** Runs raw SQL on the store's own connection, in a transaction: what a migration left behind. */
export function raw<Result>(store: Store, run: (db: Kysely<unknown>) => Promise<Result>): Promise<Result> {
  return store.transaction((transaction) => run(transaction.sqlTransaction as Transaction<unknown>));
}
