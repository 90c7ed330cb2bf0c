// packages/data-sync/src/engine/sync-engine.ts: the contract every engine implements (@openunified/data-sync-pg-boss imports it).

/** One run to execute: a due tick of a schedule, or a run asked for by POST /schedules/{id}/runs. */
export interface SyncJob {
  projectId: string;
  scheduleId: string;
  /** The tick this job is for (ISO 8601): next_run_at when it was enqueued; for a run-now job, the time it was asked. */
  dueAt: string;
  /** Set for run-now jobs: the run row already created (status `queued`) by the route. */
  runId?: string;
}

/**
 * Executes a job to its end (success or failure recorded on the run and the schedule) and, in the
 * same store transaction that records the end, tells the engine the schedule's next tick.
 * Idempotent: a job for a tick that already ran does nothing; a job for a run still running under a
 * live lease throws `RunStillLeasedError`, so a queue retries it (and takes the run over once the
 * lease has run out) rather than dropping a run whose process may have died;
 * a job whose previous run was left `running` by a dead process (lease expired) takes it over;
 * a stale job (its dueAt is no longer the schedule's next_run_at, e.g. after a patch or disable) does nothing.
 */
export type SyncJobHandler = (job: SyncJob) => Promise<void>;

/** Opaque to the engine: the store's open Kysely transaction (`Transaction<any>`), when the caller has one. */
export type StoreTransaction = unknown;

export interface SyncEngine {
  readonly name: 'embedded' | 'pg-boss';
  /** Begins taking jobs; `handler` runs each one. An API-only process never calls start. */
  start(handler: SyncJobHandler): Promise<void>;
  /** Stops taking jobs, waits for running ones to end (bounded), releases connections. */
  stop(): Promise<void>;
  /**
   * The schedule's next tick changed (created, patched, enabled, disabled, ran). `dueAt: null`
   * means it has none (disabled or paused). Runs inside `transaction` when given, so the schedule
   * change and the job commit together (pg-boss: `send` with the `db` option running its SQL on
   * the Kysely transaction; embedded: nothing to write, it wakes its timer after commit).
   */
  scheduleNext(next: { projectId: string; scheduleId: string; dueAt: string | null }, transaction?: StoreTransaction): Promise<void>;
  /** Enqueue a run-now job (its run row already exists). */
  runNow(job: SyncJob, transaction?: StoreTransaction): Promise<void>;
  /**
   * `scheduleNext` for many schedules at once, outside any transaction: what a worker does at
   * start (docs/deployment.md#data-sync-workers). Optional: without it each tick is announced alone.
   */
  announceTicks?(ticks: readonly { projectId: string; scheduleId: string; dueAt: string }[]): Promise<void>;
}
