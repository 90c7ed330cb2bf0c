import type { Kysely } from 'kysely';
import type { Database } from './database-schema.js';
import type { Store } from './records.js';

export type StoreDialect = Store['dialect'];

/** A connected database with what differs between the dialects already decided. */
export interface OpenDatabase {
  readonly dialect: StoreDialect;
  readonly db: Kysely<Database>;
  /** The schema holding Kysely's migration bookkeeping tables; undefined where schemas do not exist. */
  readonly migrationTableSchema: string | undefined;
  withLock<Result>(key: string, work: () => Promise<Result>): Promise<Result>;
  close(): Promise<void>;
}
