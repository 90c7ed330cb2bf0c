import { sql } from 'kysely';
import type { StoreMigration } from './store-migration.js';

/**
 * A run belongs to its schedule, and through it to the schedule's project: deleting either
 * deletes the run (the schedule's reference cascades, and a project's schedules go with it).
 * The run's own reference to the project checked nothing more, yet PostgreSQL ran that check as
 * one query per inserted run: about a third of a burst's run insert (docs/concepts/data-sync.md#firing).
 * SQLite keeps it: there the check costs little, and dropping it would rebuild the table.
 */
export const runProjectReference: StoreMigration = {
  async up(db, dialect) {
    if (dialect === 'postgres') await sql`alter table data_sync_runs drop constraint if exists data_sync_runs_project_id_fkey`.execute(db);
  },
};
