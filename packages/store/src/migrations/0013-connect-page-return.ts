import type { StoreMigration } from './store-migration.js';

/**
 * docs/concepts/connect-flow.md#returning-to-the-application: a project lists the origins its
 * application runs on (where a connect session may send the customer back, and which pages may
 * frame the connect page) and picks the page's theme; a session remembers where to send the
 * customer once the connection succeeded or failed, and the language to show the page in.
 */
export const connectPageReturn: StoreMigration = {
  async up(db) {
    // JSON array of origins; null: none.
    await db.schema.alterTable('projects').addColumn('connect_page_allowed_origins', 'text').execute();
    await db.schema.alterTable('projects').addColumn('connect_page_theme', 'text').execute();
    await db.schema.alterTable('connect_sessions').addColumn('redirect_url', 'text').execute();
    await db.schema.alterTable('connect_sessions').addColumn('locale', 'text').execute();
  },
};
