import { type ActionExecutor, ActionPipelineTokens, type ConnectorRegistry } from '@openunified/action-pipeline';
import type { AnyActionDefinition, ConnectorDefinition } from '@openunified/connector-sdk';
import { isApiError } from '@openunified/errors';
import { type PlatformLogger, PlatformTokens } from '@openunified/feature-kit';
import type { SyncParams } from '@openunified/schemas';
import {
  type AccountRecord,
  type DataSyncRunCounts,
  type DataSyncScheduleRecord,
  type LeasedDataSyncRun,
  type Store,
  type StoredRecordState,
  StoreToken,
  type SyncedRecordKey,
  type SyncedRecordWrite,
} from '@openunified/store';
import { inject, injectable } from 'inversify';
import { nextTickAfter } from './cadence.js';
import type { DataSyncSettings } from './data-sync-settings.js';
import { DataSyncTokens } from './data-sync-tokens.js';
import type { SyncClaimOutcome, SyncEngine, SyncJob, SyncJobProcessor } from './engine/sync-engine.js';
import { syncableAction } from './paused-reason.js';
import { classify, eventResource, identifyRecords } from './record-changes.js';
import { SeenRecordIds } from './seen-record-ids.js';
import { claimRuns, sameInstant } from './sync-run-claims.js';
import { appendSyncRunEvent } from './sync-run-events.js';

export { RunStillLeasedError, runMode } from './sync-run-claims.js';

const DELETION_BATCH = 1000;
/** Pages asked for when the action declares no `max_page_size` (the SDK's default maximum). */
const DEFAULT_SYNC_PAGE_SIZE = 100;
/** Records stored per transaction while paging (see pageThrough). */
const FLUSH_RECORDS = 10_000;

class LeaseLostError extends Error {
  constructor(runId: string) {
    super(`run ${runId} was taken over by another executor after its lease expired`);
  }
}

/**
 * The `SyncJobHandler` every engine calls (docs/concepts/data-sync.md#runs): claims the job under
 * the schedule's row lock (idempotent, one running run per schedule, takes over runs whose lease
 * expired), pages the action through the action pipeline to the end, stores each page in one
 * transaction, detects deletions on full runs, and records the end with the next tick.
 */
@injectable()
export class SyncRunExecutor {
  constructor(
    @inject(StoreToken) private readonly store: Store,
    @inject(ActionPipelineTokens.ActionExecutor) private readonly actions: ActionExecutor,
    @inject(ActionPipelineTokens.ConnectorRegistry) private readonly connectors: ConnectorRegistry,
    @inject(DataSyncTokens.Engine) private readonly engine: SyncEngine,
    @inject(DataSyncTokens.Settings) private readonly settings: DataSyncSettings,
    @inject(PlatformTokens.Logger) private readonly logger: PlatformLogger,
  ) {}

  /** The `SyncJobHandler`: one job claimed and executed at once. */
  readonly handle = async (job: SyncJob): Promise<void> => {
    const [outcome] = await this.processor.claim([job]);
    if (outcome?.kind === 'retry') throw outcome.error;
    if (outcome?.kind === 'claimed') await outcome.execute();
  };

  /**
   * What engines call (docs/concepts/data-sync.md#firing): due jobs claimed in batches, one store
   * transaction each, and each claimed run executed when the engine has a slot for it.
   */
  readonly processor: SyncJobProcessor = {
    claim: async (jobs) => {
      const claims = await claimRuns({ store: this.store, connectors: this.connectors, engine: this.engine, leaseMs: this.settings.leaseMs }, jobs);
      return claims.map((claim, index): SyncClaimOutcome => {
        const job = jobs[index]!;
        if (claim.kind !== 'run') return claim;
        return {
          kind: 'claimed',
          job,
          run: { id: claim.run.id, leaseToken: claim.run.leaseToken },
          execute: () => this.execute(job, claim.run, claim.schedule, claim.account, claim.updatedAfter),
        };
      });
    },
    renewLeases: async (claims) => {
      const runs = claims.flatMap((claim) => (claim.run ? [claim.run] : []));
      if (runs.length > 0) await this.store.dataSyncRuns.renewLeases(runs, this.leaseUntil());
    },
    releaseLeases: async (claims) => {
      const runs = claims.flatMap((claim) => (claim.run ? [claim.run] : []));
      if (runs.length > 0) await this.store.dataSyncRuns.renewLeases(runs, new Date().toISOString());
    },
  };

  private leaseUntil(now = Date.now()): string {
    return new Date(now + this.settings.leaseMs).toISOString();
  }

