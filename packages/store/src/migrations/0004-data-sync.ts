import { sql } from 'kysely';
import type { StoreMigration } from './store-migration.js';

/** Data sync (docs/concepts/data-sync.md): sync configs, schedules, their runs and the synced records. */
export const dataSyncSchema: StoreMigration = {
  async up(db) {
    await db.schema
      .createTable('data_sync_configs')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('connector', 'text', (column) => column.notNull())
      .addColumn('actions', 'text', (column) => column.notNull())
      .addColumn('cadence', 'text', (column) => column.notNull())
      .addColumn('start_at', 'text', (column) => column.notNull())
      .addColumn('full_sync_after', 'text')
      .addColumn('enabled', 'integer', (column) => column.notNull())
      .addColumn('auto_link', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('data_sync_configs_project').on('data_sync_configs').columns(['project_id', 'connector']).execute();

    await db.schema
      .createTable('data_sync_schedules')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      // No foreign key: a schedule outlives its removed config (paused as sync_config_disabled).
      .addColumn('sync_config_id', 'text')
      .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('action_id', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('sync_params', 'text', (column) => column.notNull())
      .addColumn('params_hash', 'text', (column) => column.notNull())
      .addColumn('source', 'text')
      .addColumn('enabled', 'integer', (column) => column.notNull())
      .addColumn('cadence', 'text', (column) => column.notNull())
      .addColumn('full_sync_after', 'text')
      .addColumn('start_at', 'text')
      .addColumn('next_run_at', 'text')
      .addColumn('last_run_at', 'text')
      .addColumn('last_run_status', 'text')
      .addColumn('last_run_error', 'text')
      .addColumn('last_success_started_at', 'text')
      .addColumn('last_full_run_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('data_sync_schedules_account_action_params', ['account_id', 'action_id', 'params_hash'])
      .execute();
    await db.schema.createIndex('data_sync_schedules_project').on('data_sync_schedules').columns(['project_id', 'created_at', 'id']).execute();
    await db.schema.createIndex('data_sync_schedules_config').on('data_sync_schedules').columns(['sync_config_id']).execute();
    await db.schema
      .createIndex('data_sync_schedules_next_run')
      .on('data_sync_schedules')
      .column('next_run_at')
      .where(sql<boolean>`next_run_at is not null`)
      .execute();

    await db.schema
      .createTable('data_sync_runs')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('schedule_id', 'text', (column) => column.notNull().references('data_sync_schedules.id').onDelete('cascade'))
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('mode', 'text')
      .addColumn('due_at', 'text', (column) => column.notNull())
      .addColumn('started_at', 'text')
      .addColumn('finished_at', 'text')
      .addColumn('records_read', 'integer', (column) => column.notNull())
      .addColumn('records_created', 'integer', (column) => column.notNull())
      .addColumn('records_updated', 'integer', (column) => column.notNull())
      .addColumn('records_unchanged', 'integer', (column) => column.notNull())
      .addColumn('records_deleted', 'integer', (column) => column.notNull())
      .addColumn('error', 'text')
      .addColumn('request_id', 'text', (column) => column.notNull())
      .addColumn('lease_token', 'text')
      .addColumn('lease_expires_at', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('data_sync_runs_schedule').on('data_sync_runs').columns(['schedule_id', 'created_at', 'id']).execute();
    await db.schema.createIndex('data_sync_runs_due').on('data_sync_runs').columns(['schedule_id', 'due_at']).execute();
    // The database itself refuses a second running run of one schedule, whatever the engine does.
    await db.schema
      .createIndex('data_sync_runs_one_running')
      .on('data_sync_runs')
      .column('schedule_id')
      .unique()
      .where(sql<boolean>`status = 'running'`)
      .execute();

    await db.schema
      .createTable('data_sync_records')
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('action_id', 'text', (column) => column.notNull())
      .addColumn('params_hash', 'text', (column) => column.notNull())
      .addColumn('record_id', 'text', (column) => column.notNull())
      .addColumn('remote_id', 'text')
      .addColumn('content_hash', 'text', (column) => column.notNull())
      .addColumn('data', 'text', (column) => column.notNull())
      .addColumn('deleted', 'integer', (column) => column.notNull())
      .addColumn('last_seen_run_id', 'text', (column) => column.notNull())
      .addColumn('changed_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('data_sync_records_key', ['account_id', 'action_id', 'params_hash', 'record_id'])
      .execute();
    await db.schema
      .createIndex('data_sync_records_changed')
      .on('data_sync_records')
      .columns(['account_id', 'action_id', 'params_hash', 'changed_at', 'record_id'])
      .execute();
  },
};
