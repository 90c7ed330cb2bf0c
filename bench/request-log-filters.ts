import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createStore, type RequestLogFilter, type RequestLogRecord, type Store } from '@openunified/store';
import pg from 'pg';

/**
 * GET /requests/logs with a filter, as the logs kept grow: the page query the route runs
 * (`requestLogs.list`), p50 and p99 of `--queries` pages per filter at each size of `--sizes`.
 * See README.md.
 */

const ACCOUNTS = 50;
const ACTIONS = 30;
const PAGE_SIZE = 50;
const INSERT_BATCH = 500;

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    sizes: { type: 'string', default: '10000,100000,1000000' },
    queries: { type: 'string', default: '200' },
    json: { type: 'boolean', default: false },
    // A postgres:// URL: the logs go to a fresh schema of that database, dropped at the end.
    database: { type: 'string' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const queries = Number(values.queries);

// One log in RARE carries the quiet account, the rare action or the 502: filters a page of which
// a scan of the project's newest logs finds only after reading a great many rows.
const RARE = 1000;

function statusOf(index: number): number {
  if (index % RARE === 500) return 502;
  const draw = index % 100;
  return draw < 90 ? 200 : draw < 95 ? 404 : 429;
}

function logAt(projectId: string, index: number, startMs: number): Omit<RequestLogRecord, 'id'> {
  return {
    projectId,
    accountId: index % RARE === 0 ? 'acc_quiet' : `acc_bench${index % ACCOUNTS}`,
    requestId: `req_${index}`,
    method: 'GET',
    path: '/unified/documents/drives',
    route: '/unified/documents/drives',
    provider: 'googledrive',
    actionId: index % RARE === 250 ? 'googledrive.rare_action' : `googledrive.action_${index % ACTIONS}`,
    status: statusOf(index),
    durationMs: 12,
    query: 'page_size=25',
    warnings: [],
    // One log a second: a million logs span eleven and a half days.
    startedAt: new Date(startMs + index * 1000).toISOString(),
  };
}

async function fill(store: Store, projectId: string, from: number, to: number, startMs: number): Promise<void> {
  for (let start = from; start < to; start += INSERT_BATCH * 20) {
    await store.transaction(async (transaction) => {
      for (let batch = start; batch < Math.min(to, start + INSERT_BATCH * 20); batch += INSERT_BATCH) {
        const logs = Array.from({ length: Math.min(INSERT_BATCH, to - batch) }, (_, offset) => logAt(projectId, batch + offset, startMs));
        await transaction.requestLogs.createMany(logs);
      }
    });
  }
}

const filters: Record<string, (draw: number) => RequestLogFilter> = {
  'account (1 in 50)': (draw) => ({ accountIds: [`acc_bench${draw % ACCOUNTS}`] }),
  'account (1 in 1000)': () => ({ accountIds: ['acc_quiet'] }),
  'action (1 in 1000)': () => ({ actionIds: ['googledrive.rare_action'] }),
  'status 502 (1 in 1000)': () => ({ statuses: [502] }),
};

async function pageTimes(store: Store, projectId: string, filter: (draw: number) => RequestLogFilter): Promise<{ p50Ms: number; p99Ms: number }> {
  const times: number[] = [];
  for (let draw = 0; draw < queries; draw++) {
    const started = performance.now();
    const page = await store.requestLogs.list(projectId, filter(draw * 7), { pageSize: PAGE_SIZE });
    times.push(performance.now() - started);
    if (page.items.length === 0) throw new Error('a filtered page came back empty');
  }
  times.sort((left, right) => left - right);
  return { p50Ms: times[Math.floor(times.length / 2)]!, p99Ms: times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)]! };
}

const directory = await mkdtemp(join(tmpdir(), 'openunified-log-bench-'));
const postgresSchema = `bench_request_logs_${randomBytes(4).toString('hex')}`;
const store = values.database
  ? await createStore({ databaseUrl: values.database, postgresSchema })
  : await createStore({ sqlitePath: join(directory, 'logs.sqlite') });
const databaseName = store.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
const admin = values.database ? new pg.Client({ connectionString: values.database }) : undefined;
await admin?.connect();
try {
  const organization = await store.organizations.create({ name: 'Bench' });
  const project = await store.projects.create({ organizationId: organization.id, name: 'Bench' });
  const startMs = Date.parse('2026-01-01T00:00:00.000Z');
  let filled = 0;
  if (!values.json) process.stdout.write(`GET /requests/logs page of ${PAGE_SIZE}, ${databaseName}, ${queries} pages per filter\n\n`);
  for (const size of sizes) {
    await fill(store, project.id, filled, size, startMs);
    filled = size;
    // What autovacuum does after bulk inserts, done now so the planner sees the table as it is.
    await admin?.query(`analyze ${postgresSchema}.request_logs`);
    for (const [name, filter] of Object.entries(filters)) {
      const { p50Ms, p99Ms } = await pageTimes(store, project.id, filter);
      if (values.json) process.stdout.write(`${JSON.stringify({ path: `request-logs ${name}`, logs: size, p50_ms: round(p50Ms), p99_ms: round(p99Ms) })}\n`);
      else
        process.stdout.write(
          `${String(size).padStart(8)} logs   ${name.padEnd(24)} p50 ${p50Ms.toFixed(3).padStart(8)} ms   p99 ${p99Ms.toFixed(3).padStart(8)} ms\n`,
        );
    }
  }
} finally {
  await store.close();
  await rm(directory, { recursive: true, force: true });
  if (admin) {
    await admin.query(`drop schema if exists ${postgresSchema} cascade`);
    await admin.end();
  }
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
