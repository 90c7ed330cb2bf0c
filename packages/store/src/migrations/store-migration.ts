import type { Kysely } from 'kysely';
import type { StoreDialect } from '../open-database.js';

/**
 * A migration written once for both dialects. `dialect` is there for the rare column type that
 * has no common spelling (an auto-increment key); everything else must be portable.
 */
export interface StoreMigration {
  // Migrations see the database as it was when they were written, not as `Database` is today.
  up(db: Kysely<any>, dialect: StoreDialect): Promise<void>;
}
