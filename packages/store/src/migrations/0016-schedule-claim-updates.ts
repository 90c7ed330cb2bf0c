import { sql } from 'kysely';
import type { StoreMigration } from './store-migration.js';

/**
 * Firing a tick moves its schedule's `next_run_at` (docs/concepts/data-sync.md#firing). With
 * `next_run_at` indexed, PostgreSQL could never update a schedule in place (a heap-only tuple
 * update): each of a burst's claims wrote a new entry in all five of the table's indexes, and on
 * SQLite one in the next-run index. Nothing needs that index any more: engines read the ticks
 * by schedule id (`listScheduled`), which also sees each schedule once while claims move ticks.
 * On PostgreSQL the table's pages keep room for the new row versions of a claim and of a run's
 * end (fillfactor), so those updates stay on their page and write no index entry; pages written
 * before this migration fill to the brim as before until their rows move.
 */
export const scheduleClaimUpdates: StoreMigration = {
  async up(db, dialect) {
    await db.schema.dropIndex('data_sync_schedules_next_run').execute();
    if (dialect === 'postgres') await sql`alter table data_sync_schedules set (fillfactor = 50)`.execute(db);
  },
};