  private async execute(
    job: SyncJob,
    run: LeasedDataSyncRun,
    schedule: DataSyncScheduleRecord,
    account: AccountRecord,
    updatedAfter: string | null,
  ): Promise<void> {
    const startedAt = Date.now();
    const counts: DataSyncRunCounts = { ...run.records };
    const key: SyncedRecordKey = { projectId: run.projectId, accountId: account.id, actionId: schedule.actionId, paramsHash: schedule.paramsHash };
    let failure: unknown;
    let connector: ConnectorDefinition | undefined;
    let sawEveryRecord = false;
    try {
      connector = this.connectors.get(account.provider);
      const action = syncableAction(connector, schedule.actionId);
      if (!connector || !action) throw new Error(`action ${schedule.actionId} is not syncable`);
      // A run taken over after its lease expired continues after the last page its earlier attempt
      // stored, whose counts already cover the pages before. What that attempt saw is gone, so a
      // resumed full run cannot tell deleted records from seen ones: it detects no deletions and
      // does not count as a full run, which makes the next run a full one.
      const resumed = run.resumeCursor !== null;
      const seen = run.mode === 'full' && !resumed ? new SeenRecordIds() : undefined;
      // A full run into a partition with no live record (a first sync, the largest there is)
      // stores only records it sees: nothing stored needs comparing, and nothing can be deleted.
      const startsEmpty = seen !== undefined && !(await this.store.syncedRecords.hasLiveRecords(key));
      if (run.resumeCursor !== '') await this.pageThrough(run, schedule, account, connector, action, key, counts, updatedAfter, seen, startsEmpty);
      if (seen && !startsEmpty) await this.detectDeletions(run, connector, action, key, counts, seen);
      sawEveryRecord = seen !== undefined;
    } catch (error) {
      failure = error;
    }
    if (failure instanceof LeaseLostError) {
      this.logger.warn({ runId: run.id, scheduleId: schedule.id }, failure.message);
      return;
    }
    await this.finish(job, run, counts, failure, sawEveryRecord);
    await this.logRequest(run, schedule, account, connector, failure, startedAt);
  }

