import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPgBossSyncEngine, runNowJobIdentity, type SyncEngine, tickJobIdentity } from '../src/index';
import type { WorkerInput } from './worker-process';
import { createTestSchemas, eventually, startWorker, testDatabaseUrl, type WorkerProcess } from './worker-processes';

// The distributed engine against the real PostgreSQL, with real worker processes: what an
// operator runs (docs/deployment.md, "Data sync workers").

const pool = new pg.Pool({ connectionString: testDatabaseUrl, max: 4 });
const store = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: testDatabaseUrl, max: 2 }) }) });
let schemas: Awaited<ReturnType<typeof createTestSchemas>>;
let apiEngine: SyncEngine;
const workers: WorkerProcess[] = [];

function workerInput(overrides: Partial<WorkerInput> = {}): WorkerInput {
  return {
    connectionString: testDatabaseUrl,
    bossSchema: schemas.bossSchema,
    executionsTable: schemas.executionsTable,
    sleepMs: 20,
    expireInSeconds: 2,
    concurrency: 4,
    ...overrides,
  };
}

function worker(overrides: Partial<WorkerInput> = {}): WorkerProcess {
  const started = startWorker(workerInput(overrides));
  workers.push(started);
  return started;
}

async function stopWorker(process: WorkerProcess): Promise<number | null> {
  process.child.kill('SIGTERM');
  return process.exited;
}

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const runNowJobIdentityKey = (scheduleId: string, runId: string) => runNowJobIdentity({ projectId: '', scheduleId, dueAt: '', runId }).singletonKey;
const executionsOf = async (jobKey: string) => (await schemas.executions()).filter((execution) => execution.job_key === jobKey);

beforeAll(async () => {
  schemas = await createTestSchemas(pool);
  // An API process: it enqueues, and never starts a worker.
  apiEngine = createPgBossSyncEngine({
    connectionString: testDatabaseUrl,
    schema: schemas.bossSchema,
    expireInSeconds: 2,
    maintenanceIntervalSeconds: 1,
    poolSize: 2,
  });
  await apiEngine.scheduleNext({ projectId: 'p', scheduleId: 'warm-up', dueAt: null });
});

// A test that failed before stopping its workers must not leave them taking the next test's jobs.
afterEach(async () => {
  const running = workers.filter((process) => process.child.exitCode === null && process.child.signalCode === null);
  for (const process of running) process.child.kill('SIGKILL');
  await Promise.all(running.map((process) => process.exited));
});

afterAll(async () => {
  for (const process of workers) if (process.child.exitCode === null) process.child.kill('SIGKILL');
  await Promise.all(workers.map((process) => process.exited));
  await apiEngine?.stop();
  await store.destroy();
  await schemas?.drop();
  await pool.end();
});

