import { createPgBossSyncEngine } from '@openunified/data-sync-pg-boss';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { inputFromParent, reportToParent, serveParent } from './child-process-protocol';

/**
 * One worker-only process of the data sync engine benchmark. Its processor does what the real one
 * does to the database, without the provider calls: the claim is one store transaction for the
 * whole batch fetched (the runs recorded, with their lag behind dueAt, and every schedule's next
 * tick enqueued through the engine, as `claimRuns` does); executing a run takes `handlerMs`, then
 * one statement records its end.
 */

interface WorkerInput {
  databaseUrl: string;
  bossSchema: string;
  runsTable: string;
  concurrency: number;
  fetchBatchSize: number;
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
  fetchBatchSize: input.fetchBatchSize,
  pollingIntervalSeconds: input.pollingIntervalSeconds,
  expireInSeconds: 60,
});
const hour = 3_600_000;

await engine.start({
  async claim(jobs) {
    const claimedAt = Date.now();
    await store.transaction().execute(async (transaction) => {
      const rows = jobs.map((job) => sql`(${job.scheduleId}, ${job.dueAt}, ${process.pid}, ${claimedAt - Date.parse(job.dueAt)})`);
      await sql`INSERT INTO ${sql.raw(input.runsTable)} (schedule_id, due_at, worker_pid, lag_ms) VALUES ${sql.join(rows)}`.execute(transaction);
      await engine.scheduleMany!(
        jobs.map((job) => ({ projectId: job.projectId, scheduleId: job.scheduleId, dueAt: new Date(Date.parse(job.dueAt) + hour).toISOString() })),
        transaction,
      );
    });
    return jobs.map((job) => ({
      kind: 'claimed' as const,
      job,
      async execute() {
        if (input.handlerMs > 0) await new Promise((resolve) => setTimeout(resolve, input.handlerMs));
        await sql`UPDATE ${sql.raw(input.runsTable)} SET finished_at = clock_timestamp() WHERE schedule_id = ${job.scheduleId} AND due_at = ${job.dueAt}`.execute(
          store,
        );
      },
    }));
  },
  renewLeases: async () => {},
  releaseLeases: async () => {},
});
reportToParent({ ready: true, pid: process.pid });
serveParent(async () => {
  await engine.stop();
  await store.destroy();
});
