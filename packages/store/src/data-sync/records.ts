import type { KeysetPage } from '../records.js';

/** docs/concepts/data-sync.md: one action of a sync config, with the SyncParams it is called with. */
export interface DataSyncConfigAction {
  actionId: string;
  syncParams: Record<string, unknown>;
}

export interface DataSyncConfigRecord {
  id: string;
  projectId: string;
  name: string;
  connector: string;
  actions: DataSyncConfigAction[];
  cadence: string;
  startAt: string;
  fullSyncAfter: string | null;
  enabled: boolean;
  autoLink: boolean;
  createdAt: string;
  updatedAt: string;
}

export type NewDataSyncConfig = Omit<DataSyncConfigRecord, 'id' | 'projectId' | 'createdAt' | 'updatedAt'>;
export type DataSyncConfigPatch = Partial<NewDataSyncConfig>;

export interface DataSyncScheduleRecord {
  id: string;
  projectId: string;
  syncConfigId: string | null;
  accountId: string;
  actionId: string;
  name: string;
  syncParams: Record<string, unknown>;
  paramsHash: string;
  /** As stored: `auto_link`, `manual`, or whatever an older version wrote. */
  source: string | null;
  enabled: boolean;
  cadence: string;
  fullSyncAfter: string | null;
  startAt: string | null;
  nextRunAt: string | null;
  lastRunAt: string | null;
  lastRunStatus: string | null;
  lastRunError: string | null;
  lastSuccessStartedAt: string | null;
  lastFullRunAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type NewDataSyncSchedule = Omit<
  DataSyncScheduleRecord,
  'id' | 'projectId' | 'createdAt' | 'updatedAt' | 'lastRunAt' | 'lastRunStatus' | 'lastRunError' | 'lastSuccessStartedAt' | 'lastFullRunAt'
>;

export type DataSyncSchedulePatch = Partial<
  Pick<
    DataSyncScheduleRecord,
    | 'name'
    | 'syncConfigId'
    | 'enabled'
    | 'cadence'
    | 'fullSyncAfter'
    | 'startAt'
    | 'nextRunAt'
    | 'syncParams'
    | 'paramsHash'
    | 'lastRunAt'
    | 'lastRunStatus'
    | 'lastRunError'
    | 'lastSuccessStartedAt'
    | 'lastFullRunAt'
  >
>;

export interface DataSyncScheduleFilter {
  accountId?: string;
  actionId?: string;
  source?: string;
  enabled?: boolean;
  syncConfigId?: string;
}

/** A schedule an enabled auto_link config should have fanned out (docs/concepts/data-sync.md#auto_link-fan-out). */
export interface ExpectedAutoLinkSchedule {
  projectId: string;
  syncConfigId: string;
  connector: string;
  actionId: string;
  paramsHash: string;
}

/** An expected auto_link schedule no row holds yet, for one account of the config's connector. */
export interface MissingAutoLinkSchedule {
  projectId: string;
  syncConfigId: string;
  accountId: string;
  actionId: string;
  paramsHash: string;
}

/** A schedule's next tick, for an engine loading what it must fire. */
export interface ScheduledTick {
  projectId: string;
  scheduleId: string;
  nextRunAt: string;
}

export type DataSyncRunStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'skipped';
export type DataSyncRunMode = 'full' | 'incremental';

export interface DataSyncRunCounts {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
}

export interface DataSyncRunRecord {
  id: string;
  projectId: string;
  scheduleId: string;
  status: DataSyncRunStatus;
  mode: DataSyncRunMode | null;
  dueAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  records: DataSyncRunCounts;
  error: string | null;
  requestId: string;
  leaseExpiresAt: string | null;
  createdAt: string;
}

/** A run held by one executor until its lease expires; only the holder of `leaseToken` may write it. */
export interface LeasedDataSyncRun extends DataSyncRunRecord {
  leaseToken: string;
  /**
   * Where paging continues when this run was taken over: the cursor of the page after the last
   * one an earlier attempt stored (its counts cover exactly those pages), '' when every page was
   * stored, null when the run starts from the first page.
   */
  resumeCursor: string | null;
}

/** The records store is partitioned by what a schedule syncs. */
export interface SyncedRecordKey {
  projectId: string;
  accountId: string;
  actionId: string;
  paramsHash: string;
}

export interface SyncedRecordWrite {
  recordId: string;
  remoteId: string | null;
  contentHash: string;
  /** The record's JSON text, stored as it is (serialized once, for the hash and the row). */
  json: string;
}

export interface StoredRecordState {
  contentHash: string;
  deleted: boolean;
}

export interface SyncedRecord {
  recordId: string;
  remoteId: string | null;
  contentHash: string;
  data: unknown;
  deleted: boolean;
  lastSeenRunId: string;
  changedAt: string;
}

export interface DataSyncConfigRepository {
  create(projectId: string, input: NewDataSyncConfig): Promise<DataSyncConfigRecord>;
  get(projectId: string, id: string): Promise<DataSyncConfigRecord | undefined>;
  list(projectId: string, filter?: { connector?: string }): Promise<DataSyncConfigRecord[]>;
  update(projectId: string, id: string, patch: DataSyncConfigPatch): Promise<DataSyncConfigRecord | undefined>;
  delete(projectId: string, id: string): Promise<boolean>;
  /** The configs that fan out now (enabled, auto_link on), of every project. */
  listFanningOut(): Promise<DataSyncConfigRecord[]>;
}

export interface DataSyncScheduleRepository {
  /** Undefined when (account, action, params_hash) already has a schedule. */
  createIfAbsent(projectId: string, input: NewDataSyncSchedule): Promise<DataSyncScheduleRecord | undefined>;
  get(projectId: string, id: string): Promise<DataSyncScheduleRecord | undefined>;
  /** The row locked for the rest of the transaction (PostgreSQL `for update`; SQLite has one writer). */
  getForUpdate(projectId: string, id: string): Promise<DataSyncScheduleRecord | undefined>;
  findByKey(projectId: string, accountId: string, actionId: string, paramsHash: string): Promise<DataSyncScheduleRecord | undefined>;
  /** By creation, oldest first; `after` is the `next` of the previous page. */
  list(projectId: string, filter: DataSyncScheduleFilter, page: { pageSize: number; after?: string }): Promise<KeysetPage<DataSyncScheduleRecord>>;
  update(projectId: string, id: string, patch: DataSyncSchedulePatch): Promise<DataSyncScheduleRecord | undefined>;
  delete(projectId: string, id: string): Promise<boolean>;
  /** Deletes the auto_link schedules of a config (their runs go with them); returns their ids. */
  deleteAutoLinkOfConfig(projectId: string, syncConfigId: string): Promise<string[]>;
  /** Deletes the auto_link schedules whose config no longer exists, in every project; returns them. */
  deleteOrphanedAutoLink(): Promise<{ projectId: string; scheduleId: string }[]>;
  /**
   * The set difference between what `expected` asks for, for every account of each entry's
   * connector in its project, and the schedules that exist (by the unique (account, action,
   * params_hash)): one query, whatever the number of accounts.
   */
  listMissingAutoLink(expected: readonly ExpectedAutoLinkSchedule[]): Promise<MissingAutoLinkSchedule[]>;
  /**
   * Schedules with a next tick, of every project, by schedule id: what an engine loads when it
   * starts. Without `page`, all of them; with it, `limit` ticks of the schedules after `after`'s
   * (keyset on the id, so a schedule whose tick a claim moves meanwhile is still read once).
   */
  listScheduled(page?: { limit: number; after?: ScheduledTick }): Promise<ScheduledTick[]>;
  /** These schedules (ids of any project; the caller checks each one's project), locked for the rest of the transaction in id order (PostgreSQL `for update`). */
  getManyForUpdate(ids: readonly string[]): Promise<Map<string, DataSyncScheduleRecord>>;
  /** The same patch on many schedules of a project: one statement. */
  updateMany(projectId: string, ids: readonly string[], patch: DataSyncSchedulePatch): Promise<void>;
}

/** A run created already claimed (`running` under a lease): what a batch claim inserts. */
export interface NewLeasedDataSyncRun {
  projectId: string;
  scheduleId: string;
  dueAt: string;
  requestId: string;
  leaseToken: string;
  leaseExpiresAt: string;
  startedAt: string;
  mode: DataSyncRunMode;
}

export interface DataSyncRunRepository {
  create(input: {
    projectId: string;
    scheduleId: string;
    status: 'queued' | 'skipped';
    dueAt: string;
    requestId: string;
    error?: string | null;
  }): Promise<DataSyncRunRecord>;
  get(projectId: string, id: string): Promise<DataSyncRunRecord | undefined>;
  /** The run of this schedule holding (or last holding) the one `running` slot. */
  findRunning(projectId: string, scheduleId: string): Promise<(DataSyncRunRecord & { leaseToken: string | null }) | undefined>;
  findByDueAt(projectId: string, scheduleId: string, dueAt: string): Promise<DataSyncRunRecord | undefined>;
  /** Newest first. */
  listBySchedule(projectId: string, scheduleId: string, page: { pageSize: number; after?: string }): Promise<KeysetPage<DataSyncRunRecord>>;
  /** Marks the run `running` under a new lease; a unique index allows one running run per schedule. */
  lease(
    projectId: string,
    id: string,
    input: { leaseToken: string; leaseExpiresAt: string; startedAt: string; mode: DataSyncRunMode },
  ): Promise<LeasedDataSyncRun>;
  /** Inserts runs already `running` under their lease, in one statement per few hundred; the unique index still allows one running run per schedule. */
  createLeased(inputs: readonly NewLeasedDataSyncRun[]): Promise<LeasedDataSyncRun[]>;
  /** The running run of each of these schedules that has one (any project: the caller checks). */
  findRunningMany(scheduleIds: readonly string[]): Promise<Map<string, DataSyncRunRecord & { leaseToken: string | null }>>;
  /** The newest run of each (schedule, dueAt) that has one, keyed `${scheduleId} ${dueAt as an ISO instant}`. */
  findByDueAtMany(keys: readonly { scheduleId: string; dueAt: string }[]): Promise<Map<string, DataSyncRunRecord>>;
  /** Up to `limit` runs left `running` under a lease that expired before `now` (their process died or stopped), oldest tick first. */
  listOrphaned(now: string, limit: number): Promise<{ projectId: string; scheduleId: string; dueAt: string }[]>;
  /** Moves the lease of every run still held under the given token to `leaseExpiresAt` (now: releases it); how many were. */
  renewLeases(runs: readonly { id: string; leaseToken: string }[], leaseExpiresAt: string): Promise<number>;
  /** False when the lease was lost (expired and taken over). */
  renewLease(projectId: string, id: string, leaseToken: string, leaseExpiresAt: string): Promise<boolean>;
  /**
   * Saves the counts so far (and renews the lease when `leaseExpiresAt` is given: one statement
   * per page), and with `resumeCursor` where a takeover continues paging (see `LeasedDataSyncRun`).
   */
  saveProgress(projectId: string, id: string, leaseToken: string, counts: DataSyncRunCounts, leaseExpiresAt?: string, resumeCursor?: string): Promise<boolean>;
  finish(
    projectId: string,
    id: string,
    leaseToken: string,
    input: { status: 'succeeded' | 'failed' | 'skipped'; finishedAt: string; counts: DataSyncRunCounts; error: string | null },
  ): Promise<boolean>;
}

export interface SyncedRecordRepository {
  /** What is stored of these records now (content hash, whether deleted). */
  states(key: SyncedRecordKey, recordIds: readonly string[]): Promise<Map<string, StoredRecordState>>;
  /** The stored JSON text of these records (for those a content hash alone cannot settle). */
  storedJson(key: SyncedRecordKey, recordIds: readonly string[]): Promise<Map<string, string>>;
  /** Writes new and changed records (a deleted one that came back is revived). */
  write(key: SyncedRecordKey, records: readonly SyncedRecordWrite[], runId: string, changedAt: string): Promise<void>;
  /** Marks unchanged records seen by a full run, without touching their content. */
  markSeen(key: SyncedRecordKey, recordIds: readonly string[], runId: string): Promise<void>;
  /** Up to `limit` live records a full run did not see. */
  listNotSeen(key: SyncedRecordKey, runId: string, limit: number): Promise<SyncedRecord[]>;
  markDeleted(key: SyncedRecordKey, recordIds: readonly string[], runId: string, changedAt: string): Promise<void>;
  /** Ids of live (not deleted) records after `after`, by record id: a full run compares them with what it saw. */
  listLiveIds(key: SyncedRecordKey, page: { limit: number; after?: string }): Promise<{ recordId: string; remoteId: string | null }[]>;
  /**
   * Records changed (written or deleted) after `after`, oldest change first. `position` is where
   * this page ends (or `after` when it is empty): kept by a consumer to read later changes only.
   */
  listChanged(key: SyncedRecordKey, page: { pageSize: number; after?: string }): Promise<KeysetPage<SyncedRecord> & { position: string | null }>;
  count(key: SyncedRecordKey): Promise<number>;
  /** Whether any live (not deleted) record is stored under `key`: one indexed probe, for a run to know it starts from nothing. */
  hasLiveRecords(key: SyncedRecordKey): Promise<boolean>;
}
