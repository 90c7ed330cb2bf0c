import type { StoreMigration } from './store-migration.js';

/**
 * docs/concepts/management.md: the admin console signs in with a one-time login link the CLI
 * prints, exchanged for a management session held in an HttpOnly cookie. Both secrets are kept
 * as SHA-256 hashes only, like API keys: a copy of the database opens no console.
 */
export const managementSessions: StoreMigration = {
  async up(db) {
    await db.schema
      .createTable('console_login_links')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      // JSON array of canonical scope names, as api_keys.scopes.
      .addColumn('scopes', 'text', (column) => column.notNull())
      .addColumn('session_ttl_seconds', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await db.schema
      .createTable('management_sessions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('secret_hash', 'text', (column) => column.notNull().unique())
      .addColumn('scopes', 'text', (column) => column.notNull())
      .addColumn('user_agent', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('management_sessions_project_id_created_at').on('management_sessions').columns(['project_id', 'created_at']).execute();
  },
};
