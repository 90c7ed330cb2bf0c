import type { Generated } from 'kysely';

/** The data-sync tables as stored (conventions of `database-schema.ts`: ISO text dates, JSON text, 0/1 booleans). */
export interface DataSyncTables {
  data_sync_configs: DataSyncConfigsTable;
  data_sync_schedules: DataSyncSchedulesTable;
  data_sync_runs: DataSyncRunsTable;
  data_sync_partitions: DataSyncPartitionsTable;
  data_sync_partition_records: DataSyncRecordsTable;
}

export interface DataSyncConfigsTable {
  id: string;
  project_id: string;
  name: string;
  connector: string;
  /** JSON array of `{ action_id, sync_params }`. */
  actions: string;
  cadence: string;
  start_at: string;
  full_sync_after: string | null;
  enabled: number;
  auto_link: number;
  created_at: string;
  updated_at: string;
}

export interface DataSyncSchedulesTable {
  id: string;
  project_id: string;
  sync_config_id: string | null;
  account_id: string;
  action_id: string;
  name: string;
  /** JSON SyncParams. */
  sync_params: string;
  params_hash: string;
  source: string | null;
  enabled: number;
  cadence: string;
  full_sync_after: string | null;
  start_at: string | null;
  next_run_at: string | null;
  last_run_at: string | null;
  last_run_status: string | null;
  last_run_error: string | null;
  /** Start of the last successful run: the `updated_after` of the next incremental run. */
  last_success_started_at: string | null;
  /** Start of the last successful full run: `full_sync_after` counts from it. */
  last_full_run_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DataSyncRunsTable {
  id: string;
  project_id: string;
  schedule_id: string;
  status: string;
  mode: string | null;
  due_at: string;
  started_at: string | null;
  finished_at: string | null;
  records_read: number;
  records_created: number;
  records_updated: number;
  records_unchanged: number;
  records_deleted: number;
  error: string | null;
  request_id: string;
  lease_token: string | null;
  lease_expires_at: string | null;
  /**
   * Where a running run's paging continues: the cursor of the page after the last one stored, ''
   * once every page is stored, null before the first (a taken-over run resumes from it).
   */
  resume_cursor: string | null;
  created_at: string;
}

/** What a schedule syncs, (account, action, params_hash), under a short integer key for its records. */
export interface DataSyncPartitionsTable {
  id: Generated<number>;
  project_id: string;
  account_id: string;
  action_id: string;
  params_hash: string;
}

export interface DataSyncRecordsTable {
  partition_id: number;
  record_id: string;
  remote_id: string | null;
  content_hash: string;
  /** JSON of the record as the action returned it. */
  data: string;
  deleted: number;
  last_seen_run_id: string;
  changed_at: string;
}

/**
 * Every column, named: a claim's statements list them instead of `select *`, so their text can be
 * prepared once per connection (compiled-statements.ts) and a column a later migration adds
 * changes no prepared statement's result. The `satisfies` keeps each list complete.
 */
export const dataSyncScheduleColumns = Object.keys({
  id: true,
  project_id: true,
  sync_config_id: true,
  account_id: true,
  action_id: true,
  name: true,
  sync_params: true,
  params_hash: true,
  source: true,
  enabled: true,
  cadence: true,
  full_sync_after: true,
  start_at: true,
  next_run_at: true,
  last_run_at: true,
  last_run_status: true,
  last_run_error: true,
  last_success_started_at: true,
  last_full_run_at: true,
  created_at: true,
  updated_at: true,
} satisfies Record<keyof DataSyncSchedulesTable, true>) as (keyof DataSyncSchedulesTable)[];

export const dataSyncRunColumns = Object.keys({
  id: true,
  project_id: true,
  schedule_id: true,
  status: true,
  mode: true,
  due_at: true,
  started_at: true,
  finished_at: true,
  records_read: true,
  records_created: true,
  records_updated: true,
  records_unchanged: true,
  records_deleted: true,
  error: true,
  request_id: true,
  lease_token: true,
  lease_expires_at: true,
  resume_cursor: true,
  created_at: true,
} satisfies Record<keyof DataSyncRunsTable, true>) as (keyof DataSyncRunsTable)[];
