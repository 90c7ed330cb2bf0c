import { randomUUID } from 'node:crypto';
import type { ConnectorRegistry } from '@openunified/action-pipeline';
import {
  type AccountRecord,
  type ConnectorProfileRecord,
  type DataSyncConfigRecord,
  type DataSyncRunMode,
  type DataSyncRunRecord,
  type DataSyncSchedulePatch,
  type DataSyncScheduleRecord,
  governingConnectorProfile,
  type LeasedDataSyncRun,
  type NewLeasedDataSyncRun,
  type Store,
  type StoreTransaction,
} from '@openunified/store';
import { durationMs, nextTickAfter } from './cadence.js';
import type { SyncEngine, SyncJob } from './engine/sync-engine.js';
import { pausedReason } from './paused-reason.js';
import { appendSyncRunEvent } from './sync-run-events.js';

/**
 * A job came again for a run that is still running under a live lease: its process may be alive,
 * or may have died a moment ago. Reported (not "nothing to do") so a queue retries the job later;
 * once the lease has run out, the retry takes the run over instead of leaving it stranded.
 */
export class RunStillLeasedError extends Error {
  override name = 'RunStillLeasedError';
  constructor(runId: string, leaseExpiresAt: string) {
    super(`run ${runId} is still running under a lease that expires at ${leaseExpiresAt}; try the job again after that`);
  }
}

/** What a job turned into once the store decided, under the schedule's row lock. */
export type RunClaim =
  | { kind: 'nothing' }
  | { kind: 'retry'; error: RunStillLeasedError }
  | { kind: 'run'; run: LeasedDataSyncRun; schedule: DataSyncScheduleRecord; account: AccountRecord; updatedAfter: string | null };

export interface RunClaimContext {
  store: Store;
  connectors: ConnectorRegistry;
  engine: SyncEngine;
  leaseMs: number;
}

type Tick = { projectId: string; scheduleId: string; dueAt: string };

/**
 * Claims due jobs in one store transaction (docs/concepts/data-sync.md#firing): the schedules'
 * rows locked, their running runs and the runs of these ticks read in a few statements, then per
 * job the same decision as ever (idempotent, one running run per schedule, a run whose lease
 * expired taken over, paused schedules skipped), and the writes in bulk: the new runs inserted
 * `running` under one lease token, each schedule moved to its next tick after now (missed ticks
 * collapse into this run), and every next tick told to the engine in the same transaction.
 * One outcome per job, in order; a job of a schedule seen earlier in the batch sees that claim.
 */
