import { type ColumnDefinitionBuilder, sql } from 'kysely';
import type { StoreDialect } from '../open-database.js';
import type { StoreMigration } from './store-migration.js';

function autoIncrementPrimaryKey(dialect: StoreDialect) {
  return (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}

export const initialSchema: StoreMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('organizations')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('projects')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('organization_id', 'text', (column) => column.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('api_keys')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('prefix', 'text', (column) => column.notNull())
      .addColumn('key_hash', 'text', (column) => column.notNull().unique())
      .addColumn('scopes', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('api_keys_project_id').on('api_keys').column('project_id').execute();

    await db.schema
      .createTable('connector_profiles')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('version', 'text', (column) => column.notNull())
      .addColumn('label', 'text')
      .addColumn('auth_config', 'text')
      .addColumn('enabled_actions', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('connector_profiles_project_id_provider').on('connector_profiles').columns(['project_id', 'provider']).execute();

    await db.schema
      .createTable('accounts')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('connector_profile_id', 'text', (column) => column.references('connector_profiles.id').onDelete('set null'))
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('status_reasons', 'text', (column) => column.notNull())
      .addColumn('origin_owner_id', 'text')
      .addColumn('origin_owner_name', 'text')
      .addColumn('origin_username', 'text')
      .addColumn('label', 'text')
      .addColumn('metadata', 'text', (column) => column.notNull())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('credentials', 'text')
      .addColumn('credentials_expire_at', 'text')
      .addColumn('external_trigger_token', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('accounts_project_id_provider_origin_owner_id').on('accounts').columns(['project_id', 'provider', 'origin_owner_id']).execute();
    await db.schema.createIndex('accounts_project_id_created_at').on('accounts').columns(['project_id', 'created_at']).execute();

    await db.schema
      .createTable('connect_sessions')
      .addColumn('id', 'integer', autoIncrementPrimaryKey(dialect))
      .addColumn('organization_id', 'text', (column) => column.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('origin_owner_id', 'text', (column) => column.notNull())
      .addColumn('origin_owner_name', 'text', (column) => column.notNull())
      .addColumn('origin_username', 'text')
      .addColumn('categories', 'text')
      .addColumn('provider', 'text')
      .addColumn('provider_version', 'text')
      .addColumn('account_id', 'text', (column) => column.references('accounts.id').onDelete('set null'))
      .addColumn('label', 'text')
      .addColumn('metadata', 'text', (column) => column.notNull())
      .addColumn('multiple', 'integer', (column) => column.notNull())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('connector_profile_id', 'text', (column) => column.references('connector_profiles.id').onDelete('set null'))
      .addColumn('external_trigger_token', 'text')
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('connection_attempts')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('session_id', 'integer', (column) => column.notNull().references('connect_sessions.id').onDelete('cascade'))
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('account_id', 'text', (column) => column.references('accounts.id').onDelete('set null'))
      .addColumn('oauth_error_code', 'text')
      .addColumn('oauth_error_description', 'text')
      .addColumn('oauth_state', 'text', (column) => column.unique())
      .addColumn('oauth_verifier', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('connection_attempts_session_id_created_at').on('connection_attempts').columns(['session_id', 'created_at']).execute();

    // Logs keep no foreign key to accounts: they must outlive a deleted account.
    await db.schema
      .createTable('request_logs')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('account_id', 'text')
      .addColumn('request_id', 'text', (column) => column.notNull())
      .addColumn('method', 'text', (column) => column.notNull())
      .addColumn('path', 'text', (column) => column.notNull())
      .addColumn('route', 'text')
      .addColumn('provider', 'text')
      .addColumn('action_id', 'text')
      .addColumn('status', 'integer', (column) => column.notNull())
      .addColumn('duration_ms', 'integer', (column) => column.notNull())
      .addColumn('query', 'text')
      .addColumn('started_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('request_logs_project_id_started_at').on('request_logs').columns(['project_id', 'started_at']).execute();
    await db.schema.createIndex('request_logs_project_id_request_id').on('request_logs').columns(['project_id', 'request_id']).execute();

    await db.schema
      .createTable('provider_logs')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('request_id', 'text', (column) => column.notNull())
      .addColumn('account_id', 'text')
      .addColumn('method', 'text', (column) => column.notNull())
      .addColumn('url', 'text', (column) => column.notNull())
      .addColumn('request_headers', 'text', (column) => column.notNull())
      .addColumn('request_body', 'text')
      .addColumn('status', 'integer')
      .addColumn('response_headers', 'text', (column) => column.notNull())
      .addColumn('response_body', 'text')
      .addColumn('duration_ms', 'integer', (column) => column.notNull())
      .addColumn('error', 'text')
      .addColumn('started_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('provider_logs_project_id_request_id').on('provider_logs').columns(['project_id', 'request_id']).execute();

    await db.schema
      .createTable('events')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('payload', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('delivered_at', 'text')
      .execute();
    await db.schema.createIndex('events_project_id_created_at').on('events').columns(['project_id', 'created_at']).execute();
    // The outbox relay only ever looks at undelivered events; a partial index keeps that scan small.
    await db.schema.createIndex('events_pending').on('events').column('created_at').where(sql<boolean>`delivered_at is null`).execute();
  },
};
