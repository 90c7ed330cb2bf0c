import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createPgBossSyncEngine } from '@openunified/data-sync-pg-boss';
import pg from 'pg';
import { type BenchChild, startChild } from './child-process-protocol';

/**
 * The distributed data sync engine (pg-boss) under a burst of schedules: N ticks due within one
 * window, worked by W worker processes; reports how far behind its dueAt each tick fired (was
 * claimed: p50/p99/max), when the last run finished, that every tick ran exactly once, and the
 * workers' CPU. See README.md.
 */

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '10000' },
    workers: { type: 'string', default: '2' },
    'spread-seconds': { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '16' },
    'fetch-batch': { type: 'string', default: '500' },
    'polling-seconds': { type: 'string', default: '0.1' },
    'handler-ms': { type: 'string', default: '0' },
    database: { type: 'string', default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const jobCount = Number(values.jobs);
const workerCount = Number(values.workers);
const spreadMs = Number(values['spread-seconds']) * 1000;
const databaseUrl = values.database;

const name = `bench_data_sync_${randomBytes(4).toString('hex')}`;
const bossSchema = `${name}_boss`;
const runsTable = `${name}.runs`;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
await pool.query(`CREATE SCHEMA ${name}`);
await pool.query(
  `CREATE TABLE ${runsTable} (schedule_id text NOT NULL, due_at text NOT NULL, worker_pid int NOT NULL, lag_ms int NOT NULL, finished_at timestamptz)`,
);
// Not unique: a tick claimed twice must show up as two rows.
await pool.query(`CREATE INDEX ON ${runsTable} (schedule_id, due_at)`);

const apiEngine = createPgBossSyncEngine({ connectionString: databaseUrl, schema: bossSchema, poolSize: 8 });
const workers: BenchChild<{ pid: number }>[] = [];
try {
  // Workers are long-lived: they are up (and idle) before the ticks are written, and the window
  // opens once every tick is enqueued, so each is due in the future when it is written, as a
  // schedule's next_run_at is.
  const workerScript = fileURLToPath(new URL('./data-sync-engine-worker-process.ts', import.meta.url));
  for (let index = 0; index < workerCount; index++) {
    workers.push(
      startChild(workerScript, {
        databaseUrl,
        bossSchema,
        runsTable,
        concurrency: Number(values.concurrency),
        fetchBatchSize: Number(values['fetch-batch']),
        pollingIntervalSeconds: Number(values['polling-seconds']),
        handlerMs: Number(values['handler-ms']),
      }),
    );
  }
  await Promise.all(workers.map((worker) => worker.ready));
  console.log(`enqueuing ${jobCount} ticks ...`);
  const enqueueStarted = performance.now();
  const windowOpensAt = Date.now() + 10_000 + jobCount * 4;
  const dueTimes = Array.from({ length: jobCount }, (_, index) => new Date(windowOpensAt + Math.floor((index * spreadMs) / jobCount)).toISOString());
  for (let first = 0; first < jobCount; first += 16) {
    await Promise.all(
      dueTimes.slice(first, first + 16).map((dueAt, offset) => apiEngine.scheduleNext({ projectId: 'bench', scheduleId: `schedule_${first + offset}`, dueAt })),
    );
  }
  const enqueueSeconds = (performance.now() - enqueueStarted) / 1000;
  console.log(`enqueued in ${enqueueSeconds.toFixed(1)} s (${Math.round(jobCount / enqueueSeconds)}/s, one transaction each)`);

  const cpuBefore = await Promise.all(workers.map((worker) => worker.cpuMicroseconds()));
  if (Date.now() > windowOpensAt) console.warn('warning: enqueuing ended after the window opened; the first lags include it');
  console.log(`${workerCount} workers up; ticks due from ${new Date(windowOpensAt).toISOString()} over ${spreadMs / 1000} s`);

  const deadline = windowOpensAt + spreadMs + 120_000;
  let finished = 0;
  while (finished < jobCount && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    finished = (await pool.query<{ finished: number }>(`SELECT count(finished_at)::int AS finished FROM ${runsTable}`)).rows[0]!.finished;
  }
  const cpuAfter = await Promise.all(workers.map((worker) => worker.cpuMicroseconds()));
  // Anything still to come would show up as a second run of a tick.
  await new Promise((resolve) => setTimeout(resolve, 2000));

  const { rows } = await pool.query<{ runs: number; ticks: number; p50: number; p99: number; max: number; per_worker: string; all_finished_ms: number }>(
    `SELECT count(*)::int AS runs, count(DISTINCT (schedule_id, due_at))::int AS ticks,
            (extract(epoch FROM max(finished_at)) * 1000 - $1)::int AS all_finished_ms,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY lag_ms) AS p50,
            percentile_cont(0.99) WITHIN GROUP (ORDER BY lag_ms) AS p99,
            max(lag_ms) AS max,
            (SELECT string_agg(count::text, ' / ') FROM (SELECT count(*) FROM ${runsTable} GROUP BY worker_pid) per) AS per_worker
       FROM ${runsTable}`,
    [windowOpensAt + spreadMs],
  );
  const result = rows[0]!;
  // Where in the window the worst lags were: a steady backlog, or one stall.
  const buckets = await pool.query<{ second: number; runs: number; p99: number; max: number }>(
    `SELECT (floor((extract(epoch FROM due_at::timestamptz) * 1000 - $1) / 5000) * 5)::int AS second, count(*)::int AS runs,
            percentile_cont(0.99) WITHIN GROUP (ORDER BY lag_ms) AS p99, max(lag_ms) AS max
       FROM ${runsTable} GROUP BY 1 ORDER BY 1`,
    [windowOpensAt],
  );
  console.log('lag by due time (seconds into the window: p99 / max ms):');
  console.log(buckets.rows.map((bucket) => `${bucket.second}s: ${Math.round(bucket.p99)}/${bucket.max}`).join('  '));
  const cpuMs = cpuAfter.reduce((sum, after, index) => sum + (after - cpuBefore[index]!), 0) / 1000;
  console.log('');
  console.log(
    `| ticks | window | workers x concurrency | fetch batch | polling | fired (distinct) | per worker | fire lag p50 | fire lag p99 | fire lag max | all finished | worker CPU per run |`,
  );
  console.log(`|---|---|---|---|---|---|---|---|---|---|---|---|`);
  console.log(
    `| ${jobCount} | ${spreadMs / 1000} s | ${workerCount} x ${values.concurrency} | ${values['fetch-batch']} | ${values['polling-seconds']} s | ${result.runs} (${result.ticks}) | ${result.per_worker} | ${Math.round(result.p50)} ms | ${Math.round(result.p99)} ms | ${result.max} ms | ${(result.all_finished_ms / 1000).toFixed(1)} s after the last due | ${(cpuMs / Math.max(1, result.runs)).toFixed(2)} ms |`,
  );
  console.log('');
  const verdicts = [
    result.runs === jobCount && result.ticks === jobCount
      ? 'every tick ran exactly once'
      : `MISSED: ${jobCount} ticks, ${result.runs} runs, ${result.ticks} distinct`,
    result.p99 <= 1000 ? 'p99 lag <= 1 s: met' : 'p99 lag <= 1 s: MISSED',
    `all finished ${(result.all_finished_ms / 1000).toFixed(1)} s after the last tick was due`,
  ];
  for (const verdict of verdicts) console.log(verdict);
  process.exitCode = result.runs === jobCount && result.ticks === jobCount ? 0 : 1;
} finally {
  await Promise.all(workers.map((worker) => worker.stop()));
  await apiEngine.stop();
  await pool.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
  await pool.query(`DROP SCHEMA IF EXISTS ${bossSchema} CASCADE`);
  await pool.end();
}
