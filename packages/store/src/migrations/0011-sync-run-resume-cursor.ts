import type { StoreMigration } from './store-migration.js';

/**
 * A run taken over after its lease expired continues from the page after the last one its
 * first attempt stored, instead of reading every page again (and counting them twice): the cursor
 * of that page is saved with the run's counts, in the same transaction as the records.
 */
export const syncRunResumeCursor: StoreMigration = {
  async up(db) {
    await db.schema.alterTable('data_sync_runs').addColumn('resume_cursor', 'text').execute();
  },
};
