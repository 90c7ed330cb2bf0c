import { ActionPipelineTokens, type ConnectorRegistry } from '@openunified/action-pipeline';
import { BadRequestError, ConflictError, NotFoundError, UnprocessableEntityError } from '@openunified/errors';
import {
  type AccountRecord,
  type DataSyncConfigPatch,
  type DataSyncConfigRecord,
  type DataSyncSchedulePatch,
  type DataSyncScheduleRecord,
  governingConnectorProfile,
  type Store,
  StoreToken,
  type StoreTransaction,
} from '@openunified/store';
import { inject, injectable } from 'inversify';
import { assertCadence, assertDuration, firstTickFrom } from './cadence.js';
import { DataSyncTokens } from './data-sync-tokens.js';
import { type ConfigWire, type RunWire, type ScheduleWire, toConfigWire, toRecordWire, toRunWire, toScheduleSource, toScheduleWire } from './data-sync-wire.js';
import type { SyncEngine } from './engine/sync-engine.js';
import { paramsHash } from './params-hash.js';
import { type PausedReason, pausedReason, syncableAction } from './paused-reason.js';

export interface ConfigInput {
  name: string;
  connector: string;
  actions: { action_id: string; sync_params?: Record<string, unknown> | undefined }[];
  cadence: string;
  start_at?: string | undefined;
  full_sync_after?: string | null | undefined;
  enabled?: boolean | undefined;
  auto_link?: boolean | undefined;
}

export type ConfigPatchInput = Partial<Omit<ConfigInput, 'connector'>>;

export interface ScheduleInput {
  account_id: string;
  action_id: string;
  sync_config_id: string;
  name?: string | undefined;
  sync_params?: Record<string, unknown> | undefined;
  enabled?: boolean | undefined;
  cadence?: string | undefined;
  start_at?: string | undefined;
  full_sync_after?: string | null | undefined;
}

export interface SchedulePatchInput {
  name?: string | undefined;
  enabled?: boolean | undefined;
  cadence?: string | undefined;
  start_at?: string | undefined;
  full_sync_after?: string | null | undefined;
  sync_params?: Record<string, unknown> | undefined;
  sync_config_id?: string | undefined;
}

export interface ScheduleListQuery {
  account_id?: string | undefined;
  action_id?: string | undefined;
  source?: string | undefined;
  enabled?: boolean | undefined;
  sync_config_id?: string | undefined;
  page_size: number;
  next?: string | undefined;
}

/** Fields a config owns on its auto_link schedules (docs/concepts/data-sync.md#who-owns-which-field). */
const CONFIG_OWNED_FIELDS = ['cadence', 'start_at', 'full_sync_after', 'sync_params', 'sync_config_id'] as const;
const ACCOUNT_PAGE_SIZE = 500;

/**
 * Sync configs and schedules (docs/concepts/data-sync.md): validation, the auto_link fan-out,
 * which fields each source may patch, and telling the engine every time a next tick changes.
 */
@injectable()
export class DataSyncService {
  constructor(
    @inject(StoreToken) private readonly store: Store,
    @inject(ActionPipelineTokens.ConnectorRegistry) private readonly connectors: ConnectorRegistry,
    @inject(DataSyncTokens.Engine) private readonly engine: SyncEngine,
  ) {}

  // Configs

  async createConfig(projectId: string, input: ConfigInput): Promise<ConfigWire> {
    this.assertSyncable(
      input.connector,
      input.actions.map((action) => action.action_id),
    );
    assertCadence(input.cadence);
    if (input.full_sync_after) assertDuration(input.full_sync_after, 'full_sync_after');
    const config = await this.store.dataSyncConfigs.create(projectId, {
      name: input.name,
      connector: input.connector,
      actions: input.actions.map((action) => ({ actionId: action.action_id, syncParams: action.sync_params ?? {} })),
      cadence: input.cadence,
      startAt: input.start_at ?? new Date().toISOString(),
      fullSyncAfter: input.full_sync_after ?? null,
      enabled: input.enabled ?? true,
      autoLink: input.auto_link ?? true,
    });
    await this.fanOutConfig(config);
    return toConfigWire(config);
  }