  private async pageThrough(
    run: LeasedDataSyncRun,
    schedule: DataSyncScheduleRecord,
    account: AccountRecord,
    connector: ConnectorDefinition,
    action: AnyActionDefinition,
    key: SyncedRecordKey,
    counts: DataSyncRunCounts,
    updatedAfter: string | null,
    seen: SeenRecordIds | undefined,
    startsEmpty: boolean,
  ): Promise<void> {
    const params = schedule.syncParams as SyncParams;
    // The largest page the provider serves, so a run makes the fewest provider calls; the schedule's own `page_size` wins.
    const baseQuery: Record<string, unknown> = { page_size: action.max_page_size ?? DEFAULT_SYNC_PAGE_SIZE, ...(params.query ?? {}) };
    // What `filter[updated_after]` becomes on the unified routes: the ListQuery's own member.
    if (updatedAfter !== null) baseQuery.updated_after = updatedAfter;
    const resource = eventResource(connector, action);
    // Pages are stored in batches of about FLUSH_RECORDS, one transaction each: a commit writes
    // every B-tree page the batch touched, and ids arrive in random order, so each record of a
    // batch lands on a leaf of its own in the records' primary-key index once that index has more
    // leaves than the batch has records. The log written per record then grows with the store:
    // with 2000-record batches from 2.7 KB at 50k records to 9 KB at 400k (16 KiB pages);
    // with 10,000 it stays at 2.3-3.6 KB up to 400k and 6.7 KB at 1M
    // (docs/concepts/data-sync.md#runs). A failed page stores what came before it first, so the
    // next run starts from there.
    const pending = new Map<string, SyncedRecordWrite>();
    // With `startsEmpty`, the only records stored are those of this run's earlier batches: the
    // pending ones seen before (a provider listing a record on two pages) are all that is looked up.
    const storedEarlier = new Set<string>();
    // The cursor of the first page not stored yet ('' once there is none): saved with each batch,
    // so a takeover continues from there with counts that cover exactly the pages before it.
    let unstoredCursor = run.resumeCursor ?? '';
    let lastFlushAt = Date.now();
    // Write-behind of one batch (docs/concepts/data-sync.md#runs): a batch is stored while the
    // next one is read, so the store's writes (the database's CPU) overlap the reading, mapping
    // and hashing of the following pages (this process's). Batches are still stored one at a
    // time and in page order: the next one starts once this one committed.
    let storing: Promise<void> | undefined;
    let storeFailure: { error: unknown } | undefined;
    /** Starts storing the pending records; what it saves (cursor, records read) is taken now, not when it runs. */
    const flush = (): Promise<void> => {
      const records = [...pending.values()];
      pending.clear();
      lastFlushAt = Date.now();
      const lookedUp = startsEmpty ? [...storedEarlier] : records.map((record) => record.recordId);
      storedEarlier.clear();
      // The counts saved cover exactly the pages before `resumeCursor`: those of this batch and the ones stored before it.
      const resumeCursor = unstoredCursor;
      const readBefore = counts.read;
      return this.store.transaction(async (transaction) => {
        const changedAt = new Date().toISOString();
        const stored = lookedUp.length === 0 ? new Map<string, StoredRecordState>() : await transaction.syncedRecords.states(key, lookedUp);
        const changes = await classify(records, stored, (recordIds) => transaction.syncedRecords.storedJson(key, recordIds));
        const written = [...changes.created, ...changes.updated];
        // Unchanged records cost no write, on full runs too: what a full run saw is kept in `seen`.
        if (written.length > 0) await transaction.syncedRecords.write(key, written, run.id, changedAt);
        const events = [
          ...changes.created.map((record) => changeEvent(`${resource}.created`, record.recordId, record.remoteId, schedule, run)),
          ...changes.updated.map((record) => changeEvent(`${resource}.updated`, record.recordId, record.remoteId, schedule, run)),
        ];
        if (events.length > 0) await transaction.events.appendMany(run.projectId, events);
        counts.created += changes.created.length;
        counts.updated += changes.updated.length;
        counts.unchanged += changes.unchangedIds.length;
        const progress = { ...counts, read: readBefore };
        if (!(await transaction.dataSyncRuns.saveProgress(run.projectId, run.id, run.leaseToken, progress, this.leaseUntil(), resumeCursor)))
          throw new LeaseLostError(run.id);
      });
    };
    /** Waits for the batch being stored, if any; rethrows its failure. */
    const awaitStoring = async (): Promise<void> => {
      const current = storing;
      storing = undefined;
      await current;
    };
    const startFlush = (): void => {
      storing = flush();
      // Seen at the next page (the run stops there) or when awaited; never unhandled.
      storing.catch((error: unknown) => {
        storeFailure ??= { error };
      });
    };
    type PageResult = Awaited<ReturnType<ActionExecutor['execute']>>['result'];
    const fetchPage = (cursor: string | undefined): Promise<PageResult> => {
      const query = cursor === undefined ? baseQuery : { ...baseQuery, cursor };
      return this.actions
        .execute({ account, action: { id: schedule.actionId }, input: { ...params, query: query as SyncParams['query'] }, requestId: run.requestId })
        .then(({ result }) => result);
    };
    // One page ahead (docs/concepts/data-sync.md#runs): the next page is asked for before the
    // current batch is stored, so the provider serves it while the store writes. Batches are
    // still stored in page order, and a failed page fails the run once the pages before it are stored.
    let nextPage: Promise<PageResult> | undefined = fetchPage(run.resumeCursor ?? undefined);
    try {
      while (nextPage !== undefined) {
        let result: PageResult;
        try {
          result = await nextPage;
        } catch (error) {
          await awaitStoring();
          if (pending.size > 0) await flush();
          throw error;
        }
        nextPage = undefined;
        // A batch that failed to store (a lost lease, say) ends the run before more pages are read.
        if (storeFailure) throw storeFailure.error;
        const records = identifyRecords(schedule.actionId, result.data);
        counts.read += records.size;
        for (const [recordId, record] of records) {
          if (seen && !seen.add(recordId) && startsEmpty && !pending.has(recordId)) storedEarlier.add(recordId);
          // A record listed again before its batch is stored counts once, the last copy winning (as within a page).
          pending.delete(recordId);
          pending.set(recordId, record);
        }
        const cursor = typeof result.next === 'string' && result.next !== '' ? result.next : undefined;
        unstoredCursor = cursor ?? '';
        if (cursor !== undefined) {
          nextPage = fetchPage(cursor);
          // Its failure is handled when it is awaited above; until then it must not count as unhandled.
          nextPage.catch(() => {});
        }
        // Flushed often enough to renew the lease well before it expires, however slow the pages come.
        if (pending.size >= FLUSH_RECORDS || cursor === undefined || Date.now() - lastFlushAt >= this.settings.leaseMs / 4) {
          // One batch stored at a time: the one before must have committed (its records are looked up by this one).
          await awaitStoring();
          startFlush();
          if (cursor === undefined) await awaitStoring();
        }
      }
    } finally {
      // No provider call or store write of this run outlives it, whichever way it ends.
      await nextPage?.catch(() => {});
      await storing?.catch(() => {});
    }
  }