export async function claimRuns(context: RunClaimContext, jobs: readonly SyncJob[]): Promise<RunClaim[]> {
  if (jobs.length === 0) return [];
  return context.store.transaction(async (transaction) => {
    const now = new Date();
    const nowIso = now.toISOString();
    const leaseToken = randomUUID();
    const leaseExpiresAt = new Date(now.getTime() + context.leaseMs).toISOString();
    const scheduleIds = jobs.map((job) => job.scheduleId);
    const schedules = await transaction.dataSyncSchedules.getManyForUpdate(scheduleIds);
    const running = await transaction.dataSyncRuns.findRunningMany(scheduleIds);
    const tickJobs = jobs.filter((job) => !job.runId);
    const runsOfTicks =
      tickJobs.length > 0
        ? await transaction.dataSyncRuns.findByDueAtMany(tickJobs.map((job) => ({ scheduleId: job.scheduleId, dueAt: job.dueAt })))
        : new Map();
    const lookups = new BatchLookups(transaction);
    // A burst of ticks shares one due time: parsed once per distinct text, not twice per job.
    const dueTimes = new Map<string, number>();
    const dueTime = (dueAt: string) => {
      let time = dueTimes.get(dueAt);
      if (time === undefined) {
        time = Date.parse(dueAt);
        dueTimes.set(dueAt, time);
      }
      return time;
    };
    const dueIsos = new Map<string, string>();
    const dueIso = (dueAt: string) => {
      let iso = dueIsos.get(dueAt);
      if (iso === undefined) {
        iso = new Date(dueTime(dueAt)).toISOString();
        dueIsos.set(dueAt, iso);
      }
      return iso;
    };
    const nowTime = now.getTime();

    const outcomes: RunClaim[] = [];
    const toCreate: { index: number; input: NewLeasedDataSyncRun; schedule: DataSyncScheduleRecord; account: AccountRecord }[] = [];
    const patches = new Map<string, { projectId: string; patch: DataSyncSchedulePatch }>();
    const nextTicks = new Map<string, Tick>();
    /** `patch` is kept as it is, later patches merged into it: a new object each call. */
    const patchSchedule = (schedule: DataSyncScheduleRecord, patch: DataSyncSchedulePatch) => {
      const current = patches.get(schedule.id);
      if (current) Object.assign(current.patch, patch);
      else patches.set(schedule.id, { projectId: schedule.projectId, patch });
    };
    // A burst is mostly schedules of one start and cadence: their next tick is computed once.
    const nextTicksAfterNow = new Map<string, string>();
    /**
     * Moves a schedule past the ticks that went by: `start_at + k x cadence`, the first one after now,
     * with `also` in the same patch (one object of its final shape: merging it in later cost a burst
     * a tenth of what its claims allocated). False if the schedule has no next tick.
     */
    const advance = (schedule: DataSyncScheduleRecord, also?: DataSyncSchedulePatch): boolean => {
      if (!schedule.enabled || schedule.nextRunAt === null) return false;
      const startAt = schedule.startAt ?? schedule.createdAt;
      const tickKey = `${startAt} ${schedule.cadence}`;
      let nextRunAt = nextTicksAfterNow.get(tickKey);
      if (nextRunAt === undefined) {
        nextRunAt = nextTickAfter(startAt, schedule.cadence, now);
        nextTicksAfterNow.set(tickKey, nextRunAt);
      }
      patchSchedule(schedule, also ? { nextRunAt, ...also } : { nextRunAt });
      schedule.nextRunAt = nextRunAt;
      nextTicks.set(schedule.id, { projectId: schedule.projectId, scheduleId: schedule.id, dueAt: nextRunAt });
      return true;
    };

    for (const [index, job] of jobs.entries()) {
      const { projectId, scheduleId } = job;
      const schedule = schedules.get(scheduleId);
      if (!schedule || schedule.projectId !== projectId) {
        outcomes.push({ kind: 'nothing' });
        continue;
      }
      const current = running.get(scheduleId);
      const leaseAlive = current?.leaseExpiresAt !== undefined && current.leaseExpiresAt !== null && Date.parse(current.leaseExpiresAt) > nowTime;
      const run: DataSyncRunRecord | undefined = job.runId
        ? await transaction.dataSyncRuns.get(projectId, job.runId)
        : runsOfTicks.get(`${scheduleId} ${dueIso(job.dueAt)}`);
      const takingOver = run !== undefined && current?.id === run.id && !leaseAlive;
      if (run && current?.id === run.id && leaseAlive && current.leaseExpiresAt) {
        outcomes.push({ kind: 'retry', error: new RunStillLeasedError(run.id, current.leaseExpiresAt) });
        continue;
      }
      if (run && run.status !== 'queued' && !takingOver) {
        outcomes.push({ kind: 'nothing' }); // this job already ran, or runs
        continue;
      }
      if (!job.runId && !run && (schedule.nextRunAt === null || dueTime(schedule.nextRunAt) !== dueTime(job.dueAt))) {
        outcomes.push({ kind: 'nothing' }); // stale tick
        continue;
      }
      if (current && !takingOver) {
        if (leaseAlive) {
          // Another run of the schedule holds the slot: a tick is skipped (its successor comes), a run-now waits for a redelivery.
          if (!job.runId) advance(schedule);
          outcomes.push({ kind: 'nothing' });
          continue;
        }
        // A run of another tick was left running by a process that died: it ends failed, this job goes on.
        const end = {
          status: 'failed',
          finishedAt: now.toISOString(),
          counts: current.records,
          error: 'the process running it stopped (lease expired)',
        } as const;
        if (await transaction.dataSyncRuns.finish(projectId, current.id, current.leaseToken ?? '', end)) {
          await appendSyncRunEvent(transaction.events, current, schedule, end);
        }
        running.delete(scheduleId);
      }

      // Read once per batch; awaited only the first time (a burst is mostly a few accounts' schedules).
      const account = lookups.known('account', projectId, schedule.accountId) ?? (await lookups.account(projectId, schedule.accountId));
      if (!account) {
        outcomes.push({ kind: 'nothing' });
        continue;
      }
      const config = schedule.syncConfigId
        ? (lookups.known('config', projectId, schedule.syncConfigId) ?? (await lookups.config(projectId, schedule.syncConfigId)))
        : undefined;
      let profile = lookups.knownProfileOf(account);
      if (profile === undefined) profile = await lookups.profileOf(account);
      const paused = pausedReason({ schedule, config, account, profile: profile ?? undefined, connector: context.connectors.get(account.provider) });
      if (paused) {
        // Ticks of a paused schedule pass without a run; a run asked for meanwhile ends skipped, saying why.
        if (run) {
          const leased = await transaction.dataSyncRuns.lease(projectId, run.id, { leaseToken, leaseExpiresAt, startedAt: now.toISOString(), mode: 'full' });
          const end = { status: 'skipped', finishedAt: now.toISOString(), counts: leased.records, error: `paused: ${paused}` } as const;
          if (await transaction.dataSyncRuns.finish(projectId, run.id, leaseToken, end)) await appendSyncRunEvent(transaction.events, leased, schedule, end);
        }
        if (!job.runId) advance(schedule);
        outcomes.push({ kind: 'nothing' });
        continue;
      }

      const mode = runMode(schedule, now);
      // A tick moves the schedule to its next tick after now as it fires (missed ticks collapse into this run); a run-now leaves the timing alone.
      if (run) {
        if (!job.runId) advance(schedule);
        // A run-now's queued run, or a run taken over: leased where it is.
        const leased = await transaction.dataSyncRuns.lease(projectId, run.id, {
          leaseToken,
          leaseExpiresAt,
          // A run taken over keeps its start: `updated_after` of the next run must not skip what it missed.
          startedAt: takingOver && run.startedAt ? run.startedAt : now.toISOString(),
          mode: takingOver && run.mode ? run.mode : mode,
        });
        running.set(scheduleId, { ...leased, leaseToken });
        patchSchedule(schedule, { lastRunAt: leased.startedAt, lastRunStatus: 'running', lastRunError: null });
        outcomes.push(runClaim(leased, schedule, account));
      } else {
        const input: NewLeasedDataSyncRun = {
          projectId,
          scheduleId,
          dueAt: job.dueAt,
          requestId: randomUUID(),
          leaseToken,
          leaseExpiresAt,
          startedAt: nowIso,
          mode,
        };
        toCreate.push({ index, input, schedule, account });
        // Later jobs of this schedule in the batch see it running.
        running.set(scheduleId, pendingRun(input));
        const started = { lastRunAt: input.startedAt, lastRunStatus: 'running', lastRunError: null } as const;
        if (job.runId || !advance(schedule, started)) patchSchedule(schedule, started);
        outcomes.push({ kind: 'nothing' }); // replaced once inserted
      }
    }

    const created = await transaction.dataSyncRuns.createLeased(toCreate.map((entry) => entry.input));
    for (const [position, entry] of toCreate.entries()) outcomes[entry.index] = runClaim(created[position]!, entry.schedule, entry.account);
    // One statement per distinct patch (a burst of ticks of one cadence shares it).
    const groups = new Map<string, { projectId: string; patch: DataSyncSchedulePatch; ids: string[] }>();
    for (const [scheduleId, { projectId, patch }] of patches) {
      const key = JSON.stringify([projectId, patch]);
      const group = groups.get(key) ?? { projectId, patch, ids: [] };
      group.ids.push(scheduleId);
      groups.set(key, group);
    }
    for (const group of groups.values()) await transaction.dataSyncSchedules.updateMany(group.projectId, group.ids, group.patch);
    const ticks = [...nextTicks.values()];
    if (ticks.length > 0) {
      if (context.engine.scheduleMany) await context.engine.scheduleMany(ticks, transaction.sqlTransaction);
      else for (const tick of ticks) await context.engine.scheduleNext(tick, transaction.sqlTransaction);
    }
    return outcomes;
  });
}