  async getConfig(projectId: string, id: string): Promise<ConfigWire> {
    return toConfigWire(await this.requireConfig(projectId, id));
  }

  async listConfigs(projectId: string): Promise<ConfigWire[]> {
    return (await this.store.dataSyncConfigs.list(projectId)).map(toConfigWire);
  }

  async updateConfig(projectId: string, id: string, input: ConfigPatchInput): Promise<ConfigWire> {
    const existing = await this.requireConfig(projectId, id);
    if (input.actions)
      this.assertSyncable(
        existing.connector,
        input.actions.map((action) => action.action_id),
      );
    if (input.cadence !== undefined) assertCadence(input.cadence);
    if (input.full_sync_after) assertDuration(input.full_sync_after, 'full_sync_after');
    const patch: DataSyncConfigPatch = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.actions !== undefined && { actions: input.actions.map((action) => ({ actionId: action.action_id, syncParams: action.sync_params ?? {} })) }),
      ...(input.cadence !== undefined && { cadence: input.cadence }),
      ...(input.start_at !== undefined && { startAt: input.start_at }),
      ...(input.full_sync_after !== undefined && { fullSyncAfter: input.full_sync_after }),
      ...(input.enabled !== undefined && { enabled: input.enabled }),
      ...(input.auto_link !== undefined && { autoLink: input.auto_link }),
    };
    const timingChanged = input.cadence !== undefined || input.start_at !== undefined || input.full_sync_after !== undefined;
    const config = await this.store.transaction(async (transaction) => {
      const updated = await transaction.dataSyncConfigs.update(projectId, id, patch);
      if (!updated) throw new NotFoundError(`sync config ${id} not found`);
      // The config owns the timing of its auto_link schedules: every one of them moves with it.
      if (timingChanged) await this.moveAutoLinkSchedules(transaction, updated);
      return updated;
    });
    const switchedOn = (input.enabled === true && !existing.enabled) || (input.auto_link === true && !existing.autoLink);
    if (switchedOn || input.actions !== undefined) await this.fanOutConfig(config);
    return toConfigWire(config);
  }

  /**
   * docs/concepts/data-sync.md#deleting-a-config: in one transaction, the config and the auto_link
   * schedules it fanned out go (their runs with them; their records stay with the account, so a
   * config created again resumes change detection instead of reporting every record as new), and
   * the engine forgets their ticks. Manual schedules stay, paused as `sync_config_disabled` until
   * moved to another config (PATCH `sync_config_id`) or deleted: they were authored by hand.
   */
  async deleteConfig(projectId: string, id: string): Promise<void> {
    await this.store.transaction(async (transaction) => {
      if (!(await transaction.dataSyncConfigs.delete(projectId, id))) throw new NotFoundError(`sync config ${id} not found`);
      const deleted = await transaction.dataSyncSchedules.deleteAutoLinkOfConfig(projectId, id);
      for (const scheduleId of deleted) await this.engine.scheduleNext({ projectId, scheduleId, dueAt: null }, transaction.sqlTransaction);
    });
  }

  // Schedules

  async getSchedule(projectId: string, id: string): Promise<ScheduleWire> {
    const schedule = await this.requireSchedule(projectId, id);
    return toScheduleWire(schedule, await this.pausedReasonOf(schedule));
  }

  async listSchedules(projectId: string, query: ScheduleListQuery): Promise<{ data: ScheduleWire[]; next: string | null }> {
    const page = await this.store.dataSyncSchedules.list(
      projectId,
      { accountId: query.account_id, actionId: query.action_id, source: query.source, enabled: query.enabled, syncConfigId: query.sync_config_id },
      { pageSize: query.page_size, ...(query.next !== undefined && { after: query.next }) },
    );
    const data = await Promise.all(page.items.map(async (schedule) => toScheduleWire(schedule, await this.pausedReasonOf(schedule))));
    return { data, next: page.next };
  }

  async createSchedule(projectId: string, input: ScheduleInput): Promise<ScheduleWire> {
    const account = await this.store.accounts.get(projectId, input.account_id);
    if (!account) throw new NotFoundError(`account ${input.account_id} not found`);
    const config = await this.requireConfig(projectId, input.sync_config_id);
    if (config.connector !== account.provider) {
      throw new UnprocessableEntityError(`sync config ${config.id} syncs ${config.connector}, account ${account.id} is ${account.provider}`);
    }
    this.assertSyncable(account.provider, [input.action_id]);
    const cadence = input.cadence ?? config.cadence;
    assertCadence(cadence);
    const fullSyncAfter = input.full_sync_after === undefined ? config.fullSyncAfter : input.full_sync_after;
    if (fullSyncAfter) assertDuration(fullSyncAfter, 'full_sync_after');
    const syncParams = input.sync_params ?? {};
    const schedule = await this.store.transaction(async (transaction) => {
      const created = await this.insertSchedule(transaction, account, {
        config,
        actionId: input.action_id,
        syncParams,
        source: 'manual',
        name: input.name,
        enabled: input.enabled ?? true,
        cadence,
        startAt: input.start_at ?? config.startAt,
        fullSyncAfter,
      });
      if (!created) {
        throw new ConflictError(
          `account ${account.id} already has a schedule of ${input.action_id} with these sync_params (params_hash ${paramsHash(syncParams)})`,
        );
      }
      return created;
    });
    return toScheduleWire(schedule, await this.pausedReasonOf(schedule));
  }

  async updateSchedule(projectId: string, id: string, input: SchedulePatchInput): Promise<ScheduleWire> {
    const schedule = await this.store.transaction(async (transaction) => {
      const existing = await transaction.dataSyncSchedules.getForUpdate(projectId, id);
      if (!existing) throw new NotFoundError(`schedule ${id} not found`);
      this.assertPatchable(existing, input);
      if (input.cadence !== undefined) assertCadence(input.cadence);
      if (input.full_sync_after) assertDuration(input.full_sync_after, 'full_sync_after');
      const patch: DataSyncSchedulePatch = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.enabled !== undefined && { enabled: input.enabled }),
        ...(input.cadence !== undefined && { cadence: input.cadence }),
        ...(input.start_at !== undefined && { startAt: input.start_at }),
        ...(input.full_sync_after !== undefined && { fullSyncAfter: input.full_sync_after }),
      };
      if (input.sync_config_id !== undefined) {
        // Only manual schedules get here (assertPatchable): the new config bounds them from now on.
        // Read through the transaction: on SQLite a read outside it would wait for the transaction's own connection.
        const config = await transaction.dataSyncConfigs.get(projectId, input.sync_config_id);
        if (!config) throw new NotFoundError(`sync config ${input.sync_config_id} not found`);
        const account = await transaction.accounts.get(projectId, existing.accountId);
        if (account && config.connector !== account.provider) {
          throw new UnprocessableEntityError(`sync config ${config.id} syncs ${config.connector}, schedule ${id} is of a ${account.provider} account`);
        }
        patch.syncConfigId = config.id;
      }
      if (input.sync_params !== undefined) {
        const hash = paramsHash(input.sync_params);
        const clash = await transaction.dataSyncSchedules.findByKey(projectId, existing.accountId, existing.actionId, hash);
        if (clash && clash.id !== existing.id) throw new ConflictError(`schedule ${clash.id} already syncs ${existing.actionId} with these sync_params`);
        Object.assign(patch, { syncParams: input.sync_params, paramsHash: hash });
      }
      const enabled = input.enabled ?? existing.enabled;
      const cadence = input.cadence ?? existing.cadence;
      const startAt = input.start_at ?? existing.startAt ?? existing.createdAt;
      const retimed = input.enabled !== undefined || input.cadence !== undefined || input.start_at !== undefined;
      if (retimed) patch.nextRunAt = enabled ? firstTickFrom(startAt, cadence, new Date()) : null;
      const updated = await transaction.dataSyncSchedules.update(projectId, id, patch);
      if (!updated) throw new NotFoundError(`schedule ${id} not found`);
      if (retimed) await this.engine.scheduleNext({ projectId, scheduleId: id, dueAt: updated.nextRunAt }, transaction.sqlTransaction);
      return updated;
    });
    return toScheduleWire(schedule, await this.pausedReasonOf(schedule));
  }

  async deleteSchedule(projectId: string, id: string): Promise<void> {
    await this.store.transaction(async (transaction) => {
      if (!(await transaction.dataSyncSchedules.delete(projectId, id))) throw new NotFoundError(`schedule ${id} not found`);
      await this.engine.scheduleNext({ projectId, scheduleId: id, dueAt: null }, transaction.sqlTransaction);
    });
  }

  /** `POST /schedules/{id}/runs`: a queued run the engine starts at once. */
  async runNow(projectId: string, id: string, requestId: string): Promise<RunWire> {
    const schedule = await this.requireSchedule(projectId, id);
    await this.assertRunnable(schedule);
    return this.store.transaction(async (transaction) => {
      // Re-checked under the row lock: a PATCH enabled=false that committed meanwhile wins.
      const locked = await transaction.dataSyncSchedules.getForUpdate(projectId, id);
      if (!locked) throw new NotFoundError(`schedule ${id} not found`);
      if (!locked.enabled) throw new ConflictError(disabledMessage(id));
      const running = await transaction.dataSyncRuns.findRunning(projectId, id);
      if (running?.leaseExpiresAt && Date.parse(running.leaseExpiresAt) > Date.now()) {
        throw new ConflictError(`schedule ${id} is running (run ${running.id}); wait for it to finish`);
      }
      const dueAt = new Date().toISOString();
      const run = await transaction.dataSyncRuns.create({ projectId, scheduleId: id, status: 'queued', dueAt, requestId });
      await this.engine.runNow({ projectId, scheduleId: id, dueAt, runId: run.id }, transaction.sqlTransaction);
      return toRunWire(run);
    });
  }

  /**
   * Run-now refuses what the scheduler would not run: a disabled schedule (its own `enabled`), and a
   * paused one (docs/concepts/data-sync.md#run-now). Both are 409: the request is well formed but
   * conflicts with the schedule's current state; the message says how to clear it.
   */
  private async assertRunnable(schedule: DataSyncScheduleRecord): Promise<void> {
    if (!schedule.enabled) throw new ConflictError(disabledMessage(schedule.id));
    const paused = await this.pausedReasonOf(schedule);
    if (paused) throw new ConflictError(`schedule ${schedule.id} is paused (${paused}): ${howToResume(paused, schedule)}`);
  }

  async listRuns(projectId: string, id: string, page: { page_size: number; next?: string | undefined }): Promise<{ data: RunWire[]; next: string | null }> {
    await this.requireSchedule(projectId, id);
    const runs = await this.store.dataSyncRuns.listBySchedule(projectId, id, {
      pageSize: page.page_size,
      ...(page.next !== undefined && { after: page.next }),
    });
    return { data: runs.items.map(toRunWire), next: runs.next };
  }

  async listRecords(projectId: string, id: string, page: { page_size: number; next?: string | undefined }) {
    const schedule = await this.requireSchedule(projectId, id);
    const records = await this.store.syncedRecords.listChanged(
      { projectId, accountId: schedule.accountId, actionId: schedule.actionId, paramsHash: schedule.paramsHash },
      { pageSize: page.page_size, ...(page.next !== undefined && { after: page.next }) },
    );
    return { data: records.items.map(toRecordWire), next: records.next, cursor: records.position };
  }

  // The auto_link fan-out

  /** A newly linked account gets the schedules of every enabled auto_link config of its connector. */
  async fanOutAccount(account: AccountRecord): Promise<void> {
    const configs = await this.store.dataSyncConfigs.list(account.projectId, { connector: account.provider });
    for (const config of configs) {
      if (config.enabled && config.autoLink) await this.createAutoLinkSchedules(config, account);
    }
  }

  /** Every account of the config's connector gets its schedules; those that exist are left alone. */
  async fanOutConfig(config: DataSyncConfigRecord): Promise<void> {
    if (!config.enabled || !config.autoLink) return;
    for (let page = 0; ; page += 1) {
      const accounts = await this.store.accounts.list(config.projectId, { providers: [config.connector], page, pageSize: ACCOUNT_PAGE_SIZE });
      for (const account of accounts) await this.createAutoLinkSchedules(config, account);
      if (accounts.length < ACCOUNT_PAGE_SIZE) return;
    }
  }

  async pausedReasonOf(schedule: DataSyncScheduleRecord): Promise<PausedReason | null> {
    const [config, account] = await Promise.all([
      schedule.syncConfigId ? this.store.dataSyncConfigs.get(schedule.projectId, schedule.syncConfigId) : undefined,
      this.store.accounts.get(schedule.projectId, schedule.accountId),
    ]);
    if (!account) return 'account_archived';
    const profile = await governingConnectorProfile(this.store.connectorProfiles, account);
    return pausedReason({ schedule, config, account, profile, connector: this.connectors.get(account.provider) });
  }

  /** The auto_link schedules of `actions` (default: all the config's) for the account; existing ones are left alone. */
  async createAutoLinkSchedules(config: DataSyncConfigRecord, account: AccountRecord, actions = config.actions): Promise<number> {
    let created = 0;
    for (const action of actions) {
      const schedule = await this.store.transaction((transaction) =>
        this.insertSchedule(transaction, account, {
          config,
          actionId: action.actionId,
          syncParams: action.syncParams,
          source: 'auto_link',
          name: undefined,
          enabled: true,
          cadence: config.cadence,
          startAt: config.startAt,
          fullSyncAfter: config.fullSyncAfter,
        }),
      );
      if (schedule) created += 1;
    }
    return created;
  }

  private async insertSchedule(
    transaction: StoreTransaction,
    account: AccountRecord,
    input: {
      config: DataSyncConfigRecord;
      actionId: string;
      syncParams: Record<string, unknown>;
      source: 'auto_link' | 'manual';
      name: string | undefined;
      enabled: boolean;
      cadence: string;
      startAt: string;
      fullSyncAfter: string | null;
    },
  ): Promise<DataSyncScheduleRecord | undefined> {
    const actionLabel = this.connectors.get(account.provider)?.actions.find((action) => action.id === input.actionId)?.label ?? input.actionId;
    const created = await transaction.dataSyncSchedules.createIfAbsent(account.projectId, {
      syncConfigId: input.config.id,
      accountId: account.id,
      actionId: input.actionId,
      name: input.name ?? `${actionLabel} (${account.label ?? account.originOwnerName ?? account.id})`,
      syncParams: input.syncParams,
      paramsHash: paramsHash(input.syncParams),
      source: input.source,
      enabled: input.enabled,
      cadence: input.cadence,
      fullSyncAfter: input.fullSyncAfter,
      startAt: input.startAt,
      nextRunAt: input.enabled ? firstTickFrom(input.startAt, input.cadence, new Date()) : null,
    });
    if (created) {
      await this.engine.scheduleNext({ projectId: account.projectId, scheduleId: created.id, dueAt: created.nextRunAt }, transaction.sqlTransaction);
    }
    return created;
  }

  private async moveAutoLinkSchedules(transaction: StoreTransaction, config: DataSyncConfigRecord): Promise<void> {
    const now = new Date();
    let after: string | undefined;
    do {
      const page = await transaction.dataSyncSchedules.list(
        config.projectId,
        { syncConfigId: config.id, source: 'auto_link' },
        { pageSize: ACCOUNT_PAGE_SIZE, ...(after !== undefined && { after }) },
      );
      for (const schedule of page.items) {
        const nextRunAt = schedule.enabled ? firstTickFrom(config.startAt, config.cadence, now) : null;
        await transaction.dataSyncSchedules.update(config.projectId, schedule.id, {
          cadence: config.cadence,
          startAt: config.startAt,
          fullSyncAfter: config.fullSyncAfter,
          nextRunAt,
        });
        await this.engine.scheduleNext({ projectId: config.projectId, scheduleId: schedule.id, dueAt: nextRunAt }, transaction.sqlTransaction);
      }
      after = page.next ?? undefined;
    } while (after !== undefined);
  }

  /**
   * The source decides what a patch may touch: on auto_link schedules the config owns the timing
   * and the SyncParams, so patching them is a 409 (the request conflicts with who owns the field,
   * not with its own content). A source this version does not know allows only name and enabled.
   */
  private assertPatchable(schedule: DataSyncScheduleRecord, input: SchedulePatchInput): void {
    const source = toScheduleSource(schedule.source);
    if (source === 'manual') return;
    const owned = CONFIG_OWNED_FIELDS.filter((field) => input[field] !== undefined);
    if (owned.length === 0) return;
    const owner = source === 'auto_link' ? `its sync config ${schedule.syncConfigId} owns them; patch the config instead` : `its source is ${source ?? 'null'}`;
    throw new ConflictError(`schedule ${schedule.id} is ${source ?? 'of no source'}: ${owned.join(', ')} cannot be patched (${owner})`);
  }

  private assertSyncable(connectorKey: string, actionIds: readonly string[]): void {
    const connector = this.connectors.get(connectorKey);
    if (!connector) throw new BadRequestError(`no connector "${connectorKey}" is installed`);
    if (actionIds.length === 0) throw new BadRequestError('actions must name at least one action');
    for (const actionId of actionIds) {
      if (!connector.actions.some((action) => action.id === actionId)) throw new BadRequestError(`connector "${connectorKey}" has no action "${actionId}"`);
      if (!syncableAction(connector, actionId)) {
        throw new UnprocessableEntityError(`action "${actionId}" cannot be synced: data sync runs list actions only`);
      }
    }
  }

  private async requireConfig(projectId: string, id: string): Promise<DataSyncConfigRecord> {
    const config = await this.store.dataSyncConfigs.get(projectId, id);
    if (!config) throw new NotFoundError(`sync config ${id} not found`);
    return config;
  }

  private async requireSchedule(projectId: string, id: string): Promise<DataSyncScheduleRecord> {
    const schedule = await this.store.dataSyncSchedules.get(projectId, id);
    if (!schedule) throw new NotFoundError(`schedule ${id} not found`);
    return schedule;
  }
}

function disabledMessage(scheduleId: string): string {
  return `schedule ${scheduleId} is disabled (enabled is false): PATCH /v2/data_sync/schedules/${scheduleId} with {"enabled": true} before running it`;
}

/** What clears each paused_reason (docs/concepts/data-sync.md#paused_reason). */
function howToResume(reason: PausedReason, schedule: DataSyncScheduleRecord): string {
  switch (reason) {
    case 'sync_config_disabled':
      return `enable its sync config ${schedule.syncConfigId} (PATCH /v2/data_sync/configs/${schedule.syncConfigId} with {"enabled": true}); if the config was deleted, move the schedule to another config (PATCH sync_config_id) or delete it`;
    case 'action_disabled':
      return `enable ${schedule.actionId} on the account's connector profile (enabled_actions) before running it`;
    case 'action_not_syncable':
      return `the installed connector no longer syncs ${schedule.actionId}; delete the schedule or install a connector version that does`;
    case 'auto_link_disabled':
      return `turn auto_link back on for its sync config ${schedule.syncConfigId} before running it`;
    default:
      return `the account ${schedule.accountId} must be active before the schedule runs`;
  }
}