  /**
   * A full run saw every live record: those it did not see were deleted at the provider. The
   * stored live ids are read in pages and compared with `seen` (a set difference), so a full run
   * writes nothing for the records that are still there.
   */
  private async detectDeletions(
    run: LeasedDataSyncRun,
    connector: ConnectorDefinition,
    action: AnyActionDefinition,
    key: SyncedRecordKey,
    counts: DataSyncRunCounts,
    seen: SeenRecordIds,
  ): Promise<void> {
    const resource = eventResource(connector, action);
    let after: string | undefined;
    for (;;) {
      const live = await this.store.syncedRecords.listLiveIds(key, { limit: DELETION_BATCH, ...(after !== undefined && { after }) });
      if (live.length === 0) return;
      after = live.at(-1)!.recordId;
      const gone = live.filter((record) => !seen.has(record.recordId));
      if (gone.length === 0) continue;
      await this.store.transaction(async (transaction) => {
        await transaction.syncedRecords.markDeleted(
          key,
          gone.map((record) => record.recordId),
          run.id,
          new Date().toISOString(),
        );
        await transaction.events.appendMany(
          run.projectId,
          gone.map((record) => ({
            type: `${resource}.deleted`,
            accountId: key.accountId,
            payload: {
              record_id: record.recordId,
              remote_id: record.remoteId,
              schedule_id: run.scheduleId,
              account_id: key.accountId,
              action_id: key.actionId,
              run_id: run.id,
            },
          })),
        );
        counts.deleted += gone.length;
        if (!(await transaction.dataSyncRuns.saveProgress(run.projectId, run.id, run.leaseToken, counts, this.leaseUntil()))) throw new LeaseLostError(run.id);
      });
    }
  }

  /** `sawEveryRecord`: a full run that compared every stored record with what it saw (a resumed one could not). */
  private async finish(job: SyncJob, run: LeasedDataSyncRun, counts: DataSyncRunCounts, failure: unknown, sawEveryRecord: boolean): Promise<void> {
    const now = new Date();
    const error = failure === undefined ? null : failure instanceof Error ? failure.message : String(failure);
    const status = failure === undefined ? 'succeeded' : 'failed';
    await this.store.transaction(async (transaction) => {
      const schedule = await transaction.dataSyncSchedules.getForUpdate(run.projectId, run.scheduleId);
      if (!schedule) return;
      const end = { status, finishedAt: now.toISOString(), counts, error } as const;
      if (!(await transaction.dataSyncRuns.finish(run.projectId, run.id, run.leaseToken, end))) return;
      await appendSyncRunEvent(transaction.events, run, schedule, end);
      // A tick moves the schedule to its next tick after now (missed ticks collapse into this run); a run-now leaves the timing alone.
      const isTick = !job.runId && sameInstant(schedule.nextRunAt, job.dueAt);
      const nextRunAt = isTick && schedule.enabled ? nextTickAfter(schedule.startAt ?? schedule.createdAt, schedule.cadence, now) : schedule.nextRunAt;
      await transaction.dataSyncSchedules.update(run.projectId, run.scheduleId, {
        lastRunAt: run.startedAt,
        lastRunStatus: status,
        lastRunError: error,
        ...(status === 'succeeded' && { lastSuccessStartedAt: run.startedAt }),
        ...(status === 'succeeded' && run.mode === 'full' && sawEveryRecord && { lastFullRunAt: run.startedAt }),
        ...(isTick && { nextRunAt }),
      });
      if (isTick) await this.engine.scheduleNext({ projectId: run.projectId, scheduleId: run.scheduleId, dueAt: nextRunAt }, transaction.sqlTransaction);
    });
  }

  /** One request log line per run, under the run's request id, so its provider calls are found in the logs. */
  private async logRequest(
    run: LeasedDataSyncRun,
    schedule: DataSyncScheduleRecord,
    account: AccountRecord,
    connector: ConnectorDefinition | undefined,
    failure: unknown,
    startedAt: number,
  ): Promise<void> {
    try {
      await this.store.requestLogs.create({
        projectId: run.projectId,
        accountId: account.id,
        requestId: run.requestId,
        method: 'POST',
        path: `/v2/data_sync/schedules/${schedule.id}/runs/${run.id}`,
        route: '/v2/data_sync/schedules/:id/runs (sync run)',
        provider: connector?.key ?? account.provider,
        actionId: schedule.actionId,
        status: failure === undefined ? 200 : isApiError(failure) ? failure.statusCode : 500,
        durationMs: Math.round(Date.now() - startedAt),
        query: null,
        warnings: [],
        startedAt: new Date(startedAt).toISOString(),
      });
    } catch (error) {
      this.logger.error({ err: error, runId: run.id }, 'could not write the request log of a sync run');
    }
  }
}

function changeEvent(type: string, recordId: string, remoteId: string | null, schedule: DataSyncScheduleRecord, run: LeasedDataSyncRun) {
  return {
    type,
    payload: {
      record_id: recordId,
      remote_id: remoteId,
      schedule_id: schedule.id,
      account_id: schedule.accountId,
      action_id: schedule.actionId,
      run_id: run.id,
    },
    accountId: schedule.accountId,
  };
}
