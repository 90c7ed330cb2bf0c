import {
  asSyncJobProcessor,
  type ClaimedSyncRun,
  type StoreTransaction,
  type SyncEngine,
  type SyncJob,
  type SyncJobProcessor,
} from '@openunified/sync-engine-contract';
import PgBoss from 'pg-boss';
import { canonicalInstant, type JobIdentity, runNowJobIdentity, tickJobIdentity } from './job-identity';
import { transactionConnection } from './transaction-connection';

export interface PgBossSyncEngineOptions {
  /** The platform's PostgreSQL (`DATABASE_URL`): jobs live beside the schedules they are for. */
  connectionString: string;
  /** The schema pg-boss creates and migrates its tables in. */
  schema?: string;
  /** The queue's name inside that schema. */
  queue?: string;
  /**
   * How long a job stays with the worker that took it without a sign of life. A worker renews
   * this lease while its handler runs, so a long run is never handed to a second worker; a
   * worker killed mid-job stops renewing, and the job goes to another worker once the lease has
   * run out (plus up to `maintenanceIntervalSeconds`, when pg-boss looks for expired jobs).
   */
  expireInSeconds?: number;
  /** How often pg-boss fails expired jobs back into the queue (one process does it at a time). */
  maintenanceIntervalSeconds?: number;
  /** How often an idle worker looks for due jobs: the bound on the lag of a tick behind its dueAt. */
  pollingIntervalSeconds?: number;
  /** Claimed runs one process executes at once (their provider calls). */
  concurrency?: number;
  /**
   * Due jobs taken (and claimed, in one store transaction) per round trip. A burst of ticks due
   * at once fires in a few round trips rather than one per job (docs/concepts/data-sync.md#firing).
   * While fetches come back full, each takes twice as many as the last, up to `maxFetchBatchSize`.
   */
  fetchBatchSize?: number;
  /** The most due jobs one fetch takes during a burst (default: 4 x `fetchBatchSize`). */
  maxFetchBatchSize?: number;
  /**
   * Fetched batches claimed at once, each in its own store transaction (default 2): while the
   * database works on one claim, this process builds the next, so a burst fires in about the
   * time the busier of the two needs rather than in the sum of both.
   */
  claimsInFlight?: number;
  /**
   * Jobs one process holds at once: claimed runs waiting for one of the `concurrency` slots, plus
   * those executing. What a process holds has fired; the rest waits in the queue for any worker.
   */
  maxHeldJobs?: number;
  /** Attempts after the first when a handler throws or its worker dies (the handler records run failures itself and does not throw for them). */
  retryLimit?: number;
  /** Delay before the first retry; doubled for each further one. */
  retryDelaySeconds?: number;
  /** How long `stop` waits for running jobs before it lets their leases run out. */
  stopTimeoutMs?: number;
  /**
   * Connections of the engine's own pool: polling, completions, lease renewals, maintenance.
   * Handlers run on the store's pool, and an enqueue given a transaction on that transaction.
   */
  poolSize?: number;
  /** Errors of the engine's own connections and of job bookkeeping (never of handlers, which record their own). */
  onError?: (error: Error) => void;
}

const schemaNamePattern = /^[a-z_][a-z0-9_]{0,49}$/;
const minimumPollingMs = 50;
/** Completions are written together: at most this long after a job ends, or once this many have. */
const completionBatchMs = 50;
const completionBatchSize = 500;
/** Ticks one statement announces at start, or a batch claim enqueues. */
const announceBatchSize = 1000;
/** 2020-01-01T00:00:00Z: job priorities count seconds from here (an int4 lasts until 2088). */
const priorityEpochMs = Date.UTC(2020, 0, 1);

/**
 * pg-boss serves due jobs by priority (highest first), then by creation. A job's priority is
 * minus its due second, so a backlog is served in due-time order (the tick due earliest first,
 * whenever its job was written), not in the order the jobs were written.
 */
