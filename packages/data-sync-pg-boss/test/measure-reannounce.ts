/**
 * How long a worker's start-up re-announcement of every scheduled tick takes (docs/deployment.md,
 * "Data sync workers"): N ticks into a fresh jobs schema, then the same N again (all present).
 * Run: TSX_TSCONFIG_PATH=../../tsconfig.json node --conditions=@openunified/source --import tsx test/measure-reannounce.ts 10000
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { startSyncEngine } from '@openunified/data-sync';
import pg from 'pg';
import { createPgBossSyncEngine } from '../src/index';

const url = 'postgres://postgres@127.0.0.1:5432/test';
const schema = `reannounce_${randomBytes(4).toString('hex')}`;
const count = Number(process.argv[2] ?? 10000);
const dueAt = new Date(Date.now() + 3_600_000).toISOString();
const ticks = Array.from({ length: count }, () => ({ projectId: 'p', scheduleId: randomUUID(), nextRunAt: dueAt }));
// The store's keyset paging over the ticks (all due at once here, so by id).
const sortedTicks = [...ticks].sort((left, right) => left.scheduleId.localeCompare(right.scheduleId));
const pageOf = (page?: { limit: number; after?: { scheduleId: string } }) => {
  const after = page?.after;
  const rest = after ? sortedTicks.filter((tick) => tick.scheduleId > after.scheduleId) : sortedTicks;
  return page ? rest.slice(0, page.limit) : rest;
};
const quiet = () => undefined;
const logger = { info: quiet, error: quiet, warn: quiet, debug: quiet, trace: quiet, fatal: quiet } as unknown as Parameters<
  typeof startSyncEngine
>[0]['logger'];
const pool = new pg.Pool({ connectionString: url });
try {
  for (const round of ['first start (inserts)', 'second start (all present)']) {
    const engine = createPgBossSyncEngine({ connectionString: url, schema });
    const started = performance.now();
    await startSyncEngine({ engine, handler: async () => {}, schedules: { listScheduled: async (page) => pageOf(page) }, logger });
    const ms = performance.now() - started;
    const { rows } = await pool.query(`select count(*)::int as n from ${schema}.job`);
    console.log(`${round}: ${count} ticks announced in ${ms.toFixed(0)} ms (${((count / ms) * 1000).toFixed(0)}/s); jobs in table: ${rows[0].n}`);
    await engine.stop();
  }
} finally {
  await pool.query(`drop schema if exists ${schema} cascade`);
  await pool.end();
}
