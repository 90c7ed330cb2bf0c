import type { StoreMigration } from './store-migration.js';

/**
 * The provider log policy may keep a call's metadata without its bodies (docs/deployment.md
 * "Request logs"); the log says why, so a missing body is never mistaken for an empty one.
 */
export const providerLogBodyOmission: StoreMigration = {
  async up(db) {
    await db.schema.alterTable('provider_logs').addColumn('body_omission', 'text').execute();
  },
};