describe('enqueuing in the store transaction', () => {
  it('announces ticks again at start idempotently, and puts a tick whose job failed for good back in the queue', async () => {
    const dueAt = secondsFromNow(3600);
    const ticks = ['announced-1', 'announced-2', 'announced-3'].map((scheduleId) => ({ projectId: 'p1', scheduleId, dueAt }));
    await apiEngine.announceTicks!(ticks);
    await apiEngine.announceTicks!(ticks);
    await apiEngine.scheduleNext(ticks[0]!);
    const { rows } = await pool.query(
      `SELECT data->>'scheduleId' AS schedule_id FROM ${schemas.bossSchema}.job WHERE data->>'scheduleId' LIKE 'announced-%' ORDER BY 1`,
    );
    expect(rows.map((row) => row.schedule_id)).toEqual(['announced-1', 'announced-2', 'announced-3']);

    // Retries exhausted: the job is failed, and inserting the same tick again does nothing.
    const failed = [tickJobIdentity('announced-2', dueAt).id, tickJobIdentity('announced-3', dueAt).id];
    await pool.query(`UPDATE ${schemas.bossSchema}.job SET state = 'failed', completed_on = now() WHERE id = ANY($1::uuid[])`, [failed]);
    await apiEngine.announceTicks!([ticks[1]!]);
    await apiEngine.scheduleNext(ticks[2]!);
    const states = await schemas.jobStates();
    expect(states.get(tickJobIdentity('announced-2', dueAt).singletonKey)).toBe('retry');
    expect(states.get(tickJobIdentity('announced-3', dueAt).singletonKey)).toBe('retry');
  });

  it('commits the job with the schedule change, and a rollback leaves no job', async () => {
    const dueAt = secondsFromNow(3600);
    await store
      .transaction()
      .execute(async (transaction) => {
        await apiEngine.scheduleNext({ projectId: 'p1', scheduleId: 'rolled-back', dueAt }, transaction);
        throw new Error('the schedule change failed');
      })
      .catch((error: Error) => expect(error.message).toBe('the schedule change failed'));
    await store.transaction().execute(async (transaction) => {
      await apiEngine.scheduleNext({ projectId: 'p1', scheduleId: 'committed', dueAt }, transaction);
    });

    const states = await schemas.jobStates();
    expect(states.has(tickJobIdentity('rolled-back', dueAt).singletonKey)).toBe(false);
    expect(states.get(tickJobIdentity('committed', dueAt).singletonKey)).toBe('created');
    const { rows } = await pool.query(`SELECT data, start_after FROM ${schemas.bossSchema}.job WHERE singleton_key = $1`, [
      tickJobIdentity('committed', dueAt).singletonKey,
    ]);
    expect(rows).toEqual([{ data: { projectId: 'p1', scheduleId: 'committed', dueAt }, start_after: new Date(dueAt) }]);
  });

  it('enqueues a tick once however often and from wherever it is announced', async () => {
    const dueAt = '2030-01-01T00:00:00.000Z';
    await apiEngine.scheduleNext({ projectId: 'p1', scheduleId: 'announced-thrice', dueAt });
    await apiEngine.scheduleNext({ projectId: 'p1', scheduleId: 'announced-thrice', dueAt: '2030-01-01T01:00:00+01:00' });
    await store.transaction().execute((transaction) => apiEngine.scheduleNext({ projectId: 'p1', scheduleId: 'announced-thrice', dueAt }, transaction));
    const { rows } = await pool.query(`SELECT count(*)::int AS jobs FROM ${schemas.bossSchema}.job WHERE data->>'scheduleId' = 'announced-thrice'`);
    expect(rows[0].jobs).toBe(1);
  });

  it('enqueues nothing for a schedule without a next tick, and a run-now job once per run', async () => {
    await apiEngine.scheduleNext({ projectId: 'p1', scheduleId: 'disabled', dueAt: null });
    const asked = new Date().toISOString();
    await store.transaction().execute((transaction) => apiEngine.runNow({ projectId: 'p1', scheduleId: 'run-now', dueAt: asked, runId: 'run_1' }, transaction));
    await apiEngine.runNow({ projectId: 'p1', scheduleId: 'run-now', dueAt: asked, runId: 'run_1' });
    const { rows } = await pool.query(
      `SELECT data->>'scheduleId' AS schedule, data->>'runId' AS run FROM ${schemas.bossSchema}.job WHERE data->>'scheduleId' IN ('disabled', 'run-now')`,
    );
    expect(rows).toEqual([{ schedule: 'run-now', run: 'run_1' }]);
  });

  it('refuses a transaction that is not a Kysely one', async () => {
    await expect(apiEngine.scheduleNext({ projectId: 'p1', scheduleId: 's', dueAt: secondsFromNow(60) }, { not: 'a transaction' })).rejects.toThrow(
      /Kysely transaction/,
    );
    await expect(apiEngine.scheduleNext({ projectId: 'p1', scheduleId: 's', dueAt: 'yesterday' })).rejects.toThrow(/ISO 8601/);
  });
});

describe('an engine working in this process', () => {
  it('lets the jobs it runs end on stop, and each one still enqueue its next tick', async () => {
    const engine = createPgBossSyncEngine({ connectionString: testDatabaseUrl, schema: schemas.bossSchema, pollingIntervalSeconds: 0.05, poolSize: 3 });
    let started!: () => void;
    const jobStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const handled: string[] = [];
    await engine.start(async (job) => {
      if (job.scheduleId !== 'draining') return;
      started();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await store
        .transaction()
        .execute((transaction) =>
          engine.scheduleNext({ projectId: job.projectId, scheduleId: job.scheduleId, dueAt: '2031-01-01T00:00:00.000Z' }, transaction),
        );
      handled.push(job.dueAt);
    });
    await engine.runNow({ projectId: 'p6', scheduleId: 'draining', dueAt: new Date().toISOString(), runId: 'run_draining' });
    await jobStarted;
    await engine.stop();

    expect(handled).toHaveLength(1);
    const states = await schemas.jobStates();
    expect(states.get(runNowJobIdentityKey('draining', 'run_draining'))).toBe('completed');
    expect(states.get(tickJobIdentity('draining', '2031-01-01T00:00:00.000Z').singletonKey)).toBe('created');
    await expect(engine.scheduleNext({ projectId: 'p6', scheduleId: 'draining', dueAt: '2032-01-01T00:00:00.000Z' })).rejects.toThrow(/stopped/);
  });
});

