import type { StoreMigration } from './store-migration.js';

/**
 * An account's detail lists its events (`GET /accounts/{id}/events`). The account is a column,
 * not read out of the JSON payload, so the list is an index range on both databases. Events
 * appended before this migration keep a null account and are not listed for any account.
 */
export const eventAccounts: StoreMigration = {
  async up(db) {
    await db.schema.alterTable('events').addColumn('account_id', 'text').execute();
    await db.schema.createIndex('events_project_id_account_id_created_at').on('events').columns(['project_id', 'account_id', 'created_at', 'id']).execute();
  },
};
