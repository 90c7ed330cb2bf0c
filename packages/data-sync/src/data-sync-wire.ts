import type { DataSyncConfigRecord, DataSyncRunRecord, DataSyncScheduleRecord, SyncedRecord } from '@openunified/store';
import type { PausedReason } from './paused-reason.js';

/** docs/concepts/data-sync.md#last_run_status */
export type LastRunStatus = 'running' | 'succeeded' | 'failed' | 'skipped';

export type ScheduleSource = 'auto_link' | 'manual' | 'unmapped_value' | null;

/** A value an older or newer version stored is reported, never an error (docs/concepts/data-sync.md#source). */
export function toScheduleSource(stored: string | null): ScheduleSource {
  if (stored === null) return null;
  return stored === 'auto_link' || stored === 'manual' ? stored : 'unmapped_value';
}

export function toScheduleWire(schedule: DataSyncScheduleRecord, paused: PausedReason | null) {
  return {
    id: schedule.id,
    sync_config_id: schedule.syncConfigId,
    account_id: schedule.accountId,
    action_id: schedule.actionId,
    name: schedule.name,
    sync_params: schedule.syncParams,
    params_hash: schedule.paramsHash,
    source: toScheduleSource(schedule.source),
    enabled: schedule.enabled,
    cadence: schedule.cadence,
    full_sync_after: schedule.fullSyncAfter,
    start_at: schedule.startAt,
    next_run_at: schedule.nextRunAt,
    last_run_at: schedule.lastRunAt,
    last_run_status: schedule.lastRunStatus as LastRunStatus | null,
    last_run_error: schedule.lastRunError,
    paused_reason: paused,
    created_at: schedule.createdAt,
    updated_at: schedule.updatedAt,
  };
}

export type ScheduleWire = ReturnType<typeof toScheduleWire>;

export function toConfigWire(config: DataSyncConfigRecord) {
  return {
    id: config.id,
    name: config.name,
    connector: config.connector,
    actions: config.actions.map((action) => ({ action_id: action.actionId, sync_params: action.syncParams })),
    cadence: config.cadence,
    start_at: config.startAt,
    full_sync_after: config.fullSyncAfter,
    enabled: config.enabled,
    auto_link: config.autoLink,
    created_at: config.createdAt,
    updated_at: config.updatedAt,
  };
}

export type ConfigWire = ReturnType<typeof toConfigWire>;

export function toRunWire(run: DataSyncRunRecord) {
  return {
    id: run.id,
    schedule_id: run.scheduleId,
    status: run.status,
    mode: run.mode,
    due_at: run.dueAt,
    started_at: run.startedAt,
    finished_at: run.finishedAt,
    records: run.records,
    error: run.error,
    request_id: run.requestId,
    created_at: run.createdAt,
  };
}

export type RunWire = ReturnType<typeof toRunWire>;

export function toRecordWire(record: SyncedRecord) {
  return {
    id: record.recordId,
    remote_id: record.remoteId,
    deleted: record.deleted,
    changed_at: record.changedAt,
    content_hash: record.contentHash,
    data: record.data,
  };
}
