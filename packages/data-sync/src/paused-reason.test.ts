import type { ConnectorDefinition } from '@openunified/connector-sdk';
import type { AccountRecord, ConnectorProfileRecord, DataSyncConfigRecord, DataSyncScheduleRecord } from '@openunified/store';
import { describe, expect, it } from 'vitest';
import { type PauseContext, pausedReason } from './paused-reason.js';
import { runMode } from './sync-run-executor.js';

const connector = {
  key: 'drive',
  actions: [
    { id: 'drive_list_files', kind: 'list' },
    { id: 'drive_get_file', kind: 'get' },
  ],
} as unknown as ConnectorDefinition;

function context(): PauseContext {
  return {
    schedule: { syncConfigId: 'dsc_1', actionId: 'drive_list_files', source: 'auto_link' } as DataSyncScheduleRecord,
    config: { id: 'dsc_1', enabled: false, autoLink: false } as DataSyncConfigRecord,
    account: { status: 'suspended' } as AccountRecord,
    profile: { enabledActions: ['drive_get_file'] } as ConnectorProfileRecord,
    connector: { ...connector, actions: [{ id: 'drive_list_files', kind: 'get' }] } as unknown as ConnectorDefinition,
  };
}

describe('pausedReason', () => {
  it('reports only the widest cause, and clearing each one reveals the next', () => {
    const state = context();
    expect(pausedReason(state)).toBe('sync_config_disabled');
    state.config = { ...state.config!, enabled: true };
    expect(pausedReason(state)).toBe('action_disabled');
    state.profile = { ...state.profile!, enabledActions: null };
    expect(pausedReason(state)).toBe('action_not_syncable');
    state.connector = connector;
    expect(pausedReason(state)).toBe('auto_link_disabled');
    state.config = { ...state.config!, autoLink: true };
    expect(pausedReason(state)).toBe('account_suspended');
    state.account = { ...state.account, status: 'active' };
    expect(pausedReason(state)).toBeNull();
  });

  it('treats a removed config as disabled, and auto_link only on schedules auto_link created', () => {
    const state = { ...context(), config: undefined, profile: undefined, connector, account: { status: 'active' } as AccountRecord };
    expect(pausedReason(state)).toBe('sync_config_disabled');
    const manual = { ...state, schedule: { ...state.schedule, source: 'manual' }, config: { enabled: true, autoLink: false } as DataSyncConfigRecord };
    expect(pausedReason(manual)).toBeNull();
    expect(pausedReason({ ...manual, schedule: { ...manual.schedule, source: 'auto_link' } })).toBe('auto_link_disabled');
    expect(pausedReason({ ...manual, schedule: { ...manual.schedule, syncConfigId: null }, config: undefined })).toBeNull();
    expect(pausedReason({ ...manual, account: { status: 'expired' } as AccountRecord })).toBe('account_expired');
  });
});

describe('runMode', () => {
  const now = new Date('2026-01-10T00:00:00Z');
  it('is full first, incremental after a success, full again once full_sync_after has passed', () => {
    expect(runMode({ lastFullRunAt: null, lastSuccessStartedAt: null, fullSyncAfter: 'P1D' }, now)).toBe('full');
    expect(runMode({ lastFullRunAt: '2026-01-09T12:00:00Z', lastSuccessStartedAt: '2026-01-09T23:00:00Z', fullSyncAfter: 'P1D' }, now)).toBe('incremental');
    expect(runMode({ lastFullRunAt: '2026-01-09T00:00:00Z', lastSuccessStartedAt: '2026-01-09T23:00:00Z', fullSyncAfter: 'P1D' }, now)).toBe('full');
    expect(runMode({ lastFullRunAt: '2025-01-01T00:00:00Z', lastSuccessStartedAt: '2026-01-09T23:00:00Z', fullSyncAfter: null }, now)).toBe('incremental');
  });
});
