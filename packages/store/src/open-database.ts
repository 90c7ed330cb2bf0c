import type { Kysely } from 'kysely';
import type { BackgroundLogWriter } from './background-log-writer.js';
import type { Database } from './database-schema.js';
import type { Store } from './records.js';

export type StoreDialect = Store['dialect'];

/** A connected database with what differs between the dialects already decided. */
export interface OpenDatabase {
  readonly dialect: StoreDialect;
  readonly db: Kysely<Database>;
  /** The schema holding Kysely's migration bookkeeping tables; undefined where schemas do not exist. */
  readonly migrationTableSchema: string | undefined;
  /** Where request and provider log inserts run off the event loop (a SQLite file); undefined: on `db`. */
  readonly logWriter?: BackgroundLogWriter;
  withLock<Result>(key: string, work: () => Promise<Result>): Promise<Result>;
  close(): Promise<void>;
}
