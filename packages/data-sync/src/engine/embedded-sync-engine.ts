import type { PlatformLogger } from '@openunified/feature-kit';
import type { DataSyncRunRepository, DataSyncScheduleRepository } from '@openunified/store';
import { asSyncJobProcessor, type ClaimedSyncRun, type SyncEngine, type SyncJob, type SyncJobHandler, type SyncJobProcessor } from './sync-engine.js';
import { type Tick, TickHeap } from './tick-heap.js';

export interface EmbeddedSyncEngineOptions {
  schedules: Pick<DataSyncScheduleRepository, 'listScheduled'>;
  /** Where runs left `running` by a process that stopped or died are found, to be taken over at start and at each reload. */
  runs?: Pick<DataSyncRunRepository, 'listOrphaned'>;
  logger: PlatformLogger;
  /** Jobs run at once. */
  concurrency: number;
  /** How often every next tick is reloaded from the store. */
  reloadIntervalMs: number;
  /** How long `stop` waits for running jobs. */
  stopTimeoutMs?: number;
  /** How often the leases of the runs it holds (claimed, waiting for a slot or executing) are renewed: a third of the lease. */
  leaseRenewalMs?: number;
  /** The most jobs claimed in one store transaction (the first batch of a burst takes at most 500, each full one twice as many as the last). */
  claimBatchSize?: number;
}

/**
 * The first batch of a burst: a few ticks due together fire in one short transaction. While
 * batches come back full, each takes twice as many as the last, up to the largest: a commit
 * writes every page its rows touched, and a burst's runs and schedules share most of their index
 * pages, so 10 000 ticks in 7 transactions write far fewer pages than in 20. Not larger: a batch's
 * claims all start at its beginning, and the largest batch bounds how long one holds the writer
 * (docs/concepts/data-sync.md#firing).
 */
const FIRST_CLAIM_BATCH = 500;
const DEFAULT_MAX_CLAIM_BATCH = 2000;
/** Schedules read per statement while (re)loading the ticks. */
const RELOAD_PAGE = 5000;
/** Orphaned runs taken over per reload. */
const ORPHANS_PER_RELOAD = 5000;

/** Node timers take at most ~24.8 days; the engine wakes at least this often anyway. */
const MAX_SLEEP_MS = 60_000;

/**
 * The default engine (docs/concepts/data-sync.md#engines): an in-process scheduler in the server
 * process. It keeps every schedule's next tick in memory (loaded from the store at start, kept by
 * `scheduleNext`, reloaded periodically as a safety net) in a timer heap and sleeps until the
 * earliest. What is due is claimed at once, in batches (one store transaction each: the tick has
 * fired, docs/concepts/data-sync.md#firing), and the claimed runs are executed with bounded
 * concurrency while their leases are renewed together. The store keeps the truth: a job the
 * claim finds stale does nothing, so a tick remembered wrongly costs nothing.
 */
