import { sql } from 'kysely';
import type { StoreMigration } from './store-migration.js';

/**
 * Data retention deletes the oldest rows past their retention in small batches
 * (docs/deployment.md "What grows and how it is bounded"). Each batch finds its rows through one
 * of these indexes, ordered like the delete, so it reads the rows it deletes and stops instead of
 * scanning a table that grows by a row per synced-record change.
 */
export const retentionIndexes: StoreMigration = {
  async up(db) {
    // Relayed events only: the pending ones have `events_pending`.
    await db.schema.createIndex('events_relayed_created_at').on('events').column('created_at').where(sql<boolean>`delivered_at is not null`).execute();
    await db.schema
      .createIndex('webhook_deliveries_settled_updated_at')
      .on('webhook_deliveries')
      .column('updated_at')
      .where(sql<boolean>`status <> 'pending'`)
      .execute();
    await db.schema.createIndex('connect_sessions_expires_at').on('connect_sessions').column('expires_at').execute();
    await db.schema.createIndex('data_sync_runs_created_at').on('data_sync_runs').columns(['created_at', 'id']).execute();
  },
};