describe('claiming a burst', () => {
  it.each([
    [undefined, 2],
    [1, 1],
  ])('claims up to claimsInFlight (%s) fetched batches at once', async (claimsInFlight, expectedAtOnce) => {
    const project = `burst-${expectedAtOnce}`;
    const engine = createPgBossSyncEngine({
      connectionString: testDatabaseUrl,
      schema: schemas.bossSchema,
      pollingIntervalSeconds: 0.05,
      poolSize: 3,
      fetchBatchSize: 10,
      maxFetchBatchSize: 10,
      ...(claimsInFlight === undefined ? {} : { claimsInFlight }),
    });
    let inFlight = 0;
    let mostAtOnce = 0;
    const claimed = new Set<string>();
    const dueAt = new Date().toISOString();
    await Promise.all(Array.from({ length: 40 }, (_, index) => apiEngine.scheduleNext({ projectId: project, scheduleId: `${project}-${index}`, dueAt })));
    await engine.start({
      async claim(jobs) {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        // A claim transaction that takes a while: the next fetched batch arrives meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 300));
        inFlight -= 1;
        return jobs.map((job) => {
          if (job.projectId === project) claimed.add(job.scheduleId);
          return { kind: 'nothing' as const };
        });
      },
      renewLeases: async () => {},
      releaseLeases: async () => {},
    });
    try {
      await eventually(
        'all 40 jobs claimed',
        async () => claimed.size,
        (size) => size === 40,
      );
    } finally {
      await engine.stop();
    }
    expect(mostAtOnce).toBe(expectedAtOnce);
  });
});

