import type { PlatformLogger } from '@openunified/feature-kit';
import type { DataSyncScheduleRepository } from '@openunified/store';
import type { SyncEngine, SyncJob, SyncJobHandler } from './sync-engine.js';

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
 * `scheduleNext`, reloaded periodically as a safety net) and runs due jobs with bounded
 * concurrency, never two jobs of one schedule at once. The store keeps the truth: a job the
 * handler finds stale does nothing, so a tick remembered wrongly costs nothing.
 */
export class EmbeddedSyncEngine implements SyncEngine {
  readonly name = 'embedded' as const;
  private readonly ticks = new Map<string, { projectId: string; dueAt: number }>();
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
    else this.ticks.set(next.scheduleId, { projectId: next.projectId, dueAt: Date.parse(next.dueAt) });
    // After the caller's transaction commits: its statement is still running now.
    setImmediate(() => this.wake());
  }

  async runNow(job: SyncJob): Promise<void> {
    this.runNowQueue.push(job);
    setImmediate(() => this.wake());
  }

  /** Due jobs now: what a test or a bench inspects. */
  get pendingTicks(): number {
    return this.ticks.size;
  }

  private async reload(): Promise<void> {
    const scheduled = await this.options.schedules.listScheduled();
    this.ticks.clear();
    for (const tick of scheduled) this.ticks.set(tick.scheduleId, { projectId: tick.projectId, dueAt: Date.parse(tick.nextRunAt) });
    this.wake();
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
    for (const [scheduleId, tick] of this.ticks) {
      if (tick.dueAt > now) {
        nextDue = Math.min(nextDue, tick.dueAt);
        continue;
      }
      if (this.busySchedules.has(scheduleId) || this.running.size >= this.options.concurrency) continue;
      // Forgotten until the handler tells the next tick (or a reload brings it back).
      this.ticks.delete(scheduleId);
      this.launch({ projectId: tick.projectId, scheduleId, dueAt: new Date(tick.dueAt).toISOString() });
    }
    this.timer = setTimeout(() => this.wake(), Math.max(0, nextDue - Date.now()));
    this.timer.unref();
  }

  private launch(job: SyncJob): void {
    const handler = this.handler;
    if (!handler) return;
    this.busySchedules.add(job.scheduleId);
    const execution = handler(job)
      .catch((error: unknown) => this.options.logger.error({ err: error, scheduleId: job.scheduleId }, 'data sync: a job failed outside its run'))
      .finally(() => {
        this.busySchedules.delete(job.scheduleId);
        this.running.delete(execution);
        this.wake();
      });
    this.running.add(execution);
  }
}
