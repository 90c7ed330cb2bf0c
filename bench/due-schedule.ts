import type { NewDataSyncSchedule } from '@openunified/store';

/** A manual schedule of the Drive list, due at `dueAt` and daily after it: what the burst benches create by the thousand. */
export function dueDriveSchedule(input: {
  accountId: string;
  syncConfigId: string | null;
  index: number;
  paramsHash: string;
  dueAt: string;
}): NewDataSyncSchedule {
  return {
    syncConfigId: input.syncConfigId,
    accountId: input.accountId,
    actionId: 'googledrive_list_drives',
    name: `due ${input.index}`,
    syncParams: { query: { page_size: 10, filter: { name: `Bench ${input.index}` } } },
    paramsHash: input.paramsHash,
    source: 'manual',
    enabled: true,
    cadence: 'P1D',
    fullSyncAfter: null,
    startAt: input.dueAt,
    nextRunAt: input.dueAt,
  };
}
