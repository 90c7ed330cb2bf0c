import { sql } from 'kysely';
import type { StoreMigration } from './store-migration.js';

/**
 * Request log warnings (a record the unified model rejected in part), indexes that let log
 * retention delete the oldest rows in batches, and an origin owner on every account: accounts
 * linked by hand without one get their label, else their provider key (docs/concepts/accounts.md).
 */
export const hardening: StoreMigration = {
  async up(db) {
    await db.schema.alterTable('request_logs').addColumn('warnings', 'text').execute();
    await db.schema.createIndex('request_logs_started_at').on('request_logs').columns(['started_at', 'id']).execute();
    await db.schema.createIndex('provider_logs_started_at').on('provider_logs').columns(['started_at', 'id']).execute();
    await sql`update accounts set origin_owner_id = coalesce(label, provider) where origin_owner_id is null`.execute(db);
    await sql`update accounts set origin_owner_name = coalesce(label, origin_owner_id) where origin_owner_name is null`.execute(db);
  },
};