function runClaim(run: LeasedDataSyncRun, schedule: DataSyncScheduleRecord, account: AccountRecord): RunClaim {
  return { kind: 'run', run, schedule, account, updatedAfter: run.mode === 'incremental' ? schedule.lastSuccessStartedAt : null };
}

function pendingRun(input: NewLeasedDataSyncRun): DataSyncRunRecord & { leaseToken: string } {
  return {
    leaseToken: input.leaseToken,
    id: '(being created)',
    projectId: input.projectId,
    scheduleId: input.scheduleId,
    status: 'running',
    mode: input.mode,
    dueAt: input.dueAt,
    startedAt: input.startedAt,
    finishedAt: null,
    records: { read: 0, created: 0, updated: 0, unchanged: 0, deleted: 0 },
    error: null,
    requestId: input.requestId,
    leaseExpiresAt: input.leaseExpiresAt,
    createdAt: input.startedAt,
  };
}

/** Accounts, configs and profiles read once per batch: a burst of ticks is mostly a few accounts' schedules. */
class BatchLookups {
  private readonly pending = new Map<string, Promise<unknown>>();
  /** What was found, by kind and id: read without an await (a burst of 10 000 jobs would make 30 000 of them). */
  private readonly found = new Map<string, unknown>();
  private readonly governingProfiles = new Map<string, ConnectorProfileRecord | null>();
  private readonly pendingProfiles = new Map<string, Promise<ConnectorProfileRecord | null>>();

