import type { DataSyncRunRecord, DataSyncScheduleRecord } from '@openunified/store';
import { describe, expect, it } from 'vitest';
import { syncRunEvent } from './sync-run-events.js';

const run = {
  id: 'dsr_1',
  projectId: 'prj_1',
  scheduleId: 'dss_1',
  status: 'running',
  mode: 'incremental',
  dueAt: '2026-01-01T00:00:00.000Z',
  startedAt: '2026-01-01T00:00:00.200Z',
  finishedAt: null,
  records: { read: 0, created: 0, updated: 0, unchanged: 0, deleted: 0 },
  error: null,
  requestId: 'req-1',
  leaseExpiresAt: null,
  createdAt: '2026-01-01T00:00:00.200Z',
} satisfies DataSyncRunRecord;
const schedule = { id: 'dss_1', syncConfigId: 'dsc_1', accountId: 'acc_1', actionId: 'googledrive_list_drives' } as DataSyncScheduleRecord;
const counts = { read: 4, created: 1, updated: 1, unchanged: 2, deleted: 0 };

describe('syncRunEvent', () => {
  it('is sync_run.finished for a run that succeeded or was skipped, naming the run as its record', () => {
    const event = syncRunEvent(run, schedule, { status: 'succeeded', finishedAt: '2026-01-01T00:00:03.000Z', counts, error: null });
    expect(event).toEqual({
      type: 'sync_run.finished',
      payload: {
        record_id: 'dsr_1',
        run_id: 'dsr_1',
        schedule_id: 'dss_1',
        sync_config_id: 'dsc_1',
        account_id: 'acc_1',
        action_id: 'googledrive_list_drives',
        status: 'succeeded',
        mode: 'incremental',
        due_at: '2026-01-01T00:00:00.000Z',
        started_at: '2026-01-01T00:00:00.200Z',
        finished_at: '2026-01-01T00:00:03.000Z',
        records: counts,
        error: null,
        request_id: 'req-1',
      },
    });
    expect(syncRunEvent(run, schedule, { status: 'skipped', finishedAt: run.startedAt, counts, error: 'paused: action_disabled' }).type).toBe(
      'sync_run.finished',
    );
  });

  it('is sync_run.failed with the error for a run that failed', () => {
    const event = syncRunEvent(run, schedule, { status: 'failed', finishedAt: '2026-01-01T00:00:03.000Z', counts, error: 'provider answered 500' });
    expect(event).toMatchObject({ type: 'sync_run.failed', payload: { status: 'failed', error: 'provider answered 500', records: counts } });
  });
});
