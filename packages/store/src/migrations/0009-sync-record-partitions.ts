import { type ColumnDefinitionBuilder, sql } from 'kysely';
import type { StoreDialect } from '../open-database.js';
import type { StoreMigration } from './store-migration.js';

function autoIncrementPrimaryKey(dialect: StoreDialect) {
  return (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}

/**
 * Synced records keyed by a short integer partition (docs/concepts/data-sync.md#runs):
 * what a schedule syncs, (account, action, params_hash), gets an id in `data_sync_partitions`, and
 * each record is keyed by (partition_id, record_id). The key of 0004 repeated the account id, action
 * id and params hash in every row and in both of its indexes, and maintaining those long keys was
 * about half of a sync's CPU per record on SQLite. Existing records are copied into the new table.
 * The outbox's pending index gains `id`, the relay's tiebreak (below).
 */
export const syncRecordPartitions: StoreMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('data_sync_partitions')
      .addColumn('id', 'integer', autoIncrementPrimaryKey(dialect))
      .addColumn('project_id', 'text', (column) => column.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('action_id', 'text', (column) => column.notNull())
      .addColumn('params_hash', 'text', (column) => column.notNull())
      .addUniqueConstraint('data_sync_partitions_key', ['account_id', 'action_id', 'params_hash'])
      .execute();
    await db.schema.createIndex('data_sync_partitions_project').on('data_sync_partitions').column('project_id').execute();

    await db.schema
      .createTable('data_sync_partition_records')
      .addColumn('partition_id', 'integer', (column) => column.notNull().references('data_sync_partitions.id').onDelete('cascade'))
      .addColumn('record_id', 'text', (column) => column.notNull())
      .addColumn('remote_id', 'text')
      .addColumn('content_hash', 'text', (column) => column.notNull())
      .addColumn('data', 'text', (column) => column.notNull())
      .addColumn('deleted', 'integer', (column) => column.notNull())
      .addColumn('last_seen_run_id', 'text', (column) => column.notNull())
      .addColumn('changed_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('data_sync_partition_records_key', ['partition_id', 'record_id'])
      .execute();

    await sql`
      insert into data_sync_partitions (project_id, account_id, action_id, params_hash)
      select distinct project_id, account_id, action_id, params_hash from data_sync_records
    `.execute(db);
    await sql`
      insert into data_sync_partition_records (partition_id, record_id, remote_id, content_hash, data, deleted, last_seen_run_id, changed_at)
      select partitions.id, records.record_id, records.remote_id, records.content_hash, records.data, records.deleted, records.last_seen_run_id, records.changed_at
      from data_sync_records records
      join data_sync_partitions partitions
        on partitions.account_id = records.account_id and partitions.action_id = records.action_id and partitions.params_hash = records.params_hash
    `.execute(db);
    await db.schema.dropTable('data_sync_records').execute();
    // Built after the copy: one sort instead of an insert per row.
    await db.schema
      .createIndex('data_sync_partition_records_changed')
      .on('data_sync_partition_records')
      .columns(['partition_id', 'changed_at', 'record_id'])
      .execute();

    // The outbox relay reads undelivered events by (created_at, id): with `id` in the index it
    // reads them in order instead of sorting each batch (a sync appends a thousand events a
    // transaction, all with one created_at).
    await db.schema.dropIndex('events_pending').execute();
    await db.schema.createIndex('events_pending_order').on('events').columns(['created_at', 'id']).where(sql<boolean>`delivered_at is null`).execute();
  },
};
