import type { StoreTransaction } from '@openunified/sync-engine-contract';
import { CompiledQuery } from 'kysely';
import type PgBoss from 'pg-boss';

interface KyselyExecutor {
  executeQuery(query: CompiledQuery): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss runs a `send` on any connection given as `db: { executeSql }` (pg-boss 10,
 * `Manager.createJob`: `const db = wrapper || this.db`). Handing it the store's open Kysely
 * transaction makes the job insert part of that transaction: it commits with the schedule
 * change, or disappears with it on rollback.
 */
export function transactionConnection(transaction: StoreTransaction): PgBoss.Db {
  if (isPgBossDb(transaction)) return transaction;
  if (!isKyselyExecutor(transaction)) {
    throw new TypeError('The pg-boss sync engine needs a Kysely transaction on the PostgreSQL store (or an object with executeSql)');
  }
  return {
    async executeSql(text, values) {
      const result = await transaction.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as any[] };
    },
  };
}

function isPgBossDb(value: unknown): value is PgBoss.Db {
  return typeof value === 'object' && value !== null && typeof (value as PgBoss.Db).executeSql === 'function';
}

function isKyselyExecutor(value: unknown): value is KyselyExecutor {
  return typeof value === 'object' && value !== null && typeof (value as KyselyExecutor).executeQuery === 'function';
}