export class EmbeddedSyncEngine implements SyncEngine {
  readonly name = 'embedded' as const;
  /** The truth: each schedule's next tick. */
  private readonly ticks = new Map<string, Tick>();
  /** The same ticks by due time; an entry no longer equal to its schedule's tick is stale and skipped when popped. */
  private readonly heap = new TickHeap();
  private wakeQueued = false;
  private readonly runNowQueue: SyncJob[] = [];
  /** Runs claimed here, by schedule: waiting for a slot or executing. A run-now of such a schedule waits. */
  private readonly held = new Map<string, ClaimedSyncRun>();
  /** Claimed, waiting for a slot, in the order they fired. */
  private readonly waiting: ClaimedSyncRun[] = [];
  private readonly running = new Set<Promise<void>>();
  private claiming: Promise<void> | undefined;
  /** The claim in flight took a full batch: more may be due. */
  private bursting = false;
  /** Jobs the next claim may take: FIRST_CLAIM_BATCH, doubled after each full batch. */
  private nextBatchSize: number | undefined;
  private processor: SyncJobProcessor | undefined;
  private timer: NodeJS.Timeout | undefined;
  private reloadTimer: NodeJS.Timeout | undefined;
  private leaseTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: EmbeddedSyncEngineOptions) {}

  async start(handler: SyncJobHandler | SyncJobProcessor): Promise<void> {
    this.processor = asSyncJobProcessor(handler);
    this.stopped = false;
    await this.reloadTicks();
    this.reloadTimer = setInterval(() => {
      this.reloadTicks().catch((error: unknown) => this.options.logger.error({ err: error }, 'data sync: could not reload the schedules'));
    }, this.options.reloadIntervalMs);
    this.reloadTimer.unref();
    if (this.options.leaseRenewalMs !== undefined) {
      this.leaseTimer = setInterval(() => {
        if (this.held.size === 0) return;
        this.processor
          ?.renewLeases([...this.held.values()])
          .catch((error: unknown) => this.options.logger.error({ err: error }, 'data sync: could not renew the leases of held runs'));
      }, this.options.leaseRenewalMs);
      this.leaseTimer.unref();
    }
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.reloadTimer);
    clearInterval(this.leaseTimer);
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, this.options.stopTimeoutMs ?? 10_000).unref());
    await Promise.race([Promise.allSettled([this.claiming, ...this.running]), timeout]);
    // Claimed runs that never got a slot: their leases end now, so the next job of each (a
    // restart's reload, another process) takes them over rather than waiting for the lease.
    const unstarted = this.waiting.splice(0);
    if (unstarted.length > 0 && this.processor) {
      await this.processor
        .releaseLeases(unstarted)
        .catch((error: unknown) => this.options.logger.error({ err: error }, 'data sync: could not release the leases of unstarted runs'));
    }
    this.processor = undefined;
  }

  async scheduleNext(next: { projectId: string; scheduleId: string; dueAt: string | null }): Promise<void> {
    if (next.dueAt === null) this.ticks.delete(next.scheduleId);
    else this.track({ scheduleId: next.scheduleId, projectId: next.projectId, dueAt: Date.parse(next.dueAt) });
    // After the caller's transaction commits: its statement is still running now.
    this.queueWake();
  }

  async scheduleMany(ticks: readonly { projectId: string; scheduleId: string; dueAt: string }[]): Promise<void> {
    for (const tick of ticks) this.track({ scheduleId: tick.scheduleId, projectId: tick.projectId, dueAt: Date.parse(tick.dueAt) });
    this.queueWake();
  }

  async runNow(job: SyncJob): Promise<void> {
    this.runNowQueue.push(job);
    this.queueWake();
  }

  /** Due jobs now: what a test or a bench inspects. */
  get pendingTicks(): number {
    return this.ticks.size;
  }

  /**
   * What start and the periodic safety net do: every next tick loaded again from the store, and
   * each run left `running` under an expired lease (its process stopped with runs claimed but not
   * started, or died) queued as a job for its tick, which the claim takes over and completes.
   */
  async reloadTicks(): Promise<void> {
    // In pages, so a large deployment's schedules never come in one result.
    const scheduled: Tick[] = [];
    let after: Awaited<ReturnType<DataSyncScheduleRepository['listScheduled']>>[number] | undefined;
    for (;;) {
      const page = await this.options.schedules.listScheduled({ limit: RELOAD_PAGE, ...(after && { after }) });
      for (const tick of page) scheduled.push({ scheduleId: tick.scheduleId, projectId: tick.projectId, dueAt: Date.parse(tick.nextRunAt) });
      if (page.length < RELOAD_PAGE) break;
      after = page.at(-1);
    }
    this.ticks.clear();
    this.heap.clear();
    for (const tick of scheduled) this.track(tick);
    const orphans = (await this.options.runs?.listOrphaned(new Date().toISOString(), ORPHANS_PER_RELOAD)) ?? [];
    const queued = new Set(this.runNowQueue.map((job) => `${job.scheduleId} ${job.dueAt}`));
    for (const orphan of orphans) {
      // Not one this process holds (its leases are renewed), nor one already queued.
      if (this.held.has(orphan.scheduleId) || queued.has(`${orphan.scheduleId} ${orphan.dueAt}`)) continue;
      this.runNowQueue.push({ projectId: orphan.projectId, scheduleId: orphan.scheduleId, dueAt: orphan.dueAt });
    }
    this.wake();
  }

  private track(tick: Tick): void {
    this.ticks.set(tick.scheduleId, tick);
    this.heap.push(tick);
  }

  /** One wake for any number of changes in the same turn (10k schedules created at once wake it once). */
  private queueWake(): void {
    if (this.wakeQueued) return;
    this.wakeQueued = true;
    setImmediate(() => {
      this.wakeQueued = false;
      this.wake();
    });
  }

  /** Claims what is due (one batch at a time), executes claimed runs as far as concurrency allows, then sleeps until the next tick. */
  private wake(): void {
    if (!this.processor || this.stopped) return;
    clearTimeout(this.timer);
    const now = Date.now();
    if (!this.claiming) {
      const maxBatch = this.options.claimBatchSize ?? DEFAULT_MAX_CLAIM_BATCH;
      const limit = this.nextBatchSize ?? Math.min(FIRST_CLAIM_BATCH, maxBatch);
      const batch = this.takeDue(now, limit);
      if (batch.length > 0) this.claim(batch);
      this.bursting = batch.length === limit;
      this.nextBatchSize = this.bursting ? Math.min(limit * 2, maxBatch) : undefined;
    }
    // Firing comes first (the fire lag is the target): while a burst is being claimed, no new execution starts; the ones running go on.
    if (!this.bursting) while (this.running.size < this.options.concurrency && this.waiting.length > 0) this.launch(this.waiting.shift()!);
    let nextDue = now + MAX_SLEEP_MS;
    const earliest = this.heap.peek();
    // Something already due waits for the claim in flight: its end wakes the engine (no timer spinning meanwhile).
    if (earliest && earliest.dueAt > now) nextDue = Math.min(nextDue, earliest.dueAt);
    this.timer = setTimeout(() => this.wake(), Math.max(0, nextDue - Date.now()));
    this.timer.unref();
  }

  /** Up to a batch of due jobs, at most one per schedule: run-now jobs first (those of a schedule with a run here wait), then due ticks by due time. */
  private takeDue(now: number, limit: number): SyncJob[] {
    const batch: SyncJob[] = [];
    const inBatch = new Set<string>();
    for (let index = 0; index < this.runNowQueue.length && batch.length < limit; ) {
      const job = this.runNowQueue[index]!;
      if (this.held.has(job.scheduleId) || inBatch.has(job.scheduleId)) {
        index += 1;
        continue;
      }
      this.runNowQueue.splice(index, 1);
      inBatch.add(job.scheduleId);
      batch.push(job);
    }
    const deferred: Tick[] = [];
    while (batch.length < limit) {
      const tick = this.heap.peek();
      if (!tick || tick.dueAt > now) break;
      this.heap.pop();
      if (this.ticks.get(tick.scheduleId) !== tick) continue; // stale: the schedule has another tick now, or none
      if (inBatch.has(tick.scheduleId)) {
        deferred.push(tick); // its run-now goes first; the tick follows in the next batch
        continue;
      }
      // A tick of a schedule whose run is still going here is claimed all the same: the claim skips it to the next tick.
      // Forgotten until the claim tells the next tick (or a reload brings it back).
      this.ticks.delete(tick.scheduleId);
      inBatch.add(tick.scheduleId);
      batch.push({ projectId: tick.projectId, scheduleId: tick.scheduleId, dueAt: new Date(tick.dueAt).toISOString() });
    }
    for (const tick of deferred) this.heap.push(tick);
    return batch;
  }

  private claim(batch: SyncJob[]): void {
    const processor = this.processor!;
    this.claiming = processor
      .claim(batch)
      .then((outcomes) => {
        for (const [index, outcome] of outcomes.entries()) {
          if (outcome.kind === 'claimed') {
            this.held.set(outcome.job.scheduleId, outcome);
            this.waiting.push(outcome);
          } else if (outcome.kind === 'retry') this.options.logger.warn({ scheduleId: batch[index]!.scheduleId }, outcome.error.message);
        }
      })
      .catch((error: unknown) => {
        // The ticks stay in the store: the next reload offers them again. A run-now goes back in line.
        this.options.logger.error({ err: error, jobs: batch.length }, 'data sync: could not claim due jobs');
        for (const job of batch) if (job.runId) this.runNowQueue.push(job);
      })
      .finally(() => {
        this.claiming = undefined;
        this.wake();
      });
  }

  private launch(claimed: ClaimedSyncRun): void {
    const execution = claimed
      .execute()
      .catch((error: unknown) => {
        // The run's lease runs out and the next job of its schedule takes it over.
        this.options.logger.error({ err: error, scheduleId: claimed.job.scheduleId }, 'data sync: a job failed outside its run');
      })
      .finally(() => {
        if (this.held.get(claimed.job.scheduleId) === claimed) this.held.delete(claimed.job.scheduleId);
        this.running.delete(execution);
        this.wake();
      });
    this.running.add(execution);
  }
}
