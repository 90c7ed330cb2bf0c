import type { DataSyncRunCounts, DataSyncRunRecord, DataSyncScheduleRecord, EventRepository } from '@openunified/store';

export type SyncRunEventType = 'sync_run.finished' | 'sync_run.failed';

/** How a run ended, as it is written on the run. */
export interface RunEnd {
  status: 'succeeded' | 'failed' | 'skipped';
  finishedAt: string;
  counts: DataSyncRunCounts;
  error: string | null;
}

/**
 * The outbox event of a run that ended (docs/concepts/webhooks.md#sync-run-events):
 * `sync_run.failed` when it failed, `sync_run.finished` when it succeeded or was skipped. The
 * payload names the run as `record_id`, so webhooks file it under `sync_run` / the run id.
 */
export function syncRunEvent(
  run: DataSyncRunRecord,
  schedule: DataSyncScheduleRecord,
  end: RunEnd,
): { type: SyncRunEventType; payload: Record<string, unknown> } {
  return {
    type: end.status === 'failed' ? 'sync_run.failed' : 'sync_run.finished',
    payload: {
      record_id: run.id,
      run_id: run.id,
      schedule_id: schedule.id,
      sync_config_id: schedule.syncConfigId,
      account_id: schedule.accountId,
      action_id: schedule.actionId,
      status: end.status,
      mode: run.mode,
      due_at: run.dueAt,
      started_at: run.startedAt,
      finished_at: end.finishedAt,
      records: { ...end.counts },
      error: end.error,
      request_id: run.requestId,
    },
  };
}

/**
 * Appends it in the transaction that records the end, so the event and the end commit together;
 * like the run's record events, stored already relayed while the project has no enabled endpoint.
 */
export function appendSyncRunEvent(outbox: EventRepository, run: DataSyncRunRecord, schedule: DataSyncScheduleRecord, end: RunEnd): Promise<void> {
  return outbox.appendMany(run.projectId, [{ ...syncRunEvent(run, schedule, end), accountId: schedule.accountId }]);
}
