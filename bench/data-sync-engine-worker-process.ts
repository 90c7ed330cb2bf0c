import { createPgBossSyncEngine } from '@openunified/data-sync-pg-boss';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { inputFromParent, reportToParent, serveParent } from './child-process-protocol';

/**
 * One worker-only process of the data sync engine benchmark. Its handler does what the real one
 * does to the database per run, without the provider calls: one store transaction that records
 * the run (here: its lag behind dueAt) and enqueues the schedule's next tick through the engine.
 */

interface WorkerInput {
  databaseUrl: string;
  bossSchema: string;
  runsTable: string;
  concurrency: number;
  pollingIntervalSeconds: number;
  handlerMs: number;
}

const input = inputFromParent<WorkerInput>();
const store = new Kysely<any>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: input.databaseUrl, max: input.concurrency + 2, idleTimeoutMillis: 300_000 }) }),
});
const engine = createPgBossSyncEngine({
  connectionString: input.databaseUrl,
  schema: input.bossSchema,
  concurrency: input.concurrency,
  pollingIntervalSeconds: input.pollingIntervalSeconds,
  expireInSeconds: 60,
});
const hour = 3_600_000;

await engine.start(async (job) => {
  const lagMs = Date.now() - Date.parse(job.dueAt);
  if (input.handlerMs > 0) await new Promise((resolve) => setTimeout(resolve, input.handlerMs));
  await store.transaction().execute(async (transaction) => {
    await sql`INSERT INTO ${sql.raw(input.runsTable)} (schedule_id, due_at, worker_pid, lag_ms) VALUES (${job.scheduleId}, ${job.dueAt}, ${process.pid}, ${lagMs})`.execute(transaction);
    await engine.scheduleNext({ projectId: job.projectId, scheduleId: job.scheduleId, dueAt: new Date(Date.parse(job.dueAt) + hour).toISOString() }, transaction);
  });
});
reportToParent({ ready: true, pid: process.pid });
serveParent(async () => {
  await engine.stop();
  await store.destroy();
});
