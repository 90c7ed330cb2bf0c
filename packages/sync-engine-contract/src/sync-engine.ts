// The contract every sync engine implements: the embedded engine of @openunified/data-sync and @openunified/data-sync-pg-boss.

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

/**
 * What a job became once claimed (docs/concepts/data-sync.md#firing): `claimed` (its run is
 * `running` under a lease this process holds: the tick has fired; `execute` does the provider
 * calls), `nothing` (already ran, stale, paused, or skipped because the schedule's previous run is
 * still going), or `retry` (a run still under another executor's live lease: a queue tries the job
 * again later and takes the run over once the lease has run out).
 */
export type SyncClaimOutcome = ClaimedSyncRun | { kind: 'nothing' } | { kind: 'retry'; error: Error };

export interface ClaimedSyncRun {
  kind: 'claimed';
  job: SyncJob;
  /** Set when the claim created or leased a run (a plain `SyncJobHandler` claims nothing itself). */
  run?: { id: string; leaseToken: string };
  /** Runs the claimed run to its end (provider calls, records, the run's end with the schedule's next tick). */
  execute(): Promise<void>;
}

/**
 * The batch form of a `SyncJobHandler`, which an engine prefers: `claim` takes many due jobs in
 * one store transaction (the run rows with their leases, every next tick), so a burst of ticks
 * fires at once, while `execute` of each claimed run waits for one of the engine's execution
 * slots. `renewLeases` keeps the leases of the runs an engine holds (waiting or executing) alive
 * in one statement; `releaseLeases` gives them up at once (a stopping process), so another
 * executor takes them over without waiting for the lease to run out.
 */
export interface SyncJobProcessor {
  claim(jobs: readonly SyncJob[]): Promise<SyncClaimOutcome[]>;
  renewLeases(claims: readonly ClaimedSyncRun[]): Promise<void>;
  releaseLeases(claims: readonly ClaimedSyncRun[]): Promise<void>;
}

/** A plain handler as a processor: its claim is the whole job, run when a slot is free. */
export function asSyncJobProcessor(handler: SyncJobHandler | SyncJobProcessor): SyncJobProcessor {
  if (typeof handler !== 'function') return handler;
  return {
    claim: async (jobs) => jobs.map((job): ClaimedSyncRun => ({ kind: 'claimed', job, execute: () => handler(job) })),
    renewLeases: async () => {},
    releaseLeases: async () => {},
  };
}

/** Opaque to the engine: the store's open Kysely transaction (`Transaction<any>`), when the caller has one. */
export type StoreTransaction = unknown;

export interface SyncEngine {
  readonly name: 'embedded' | 'pg-boss';
  /** Begins taking jobs; `handler` runs each one (a processor: claimed in batches, executed as slots free). An API-only process never calls start. */
  start(handler: SyncJobHandler | SyncJobProcessor): Promise<void>;
  /** Stops taking jobs, waits for running ones to end (bounded), releases connections. */
  stop(): Promise<void>;
  /**
   * The schedule's next tick changed (created, patched, enabled, disabled, ran). `dueAt: null`
   * means it has none (disabled or paused). Runs inside `transaction` when given, so the schedule
   * change and the job commit together (pg-boss: `send` with the `db` option running its SQL on
   * the Kysely transaction; embedded: nothing to write, it wakes its timer after commit).
   */
  scheduleNext(next: { projectId: string; scheduleId: string; dueAt: string | null }, transaction?: StoreTransaction): Promise<void>;
  /**
   * `scheduleNext` for many schedules inside one transaction (a batch claim advancing every
   * schedule it fired). Optional: without it each tick is told alone.
   */
  scheduleMany?(ticks: readonly { projectId: string; scheduleId: string; dueAt: string }[], transaction?: StoreTransaction): Promise<void>;
  /** Enqueue a run-now job (its run row already exists). */
  runNow(job: SyncJob, transaction?: StoreTransaction): Promise<void>;
  /**
   * `scheduleNext` for many schedules at once, outside any transaction: what a worker does at
   * start (docs/deployment.md#data-sync-workers). Optional: without it each tick is announced alone.
   */
  announceTicks?(ticks: readonly { projectId: string; scheduleId: string; dueAt: string }[]): Promise<void>;
}
