import type { PlatformLogger } from '@openunified/feature-kit';
import type { DataSyncScheduleRepository } from '@openunified/store';
import { RunStillLeasedError } from '../sync-run-executor.js';
import type { SyncEngine, SyncJob, SyncJobHandler } from './sync-engine.js';
import { type Tick, TickHeap } from './tick-heap.js';

export interface EmbeddedSyncEngineOptions {
  schedules: Pick<DataSyncScheduleRepository, 'listScheduled'>;
  logger: PlatformLogger;
  /** Jobs run at once. */
  concurrency: number;
  /** How often every next tick is reloaded from the store. */
  reloadIntervalMs: number;
  /** How long `stop` waits for running jobs. */
  stopTimeoutMs?: number;
}

/** Node timers take at most ~24.8 days; the engine wakes at least this often anyway. */
const MAX_SLEEP_MS = 60_000;

/**
 * The default engine (docs/concepts/data-sync.md#engines): an in-process scheduler in the server
 * process. It keeps every schedule's next tick in memory (loaded from the store at start, kept by
 * `scheduleNext`, reloaded periodically as a safety net) in a timer heap, sleeps until the
 * earliest, and runs due jobs with bounded concurrency, never two jobs of one schedule at once. The store keeps the truth: a job the
 * handler finds stale does nothing, so a tick remembered wrongly costs nothing.
 */
export class EmbeddedSyncEngine implements SyncEngine {
  readonly name = 'embedded' as const;
  /** The truth: each schedule's next tick. */
  private readonly ticks = new Map<string, Tick>();
  /** The same ticks by due time; an entry no longer equal to its schedule's tick is stale and skipped when popped. */
  private readonly heap = new TickHeap();
  private wakeQueued = false;
  private readonly runNowQueue: SyncJob[] = [];
  private readonly busySchedules = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private handler: SyncJobHandler | undefined;
  private timer: NodeJS.Timeout | undefined;
  private reloadTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: EmbeddedSyncEngineOptions) {}

  async start(handler: SyncJobHandler): Promise<void> {
    this.handler = handler;
    this.stopped = false;
    await this.reload();
    this.reloadTimer = setInterval(() => {
      this.reload().catch((error: unknown) => this.options.logger.error({ err: error }, 'data sync: could not reload the schedules'));
    }, this.options.reloadIntervalMs);
    this.reloadTimer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.reloadTimer);
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, this.options.stopTimeoutMs ?? 10_000).unref());
    await Promise.race([Promise.allSettled([...this.running]), timeout]);
    this.handler = undefined;
  }

  async scheduleNext(next: { projectId: string; scheduleId: string; dueAt: string | null }): Promise<void> {
    if (next.dueAt === null) this.ticks.delete(next.scheduleId);
    else this.track({ scheduleId: next.scheduleId, projectId: next.projectId, dueAt: Date.parse(next.dueAt) });
    // After the caller's transaction commits: its statement is still running now.
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

  private async reload(): Promise<void> {
    const scheduled = await this.options.schedules.listScheduled();
    this.ticks.clear();
    this.heap.clear();
    for (const tick of scheduled) this.track({ scheduleId: tick.scheduleId, projectId: tick.projectId, dueAt: Date.parse(tick.nextRunAt) });
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

  /** Starts what is due, as far as concurrency allows, then sleeps until the next tick. */
  private wake(): void {
    if (!this.handler || this.stopped) return;
    clearTimeout(this.timer);
    const now = Date.now();
    let nextDue = now + MAX_SLEEP_MS;
    for (let index = 0; index < this.runNowQueue.length && this.running.size < this.options.concurrency; ) {
      const job = this.runNowQueue[index]!;
      if (this.busySchedules.has(job.scheduleId)) {
        index += 1;
        continue;
      }
      this.runNowQueue.splice(index, 1);
      this.launch(job);
    }
    while (this.running.size < this.options.concurrency) {
      const tick = this.heap.peek();
      if (!tick || tick.dueAt > now) break;
      this.heap.pop();
      if (this.ticks.get(tick.scheduleId) !== tick) continue; // stale: the schedule has another tick now, or none
      // Due while its previous job still runs: pushed back when that job ends (see launch).
      if (this.busySchedules.has(tick.scheduleId)) continue;
      // Forgotten until the handler tells the next tick (or a reload brings it back).
      this.ticks.delete(tick.scheduleId);
      this.launch({ projectId: tick.projectId, scheduleId: tick.scheduleId, dueAt: new Date(tick.dueAt).toISOString() });
    }
    const earliest = this.heap.peek();
    // Something already due waits for a free slot: the job that frees it wakes the engine (no timer spinning meanwhile).
    if (earliest && earliest.dueAt > now) nextDue = Math.min(nextDue, earliest.dueAt);
    this.timer = setTimeout(() => this.wake(), Math.max(0, nextDue - Date.now()));
    this.timer.unref();
  }

  private launch(job: SyncJob): void {
    const handler = this.handler;
    if (!handler) return;
    this.busySchedules.add(job.scheduleId);
    const execution = handler(job)
      .catch((error: unknown) => {
        // The tick stays in the store: the next reload offers it again, and after the lease it is taken over.
        if (error instanceof RunStillLeasedError) this.options.logger.warn({ scheduleId: job.scheduleId }, error.message);
        else this.options.logger.error({ err: error, scheduleId: job.scheduleId }, 'data sync: a job failed outside its run');
      })
      .finally(() => {
        this.busySchedules.delete(job.scheduleId);
        this.running.delete(execution);
        // A tick that came due while this job ran was popped and set aside: back in the heap.
        const tick = this.ticks.get(job.scheduleId);
        if (tick) this.heap.push(tick);
        this.wake();
      });
    this.running.add(execution);
  }
}
