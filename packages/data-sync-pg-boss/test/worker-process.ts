/**
 * A worker-only process as the integration tests start it: the engine with a handler that records
 * each execution in a PostgreSQL table (start, then end after `sleepMs`), so the test sees from
 * the outside which process ran which job and whether it got to the end.
 * Input: one JSON argument (WorkerInput). Prints `ready` once it takes jobs; stops gracefully on SIGTERM.
 */
import pg from 'pg';
import { createPgBossSyncEngine } from '../src/index';

export interface WorkerInput {
  connectionString: string;
  bossSchema: string;
  /** Schema-qualified table of executions (see createExecutionsTable). */
  executionsTable: string;
  sleepMs: number;
  expireInSeconds: number;
  concurrency: number;
  /** Jobs taken per round trip (the engine's default when absent). */
  fetchBatchSize?: number;
  /** Jobs held at once, waiting or executing (the engine's default when absent). */
  maxHeldJobs?: number;
}

const input = JSON.parse(process.argv[2] ?? '{}') as WorkerInput;
const pool = new pg.Pool({ connectionString: input.connectionString, max: 4 });
const engine = createPgBossSyncEngine({
  connectionString: input.connectionString,
  schema: input.bossSchema,
  expireInSeconds: input.expireInSeconds,
  maintenanceIntervalSeconds: 1,
  pollingIntervalSeconds: 0.1,
  concurrency: input.concurrency,
  ...(input.fetchBatchSize !== undefined && { fetchBatchSize: input.fetchBatchSize }),
  ...(input.maxHeldJobs !== undefined && { maxHeldJobs: input.maxHeldJobs }),
  retryDelaySeconds: 0,
  stopTimeoutMs: 10_000,
});

await engine.start(async (job) => {
  const jobKey = job.runId ?? `${job.scheduleId}@${job.dueAt}`;
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO ${input.executionsTable} (job_key, worker_pid, due_at, started_at) VALUES ($1, $2, $3, clock_timestamp()) RETURNING id`,
    [jobKey, process.pid, job.dueAt],
  );
  await new Promise((resolve) => setTimeout(resolve, input.sleepMs));
  await pool.query(`UPDATE ${input.executionsTable} SET finished_at = clock_timestamp() WHERE id = $1`, [rows[0]!.id]);
});
process.stdout.write('ready\n');

process.once('SIGTERM', () => {
  engine
    .stop()
    .then(() => pool.end())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
});