  constructor(private readonly transaction: StoreTransaction) {}

  known<Kind extends keyof LookupKinds>(kind: Kind, projectId: string, id: string): LookupKinds[Kind] | undefined {
    return this.found.get(`${kind} ${projectId} ${id}`) as LookupKinds[Kind] | undefined;
  }

  account(projectId: string, id: string) {
    return this.load('account', projectId, id, () => this.transaction.accounts.get(projectId, id));
  }

  config(projectId: string, id: string) {
    return this.load('config', projectId, id, () => this.transaction.dataSyncConfigs.get(projectId, id));
  }

  /**
   * The profile governing the account (the same rule as the action pipeline's), null when it has
   * none; undefined until it is read. Accounts linked by hand share their provider's newest.
   */
  knownProfileOf(account: AccountRecord): ConnectorProfileRecord | null | undefined {
    return this.governingProfiles.get(governingProfileKey(account));
  }

  profileOf(account: AccountRecord): Promise<ConnectorProfileRecord | null> {
    const key = governingProfileKey(account);
    let pending = this.pendingProfiles.get(key);
    if (!pending) {
      pending = governingConnectorProfile(this.transaction.connectorProfiles, account).then((profile) => {
        this.governingProfiles.set(key, profile ?? null);
        return profile ?? null;
      });
      this.pendingProfiles.set(key, pending);
    }
    return pending;
  }

  private load<Kind extends keyof LookupKinds>(
    kind: Kind,
    projectId: string,
    id: string,
    read: () => Promise<LookupKinds[Kind] | undefined>,
  ): Promise<LookupKinds[Kind] | undefined> {
    const key = `${kind} ${projectId} ${id}`;
    let value = this.pending.get(key) as Promise<LookupKinds[Kind] | undefined> | undefined;
    if (!value) {
      value = read().then((record) => {
        if (record !== undefined) this.found.set(key, record);
        return record;
      });
      this.pending.set(key, value);
    }
    return value;
  }
}

interface LookupKinds {
  account: AccountRecord;
  config: DataSyncConfigRecord;
}

function governingProfileKey(account: AccountRecord): string {
  return `${account.projectId} ${account.provider} ${account.connectorProfileId ?? ''}`;
}

/** Full on the first run, after a run that never succeeded fully, and once `full_sync_after` has passed since the last full run. */
export function runMode(schedule: Pick<DataSyncScheduleRecord, 'lastFullRunAt' | 'lastSuccessStartedAt' | 'fullSyncAfter'>, now: Date): DataSyncRunMode {
  if (schedule.lastFullRunAt === null || schedule.lastSuccessStartedAt === null) return 'full';
  if (schedule.fullSyncAfter !== null && now.getTime() - Date.parse(schedule.lastFullRunAt) >= durationMs(schedule.fullSyncAfter, 'full_sync_after'))
    return 'full';
  return 'incremental';
}

export function sameInstant(left: string | null, right: string): boolean {
  return left !== null && Date.parse(left) === Date.parse(right);
}