// Each test starts worker processes (tsx, a few seconds each on a loaded machine) and waits out job expiry.
describe('worker processes', { timeout: 90_000 }, () => {
  it('has each job executed by exactly one of two workers', async () => {
    // Small fetches and few held jobs, so both workers take part (with the defaults, the first to
    // poll claims all 120 at once and holds them until its slots free up).
    const first = worker({ concurrency: 4, fetchBatchSize: 4, maxHeldJobs: 8 });
    const second = worker({ concurrency: 4, fetchBatchSize: 4, maxHeldJobs: 8 });
    await Promise.all([first.ready, second.ready]);
    const dueAt = secondsFromNow(1);
    const scheduleIds = Array.from({ length: 120 }, (_, index) => `two-workers-${index}`);
    await Promise.all(scheduleIds.map((scheduleId) => apiEngine.scheduleNext({ projectId: 'p2', scheduleId, dueAt })));

    const finished = await eventually(
      'all 120 jobs to finish',
      async () => (await schemas.executions()).filter((execution) => execution.job_key.startsWith('two-workers-') && execution.finished_at),
      (executions) => executions.length >= 120,
    );
    // Time for a second execution of any job to show up, if there were going to be one.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const executions = (await schemas.executions()).filter((execution) => execution.job_key.startsWith('two-workers-'));
    expect(executions).toHaveLength(120);
    expect(new Set(executions.map((execution) => execution.job_key)).size).toBe(120);
    expect(new Set(finished.map((execution) => execution.worker_pid))).toEqual(new Set([first.pid, second.pid]));
    expect(executions.every((execution) => execution.started_at.getTime() >= Date.parse(dueAt))).toBe(true);
    const states = await schemas.jobStates();
    expect(scheduleIds.map((scheduleId) => states.get(tickJobIdentity(scheduleId, dueAt).singletonKey))).toEqual(scheduleIds.map(() => 'completed'));

    expect(await Promise.all([stopWorker(first), stopWorker(second)])).toEqual([0, 0]);
  });

  it('starts workers together on a database where the pg-boss schema does not exist yet', async () => {
    const freshSchema = `${schemas.bossSchema}_fresh`;
    try {
      const starting = [worker({ bossSchema: freshSchema }), worker({ bossSchema: freshSchema }), worker({ bossSchema: freshSchema })];
      await Promise.all(starting.map((process) => process.ready));
      const { rows } = await pool.query(`SELECT name, policy FROM ${freshSchema}.queue`);
      expect(rows).toEqual([{ name: 'data-sync', policy: 'short' }]);
      expect(await Promise.all(starting.map(stopWorker))).toEqual([0, 0, 0]);
    } finally {
      await pool.query(`DROP SCHEMA IF EXISTS ${freshSchema} CASCADE`);
    }
  });

  it('hands the job of a worker killed with SIGKILL mid-job to another worker, which completes it', async () => {
    // Its job would take a minute: it cannot end before the kill, however slowly the survivor starts.
    const doomed = worker({ sleepMs: 60_000 });
    await doomed.ready;
    const dueAt = new Date().toISOString();
    await apiEngine.scheduleNext({ projectId: 'p3', scheduleId: 'killed-mid-job', dueAt });
    const jobKey = `killed-mid-job@${dueAt}`;
    await eventually(
      'the doomed worker to start the job',
      () => executionsOf(jobKey),
      (executions) => executions.length === 1,
    );
    const survivor = worker({ sleepMs: 500 });
    await survivor.ready;
    doomed.child.kill('SIGKILL');
    await doomed.exited;

    const executions = await eventually(
      'the survivor to finish the job',
      () => executionsOf(jobKey),
      (rows) => rows.some((execution) => execution.finished_at),
    );
    expect(executions.map((execution) => [execution.worker_pid, execution.finished_at !== null])).toEqual([
      [doomed.pid, false],
      [survivor.pid, true],
    ]);
    // The handler has ended; the job is marked completed just after (completions go in batches).
    await eventually(
      'the job to be completed',
      async () => (await schemas.jobStates()).get(tickJobIdentity('killed-mid-job', dueAt).singletonKey),
      (state) => state === 'completed',
    );
    expect(await stopWorker(survivor)).toBe(0);
  });

  it('never gives a job that runs longer than the expiry to a second worker while its worker lives', async () => {
    const first = worker({ sleepMs: 5000 });
    const second = worker({ sleepMs: 5000 });
    await Promise.all([first.ready, second.ready]);
    const dueAt = new Date().toISOString();
    await apiEngine.scheduleNext({ projectId: 'p4', scheduleId: 'longer-than-expiry', dueAt });
    const jobKey = `longer-than-expiry@${dueAt}`;
    await eventually(
      'the job to finish',
      () => executionsOf(jobKey),
      (rows) => rows.some((execution) => execution.finished_at),
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await executionsOf(jobKey)).toHaveLength(1);
    expect((await schemas.jobStates()).get(tickJobIdentity('longer-than-expiry', dueAt).singletonKey)).toBe('completed');
    expect(await Promise.all([stopWorker(first), stopWorker(second)])).toEqual([0, 0]);
  });

  it('loses nothing while no worker runs, fires a missed tick once, and finishes its job before a graceful stop', async () => {
    const missed = secondsFromNow(-600);
    const dueSoon = secondsFromNow(1);
    await apiEngine.scheduleNext({ projectId: 'p5', scheduleId: 'missed', dueAt: missed });
    await apiEngine.scheduleNext({ projectId: 'p5', scheduleId: 'due-while-down', dueAt: dueSoon });
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const restarted = worker({ sleepMs: 1500 });
    await restarted.ready;
    await eventually(
      'both ticks to start',
      async () =>
        (await schemas.executions()).filter((execution) => execution.job_key.startsWith('missed@') || execution.job_key.startsWith('due-while-down@')),
      (rows) => rows.length === 2,
    );
    // Stopped mid-job: it stops taking jobs but ends the ones it runs.
    expect(await stopWorker(restarted)).toBe(0);
    const afterStop = await executionsOf(`missed@${missed}`);
    expect(afterStop).toHaveLength(1);
    expect(afterStop[0]!.finished_at).not.toBeNull();

    const again = worker({ sleepMs: 20 });
    await again.ready;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await executionsOf(`missed@${missed}`)).toHaveLength(1);
    expect(await executionsOf(`due-while-down@${dueSoon}`)).toHaveLength(1);
    const states = await schemas.jobStates();
    expect(states.get(tickJobIdentity('missed', missed).singletonKey)).toBe('completed');
    expect(states.get(tickJobIdentity('due-while-down', dueSoon).singletonKey)).toBe('completed');
    expect(await stopWorker(again)).toBe(0);
  });
});