function priorityOf(dueAt: Date | number): number {
  return -Math.floor(((typeof dueAt === 'number' ? dueAt : dueAt.getTime()) - priorityEpochMs) / 1000);
}

/** The distributed engine (docs/deployment.md, "Data sync workers"). */
/**
 * pg-boss 10's `fail` as its runtime has it: one id or a list, failed in one statement with the
 * same data (`manager.fail` maps both arguments alike; its declarations pair data with one id
 * only). pg-boss itself is assignable to this view, no cast needed.
 */
interface FailsJobs {
  fail(name: string, ids: string | string[], data: { message: string }): Promise<void>;
}

export function createPgBossSyncEngine(options: PgBossSyncEngineOptions): SyncEngine {
  const schema = options.schema ?? 'data_sync_jobs';
  if (!schemaNamePattern.test(schema)) throw new TypeError(`pg-boss schema name must match ${schemaNamePattern}: ${schema}`);
  const queue = options.queue ?? 'data-sync';
  const expireInSeconds = positiveInteger('expireInSeconds', options.expireInSeconds ?? 60);
  const maintenanceIntervalSeconds = positiveInteger('maintenanceIntervalSeconds', options.maintenanceIntervalSeconds ?? Math.min(expireInSeconds, 30));
  const pollingMs = Math.max(minimumPollingMs, Math.round((options.pollingIntervalSeconds ?? 0.25) * 1000));
  const concurrency = positiveInteger('concurrency', options.concurrency ?? 8);
  const fetchBatchSize = positiveInteger('fetchBatchSize', options.fetchBatchSize ?? 500);
  const maxFetchBatchSize = Math.max(fetchBatchSize, positiveInteger('maxFetchBatchSize', options.maxFetchBatchSize ?? fetchBatchSize * 4));
  const maxHeldJobs = positiveInteger('maxHeldJobs', options.maxHeldJobs ?? 10_000);
  const claimsInFlight = positiveInteger('claimsInFlight', options.claimsInFlight ?? 2);
  const retryLimit = options.retryLimit ?? 5;
  const retryDelaySeconds = options.retryDelaySeconds ?? 5;
  const stopTimeoutMs = options.stopTimeoutMs ?? 30_000;
  const onError = options.onError ?? ((error: Error) => console.error(`data sync engine (pg-boss): ${error.message}`));
  // A third of the lease: two renewals can be lost to a slow database before the lease runs out.
  const leaseRenewalMs = Math.max(500, Math.floor((expireInSeconds * 1000) / 3));
  const jobOptions = { expireInSeconds, retryLimit, retryDelay: retryDelaySeconds, retryBackoff: retryDelaySeconds > 0 };
  /** A tick's job as pg-boss `insert` takes it: announced at start-up and told by a batch claim alike. */
  const tickJob = (tick: { projectId: string; scheduleId: string; dueAt: string }) => {
    const identity = tickJobIdentity(tick.scheduleId, tick.dueAt);
    return {
      id: identity.id,
      singletonKey: identity.singletonKey,
      name: queue,
      data: { projectId: tick.projectId, scheduleId: tick.scheduleId, dueAt: tick.dueAt },
      startAfter: canonicalInstant(tick.dueAt),
      priority: priorityOf(Date.parse(tick.dueAt)),
      ...jobOptions,
    };
  };

  const bossOptions: PgBoss.ConstructorOptions & { idleTimeoutMillis: number } = {
    connectionString: options.connectionString,
    schema,
    max: options.poolSize ?? 4,
    // pg-boss hands its options to pg.Pool: a few connections kept open through a quiet spell,
    // rather than reopened all at once when a burst of ticks falls due.
    idleTimeoutMillis: 300_000,
    application_name: 'openunified-data-sync',
    supervise: true,
    maintenanceIntervalSeconds,
    schedule: false,
    migrate: true,
  };
  const boss = new PgBoss(bossOptions);
  const failsJobs: FailsJobs = boss;
  boss.on('error', onError);
  // Renewing a lease is moving the start the expiry counts from; pg-boss 10 has no call for it.
  // One statement for every job this process holds.
  const renewLeasesSql = `UPDATE ${schema}.job SET started_on = now() WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`;

  let opened: Promise<void> | undefined;
  // `stop` was called (no new jobs taken) / the pool is closing (nothing more can be enqueued).
  let stopCalled = false;
  let bossStarted = false;
  let closed = false;
  let processor: SyncJobProcessor | undefined;
  let stopping = false;
  let workLoop: Promise<void> | undefined;
  /** Every job this process holds (being claimed, claimed and waiting, executing), by pg-boss id. */
  const held = new Map<string, { job: PgBoss.Job<SyncJob>; claim?: ClaimedSyncRun }>();
  /** Claimed runs waiting for an execution slot, in the order they fired. */
  const waiting: { job: PgBoss.Job<SyncJob>; claim: ClaimedSyncRun }[] = [];
  const executing = new Set<Promise<void>>();
  let leaseRenewal: NodeJS.Timeout | undefined;
  /**
   * The last fetch came back full: more jobs may be due. Firing comes first (the fire lag is the
   * target), so no new execution starts until what is due has been claimed; the ones executing go on.
   */
  let firing = false;
  let wakeUp: (() => void) | undefined;

  function open(): Promise<void> {
    if (closed) return Promise.reject(new Error('The pg-boss sync engine is stopped'));
    opened ??= (async () => {
      await boss.start();
      bossStarted = true;
      await createQueueOnce();
    })().catch((error: unknown) => {
      // Creating the queue is tried again by the next call. A pg-boss 10 instance whose start
      // failed cannot start again (it stays "starting"), so that failure stays: the process
      // should exit, as a server that cannot reach its database at start-up does.
      if (bossStarted) opened = undefined;
      throw error;
    });
    return opened;
  }

  async function createQueueOnce(): Promise<void> {
    const settings = { name: queue, policy: 'short' as const, ...jobOptions };
    // Processes starting together on a fresh schema race to create the queue and its partition;
    // PostgreSQL may end the race as a deadlock. Creating is idempotent, so the loser tries again.
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(queue, settings);
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }

  /** `startAfter` absent: due at once, by the database's clock rather than this process's. */
  async function enqueue(identity: JobIdentity, job: SyncJob, startAfter: Date | undefined, transaction: StoreTransaction | undefined): Promise<void> {
    await open();
    const sendOptions: PgBoss.SendOptions = {
      id: identity.id,
      singletonKey: identity.singletonKey,
      priority: priorityOf(startAfter ?? Date.now()),
      ...jobOptions,
    };
    if (startAfter) sendOptions.startAfter = startAfter;
    if (transaction !== undefined) sendOptions.db = transactionConnection(transaction);
    await boss.send(queue, { ...job }, sendOptions);
    // A job due now that this very process could run need not wait for the next poll.
    if (transaction === undefined && (!startAfter || startAfter.getTime() <= Date.now())) wakeUp?.();
  }

  // Completions go to the database in batches: one statement for the jobs that ended within a few
  // milliseconds of each other, rather than one each. A worker that dies before a batch is
  // written leaves those jobs to expire and run again, which the handler sees as already done.
  let completed: string[] = [];
  let completionsWritten: Promise<void> = Promise.resolve();
  let completionTimer: NodeJS.Timeout | undefined;

  function writeCompletions(): Promise<void> {
    clearTimeout(completionTimer);
    completionTimer = undefined;
    if (completed.length === 0) return completionsWritten;
    const ids = completed;
    completed = [];
    completionsWritten = completionsWritten.then(() => boss.complete(queue, ids).catch((error: Error) => onError(error)));
    return completionsWritten;
  }

  function complete(id: string): void {
    completed.push(id);
    if (completed.length >= completionBatchSize) void writeCompletions();
    else completionTimer ??= setTimeout(writeCompletions, completionBatchMs);
  }

  function failJobs(jobs: PgBoss.Job<SyncJob>[], error: unknown): Promise<void> {
    if (jobs.length === 0) return Promise.resolve();
    const message = error instanceof Error ? error.message : String(error);
    return failsJobs
      .fail(
        queue,
        jobs.map((job) => job.id),
        { message },
      )
      .then(
        () => undefined,
        (failure: Error) => onError(failure),
      );
  }

  function renewLeases(): void {
    if (held.size === 0) return;
    boss
      .getDb()
      .executeSql(renewLeasesSql, [queue, [...held.keys()]])
      .catch((error: Error) => onError(error));
    const claims = [...held.values()].flatMap((entry) => (entry.claim ? [entry.claim] : []));
    if (claims.length > 0) processor?.renewLeases(claims).catch((error: Error) => onError(error));
  }

  /** Claims fetched jobs in one call (one store transaction for the real handler). */
  async function claimJobs(jobs: PgBoss.Job<SyncJob>[], claimer: SyncJobProcessor): Promise<void> {
    let outcomes: Awaited<ReturnType<SyncJobProcessor['claim']>>;
    try {
      outcomes = await claimer.claim(jobs.map((job) => job.data));
    } catch (error) {
      // Nothing was claimed (the transaction rolled back): the jobs go back to the queue, retried after the delay.
      for (const job of jobs) held.delete(job.id);
      await failJobs(jobs, error);
      return;
    }
    const retried: { job: PgBoss.Job<SyncJob>; error: Error }[] = [];
    for (const [index, job] of jobs.entries()) {
      const outcome = outcomes[index] ?? { kind: 'nothing' as const };
      if (outcome.kind === 'claimed') {
        held.set(job.id, { job, claim: outcome });
        waiting.push({ job, claim: outcome });
        continue;
      }
      held.delete(job.id);
      if (outcome.kind === 'retry') retried.push({ job, error: outcome.error });
      else complete(job.id);
    }
    // Jobs of runs still leased elsewhere: pg-boss tries them again (after the retry delay).
    await Promise.all(retried.map(({ job, error }) => failJobs([job], error)));
  }

  function startWaiting(): void {
    while (!stopping && !firing && executing.size < concurrency && waiting.length > 0) {
      const { job, claim } = waiting.shift()!;
      const done = claim
        .execute()
        .then(
          () => complete(job.id),
          (error: unknown) => failJobs([job], error),
        )
        .finally(() => {
          held.delete(job.id);
          executing.delete(done);
          startWaiting();
          wakeUp?.();
        });
      executing.add(done);
    }
  }

  function pause(milliseconds: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(finish, milliseconds);
      function finish() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = finish;
    });
  }

  async function work(claimer: SyncJobProcessor): Promise<void> {
    // Doubled after each full fetch: a burst is fetched and claimed in fewer, larger round trips
    // and transactions (each one's fetch sorts what is due, each commit writes the pages its rows touched).
    let batchSize = fetchBatchSize;
    // The claims of the batches fetched so far, up to `claimsInFlight` at once (the earliest due
    // fetched first). During a burst the next fetch runs while batches are being claimed, so a
    // batch's claim starts as soon as there is room rather than after the claims before it end.
    const claims = new Set<Promise<void>>();
    while (!stopping) {
      const room = Math.min(batchSize, maxHeldJobs - held.size);
      if (room <= 0) {
        await Promise.all(claims);
        firing = false;
        startWaiting();
        await pause(pollingMs);
        continue;
      }
      let jobs: PgBoss.Job<SyncJob>[] = [];
      try {
        jobs = await boss.fetch<SyncJob>(queue, { batchSize: room });
      } catch (error) {
        onError(error as Error);
      }
      for (const job of jobs) held.set(job.id, { job });
      if (jobs.length > 0) {
        const claim: Promise<void> = claimJobs(jobs, claimer)
          .catch((error: Error) => onError(error))
          .finally(() => claims.delete(claim));
        claims.add(claim);
      }
      firing = jobs.length === room;
      batchSize = firing ? Math.min(batchSize * 2, maxFetchBatchSize) : fetchBatchSize;
      // A full batch may mean more are due: fetch again once there is room for another claim.
      // Otherwise every claim ends first.
      if (firing) while (claims.size >= claimsInFlight) await Promise.race(claims);
      else await Promise.all(claims);
      startWaiting();
      if (jobs.length < room && !stopping) await pause(pollingMs);
    }
    await Promise.all(claims);
  }

  return {
    name: 'pg-boss',

    async start(jobHandler) {
      if (processor) throw new Error('The pg-boss sync engine is already started');
      processor = asSyncJobProcessor(jobHandler);
      await open();
      leaseRenewal = setInterval(renewLeases, leaseRenewalMs);
      workLoop = work(processor);
    },

    async stop() {
      if (stopCalled) return;
      stopCalled = true;
      stopping = true;
      wakeUp?.();
      await workLoop;
      // Claimed runs that never got a slot go back at once: their run leases end now and their
      // jobs are failed into the queue, so another worker takes them over after the retry delay.
      const unstarted = waiting.splice(0);
      for (const { job } of unstarted) held.delete(job.id);
      if (unstarted.length > 0) {
        await processor?.releaseLeases(unstarted.map((entry) => entry.claim)).catch((error: Error) => onError(error));
        await failJobs(
          unstarted.map((entry) => entry.job),
          new Error('the worker stopped before running it'),
        );
      }
      const drained = Promise.allSettled([...executing]);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, stopTimeoutMs);
      });
      await Promise.race([drained, timedOut]);
      clearTimeout(timer);
      // Jobs still running now keep running here but stop renewing their lease: another worker
      // takes them over once it runs out, and the handler's idempotency settles which run counts.
      clearInterval(leaseRenewal);
      await writeCompletions();
      // Only now: a draining handler still enqueues its schedule's next tick.
      closed = true;
      if (opened) {
        await opened.catch(() => undefined);
        await boss.stop({ graceful: false, wait: true, close: true });
      }
    },

    async scheduleNext(next, transaction) {
      // No next tick (disabled, paused): nothing to enqueue. A job already waiting for the old
      // tick stays and does nothing when it fires, since the handler sees it is stale.
      if (next.dueAt === null) return;
      const identity = tickJobIdentity(next.scheduleId, next.dueAt);
      // The job carries dueAt as the store wrote it, so the handler compares it with next_run_at as is.
      await enqueue(identity, { projectId: next.projectId, scheduleId: next.scheduleId, dueAt: next.dueAt }, new Date(next.dueAt), transaction);
      // Announced outside a transaction (a worker re-announces every schedule at start), the
      // tick's job may already exist, failed after its last retry: the insert above then did
      // nothing, and the schedule would wait forever for a dead job. This puts it back in the queue.
      if (transaction === undefined) await boss.retry(queue, identity.id);
    },

    async announceTicks(ticks) {
      await open();
      // One statement per batch (pg-boss `insert`, ON CONFLICT DO NOTHING): a tick that has its
      // job inserts nothing. Then the batch's failed jobs, if any, go back in the queue.
      for (let start = 0; start < ticks.length; start += announceBatchSize) {
        const batch = ticks.slice(start, start + announceBatchSize).map(tickJob);
        await boss.insert(batch);
        await boss.retry(
          queue,
          batch.map((job) => job.id),
        );
      }
    },

    async scheduleMany(ticks, transaction) {
      await open();
      // What a batch claim tells: one insert per batch on its transaction (ON CONFLICT DO NOTHING, as `send`).
      for (let start = 0; start < ticks.length; start += announceBatchSize) {
        await boss.insert(
          ticks.slice(start, start + announceBatchSize).map(tickJob),
          transaction === undefined ? {} : { db: transactionConnection(transaction) },
        );
      }
    },

    async runNow(job, transaction) {
      await enqueue(runNowJobIdentity(job), job, undefined, transaction);
    },
  };
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new TypeError(`${name} must be a whole number of at least 1: ${value}`);
  return value;
}
