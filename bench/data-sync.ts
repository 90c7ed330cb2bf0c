import 'reflect-metadata';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DataSyncTokens } from '@openunified/data-sync';
import { basicAuthorization, startTestPlatform } from '@openunified/platform/testing';
import { storeApplicationName } from '@openunified/store';
import { sql, type Transaction } from 'kysely';
import pg from 'pg';
import { manifest as googledriveManifest } from '../connectors/googledrive/src/index.js';
import { startChild } from './child-process-protocol.js';
import type { DataSyncEmulatorInput, DataSyncEmulatorMessage } from './data-sync-emulator-process.js';
import { dueDriveSchedule } from './due-schedule.js';
import { sampleBackendCpu } from './postgres-backend-cpu.js';

/**
 * Data sync (docs/concepts/data-sync.md) on the embedded engine over SQLite, in this process (the
 * server), against the Google Drive emulator on loopback in its own process (the provider is a
 * separate service, so its CPU is reported apart from the server's):
 * 1. a full sync of `--records` shared drives into the records store, records/s (records over
 *    the run's wall time) and CPU µs per record of the server and of the emulator;
 * 2. a re-sync with 1% of the records changed: rows written;
 * 3. `--schedules` schedules due within `--spread-seconds` (0: all at the same instant): all fire,
 *    lag of each run's claim (its start) behind its own tick (p50, p99, max), and when the last one finished.
 */
const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '100000' },
    schedules: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '8' },
    'spread-seconds': { type: 'string', default: '0' },
    // The re-sync as a full run (full_sync_after PT1S): deletion detection must still write only the changed rows.
    'full-resync': { type: 'boolean', default: false },
    // What the full sync and re-sync read: shared drives (drives.list, at most 100 a page) or My Drive files (files.list, at most 1000 a page).
    action: { type: 'string', default: 'googledrive_list_drives' },
    // Prints records read and RSS this often during each run (0: never): RSS must stay flat however many records a run reads.
    'rss-every-seconds': { type: 'string', default: '0' },
    // postgres://...: the store in PostgreSQL, in a schema of its own dropped at the end; SQLite in a temporary folder otherwise.
    database: { type: 'string' },
    // embedded or pg-boss (PostgreSQL only); the platform's default for the store otherwise.
    engine: { type: 'string' },
    // The full sync's pace in its first and last windows of this length: a store that slows as it grows shows here.
    'window-seconds': { type: 'string', default: '10' },
  },
});
const recordCount = Number(values.records);
const scheduleCount = Number(values.schedules);
const concurrency = Number(values.concurrency);
const spreadMs = Number(values['spread-seconds']) * 1000;
const rssEveryMs = Number(values['rss-every-seconds']) * 1000;
const windowMs = Number(values['window-seconds']) * 1000;
const databaseUrl = values.database;
if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('--database takes a postgres:// URL (SQLite is the default)');
const engineKind = values.engine;
if (engineKind !== undefined && engineKind !== 'embedded' && engineKind !== 'pg-boss') throw new Error('--engine is embedded or pg-boss');
if (engineKind === 'pg-boss' && databaseUrl === undefined) throw new Error('--engine pg-boss needs --database postgres://...');
// A schema of its own, so the bench starts from an empty store and leaves nothing behind.
const postgresSchema = `bench_data_sync_${process.pid}`;

const actionId = values.action;
if (actionId !== 'googledrive_list_drives' && actionId !== 'googledrive_list_files')
  throw new Error('--action is googledrive_list_drives or googledrive_list_files');
const syncsFiles = actionId === 'googledrive_list_files';
// Files of My Drive and of one shared drive (the seed needs a drive), or shared drives: `--records` in all.
const emulatorInput: DataSyncEmulatorInput = { records: recordCount, syncsFiles };
const emulatorChild = startChild<{ url: string; credentials: Record<string, string> }>(
  fileURLToPath(new URL('data-sync-emulator-process.ts', import.meta.url)),
  emulatorInput,
);
const emulator = await emulatorChild.ready;
const tellEmulator = (message: DataSyncEmulatorMessage) => emulatorChild.ask<{ done: number }>(message);
const testPlatform = await startTestPlatform({
  connectors: [googledriveManifest],
  originOverrides: { googledrive: emulator.url },
  config: {
    rateLimit: { points: 1_000_000 },
    // This process runs the jobs: with pg-boss (the default on PostgreSQL) an API process only
    // enqueues them for worker processes, and the bench starts none, so its runs stayed queued.
    dataSync: { concurrency, runScheduler: true, ...(engineKind && { engineKind }) },
    ...(databaseUrl && { database: { kind: 'postgres' as const, url: databaseUrl, schema: postgresSchema } }),
  },
});
console.log(`store: ${databaseUrl ? `PostgreSQL (schema ${postgresSchema})` : 'SQLite'}; engine: ${engineKind ?? 'the default for the store'}`);
const authorization = basicAuthorization(await testPlatform.createApiKey());

async function call(method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${testPlatform.url}${path}`, {
    method,
    headers: { authorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/**
 * Records read so far, as the run reports them, when, and this process's CPU time then (µs): the
 * run's pace over time, and its CPU per record, which a loaded machine does not distort.
 */
type PaceSample = { at: number; read: number; cpu: number; written: number };

type WindowPace = { recordsPerSecond: number; cpuPerRecord: number; bytesWrittenPerRecord: number };

/** Bytes this process (all its threads: the store's log and checkpoint workers too) handed to write system calls so far; 0 where /proc is not there. */
function bytesWritten(): number {
  try {
    return Number(/^wchar: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Records a second and CPU µs a record in the first and in the last window of a run, from the samples taken while it ran. */
function windowPaces(samples: readonly PaceSample[]): { first: WindowPace; last: WindowPace } | undefined {
  const start = samples.find((sample) => sample.read > 0);
  const end = samples.at(-1);
  if (!start || !end || end.at - start.at < 2 * windowMs) return undefined;
  const readAt = (at: number) => samples.findLast((sample) => sample.at <= at) ?? start;
  const pace = (from: PaceSample, to: PaceSample): WindowPace => ({
    recordsPerSecond: ((to.read - from.read) / (to.at - from.at)) * 1000,
    cpuPerRecord: (to.cpu - from.cpu) / Math.max(1, to.read - from.read),
    bytesWrittenPerRecord: (to.written - from.written) / Math.max(1, to.read - from.read),
  });
  return { first: pace(start, readAt(start.at + windowMs)), last: pace(readAt(end.at - windowMs), end) };
}

/** The SQLite store's write-ahead log, largest size seen: a log that is never started over grows with every page a run writes. */
const walPath = join(testPlatform.dataDirectory, 'openunified.sqlite-wal');
let walPeakBytes = 0;
function sampleWalSize(): void {
  if (databaseUrl) return;
  try {
    walPeakBytes = Math.max(walPeakBytes, statSync(walPath).size);
  } catch {
    // No log yet.
  }
}

async function runToEnd(scheduleId: string, samples: PaceSample[] = []) {
  const run = await call('POST', `/v2/data_sync/schedules/${scheduleId}/runs`);
  let lastReport = Date.now();
  for (;;) {
    const { data } = await call('GET', `/v2/data_sync/schedules/${scheduleId}/runs?page_size=5`);
    const current = data.find((candidate: { id: string }) => candidate.id === run.id);
    if (current.records?.read !== undefined) {
      const cpu = process.cpuUsage();
      samples.push({ at: Date.now(), read: current.records.read, cpu: cpu.user + cpu.system, written: bytesWritten() });
    }
    sampleWalSize();
    if (['succeeded', 'failed', 'skipped'].includes(current.status)) return current;
    if (rssEveryMs > 0 && Date.now() - lastReport >= rssEveryMs) {
      lastReport = Date.now();
      const { rss, heapUsed } = process.memoryUsage();
      console.log(`  ${current.records.read} records read: RSS ${Math.round(rss / 2 ** 20)} MiB, JS heap used ${Math.round(heapUsed / 2 ** 20)} MiB`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

try {
  const config = await call('POST', '/v2/data_sync/configs', {
    name: 'Bench drives',
    connector: 'googledrive',
    // No page_size: a run asks for the action's max_page_size, the largest page the provider serves.
    actions: [{ action_id: actionId, sync_params: {} }],
    cadence: 'P1D',
    ...(values['full-resync'] && { full_sync_after: 'PT1S' }),
  });
  const account = await testPlatform.createAccount({
    provider: 'googledrive',
    credentials: emulator.credentials,
    originOwnerId: 'bench',
    originOwnerName: 'Bench',
  });
  let schedule: { id: string } | undefined;
  while (!schedule) {
    schedule = (await call('GET', `/v2/data_sync/schedules?account_id=${account.id}`)).data[0];
  }

  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const rssSampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 250);
  // CPU of this process (the server: engine, store, connector; the bench's polling of the run too) and of the emulator's, per record.
  const databaseCpu = databaseUrl ? await sampleBackendCpu(databaseUrl, storeApplicationName(postgresSchema)) : undefined;
  const cpuBefore = process.cpuUsage();
  const emulatorCpuBefore = await emulatorChild.cpuMicroseconds();
  const paceSamples: PaceSample[] = [];
  const full = await runToEnd(schedule.id, paceSamples);
  const fullCpu = process.cpuUsage(cpuBefore);
  const emulatorCpuMicroseconds = (await emulatorChild.cpuMicroseconds()) - emulatorCpuBefore;
  const serverCpuMicroseconds = fullCpu.user + fullCpu.system;
  const fullSeconds = (Date.parse(full.finished_at) - Date.parse(full.started_at)) / 1000;
  const databaseCpuMicroseconds = await databaseCpu?.stop();
  const perRecord = (microseconds: number) => (microseconds / full.records.created).toFixed(1);
  console.log(
    `full sync of ${actionId}: ${full.status}, ${full.records.created} records in ${fullSeconds.toFixed(2)} s = ${Math.round(full.records.created / fullSeconds)} records/s (${full.mode}); CPU per record: server ${perRecord(serverCpuMicroseconds)} µs, emulator ${perRecord(emulatorCpuMicroseconds)} µs${databaseCpuMicroseconds === undefined ? '' : `, PostgreSQL backends ${perRecord(databaseCpuMicroseconds)} µs`}`,
  );
  if (full.status !== 'succeeded') console.log(`full sync error: ${full.error}`);
  const paces = windowPaces(paceSamples);
  console.log(
    paces
      ? `full sync pace: first ${windowMs / 1000} s ${Math.round(paces.first.recordsPerSecond)} records/s, last ${windowMs / 1000} s ${Math.round(paces.last.recordsPerSecond)} records/s (${((paces.last.recordsPerSecond / paces.first.recordsPerSecond) * 100).toFixed(0)} % of the first); server CPU per record: first ${paces.first.cpuPerRecord.toFixed(1)} µs, last ${paces.last.cpuPerRecord.toFixed(1)} µs; bytes written per record: first ${Math.round(paces.first.bytesWrittenPerRecord)}, last ${Math.round(paces.last.bytesWrittenPerRecord)}`
      : `full sync pace: the run was shorter than two ${windowMs / 1000} s windows`,
  );
  if (!databaseUrl) console.log(`SQLite write-ahead log during the full sync: peak ${(walPeakBytes / 2 ** 20).toFixed(0)} MiB`);
  console.log(`RSS during the full sync: ${Math.round(rssBefore / 2 ** 20)} MiB before, peak ${Math.round(rssPeak / 2 ** 20)} MiB`);
  clearInterval(rssSampler);

  const changed = Math.round(recordCount / 100);
  await tellEmulator({ command: 'change', count: changed });
  if (values['full-resync']) await new Promise((resolve) => setTimeout(resolve, 1100));
  // Rows the SQLite connection inserted, updated or deleted during the re-sync, in every table (records, events, runs, logs).
  // (SQLite's count of its connection's changes; PostgreSQL spreads them over a pool, so only the run's own counts there.)
  const rowsChanged = () =>
    testPlatform.store.transaction(async (transaction) => {
      const { rows } = await sql<{ changes: number }>`select total_changes() as changes`.execute(transaction.sqlTransaction as Transaction<unknown>);
      return Number(rows[0]!.changes);
    });
  const changesBefore = databaseUrl ? 0 : await rowsChanged();
  const resyncDatabaseCpu = databaseUrl ? await sampleBackendCpu(databaseUrl, storeApplicationName(postgresSchema)) : undefined;
  const resyncCpuBefore = process.cpuUsage();
  const resyncEmulatorCpuBefore = await emulatorChild.cpuMicroseconds();
  const resync = await runToEnd(schedule.id);
  const resyncServerCpu = process.cpuUsage(resyncCpuBefore);
  const resyncEmulatorCpu = (await emulatorChild.cpuMicroseconds()) - resyncEmulatorCpuBefore;
  const resyncDatabaseCpuMicroseconds = await resyncDatabaseCpu?.stop();
  const allTables = databaseUrl ? '' : `; SQLite rows changed in all tables ${(await rowsChanged()) - changesBefore}`;
  const resyncSeconds = (Date.parse(resync.finished_at) - Date.parse(resync.started_at)) / 1000;
  const perRecordRead = (microseconds: number) => (microseconds / Math.max(1, resync.records.read)).toFixed(1);
  console.log(
    `re-sync with ${changed} changed: ${resync.status} (${resync.mode}), read ${resync.records.read}, rows written ${resync.records.created + resync.records.updated} (created ${resync.records.created}, updated ${resync.records.updated}), unchanged ${resync.records.unchanged}, deleted ${resync.records.deleted}, ${resyncSeconds.toFixed(2)} s = ${Math.round(resync.records.read / resyncSeconds)} records/s${allTables}`,
  );
  console.log(
    `re-sync CPU per record read: server ${perRecordRead(resyncServerCpu.user + resyncServerCpu.system)} µs, emulator ${perRecordRead(resyncEmulatorCpu)} µs${resyncDatabaseCpuMicroseconds === undefined ? '' : `, PostgreSQL backends ${perRecordRead(resyncDatabaseCpuMicroseconds)} µs`}`,
  );
  console.log(
    `RSS: ${Math.round(rssBefore / 2 ** 20)} MiB before, ${Math.round(process.memoryUsage().rss / 2 ** 20)} MiB after (the emulator's data is in its own process)`,
  );

  // `--schedules 0` skips this part.
  if (scheduleCount > 0) {
    // Many schedules due at one instant: one account, one schedule per drive-name filter.
    await tellEmulator({ command: 'keep-drives', count: 1000 });
    const { store, project } = testPlatform;
    const engine = testPlatform.platform.container.get(DataSyncTokens.Engine);
    const windowOpensAt = Math.ceil((Date.now() + 20_000 + scheduleCount * 2) / 1000) * 1000;
    const dueTimes = Array.from({ length: scheduleCount }, (_, index) =>
      new Date(windowOpensAt + Math.floor((index * spreadMs) / scheduleCount)).toISOString(),
    );
    const ids: string[] = [];
    // 500 schedules and their ticks a transaction: one commit each (a synchronous one on PostgreSQL,
    // a few ms on a busy disk) made 10,000 schedules take minutes to create on PostgreSQL, past the window.
    for (let first = 0; first < scheduleCount; first += 500) {
      await store.transaction(async (transaction) => {
        const ticks: { projectId: string; scheduleId: string; dueAt: string }[] = [];
        for (let index = first; index < Math.min(scheduleCount, first + 500); index += 1) {
          const dueAt = dueTimes[index]!;
          const created = await transaction.dataSyncSchedules.createIfAbsent(
            project.id,
            dueDriveSchedule({ syncConfigId: config.id, accountId: account.id, index, paramsHash: `bench-${index}`, dueAt }),
          );
          ids.push(created!.id);
          ticks.push({ projectId: project.id, scheduleId: created!.id, dueAt });
        }
        if (engine.scheduleMany) await engine.scheduleMany(ticks, transaction.sqlTransaction);
        else for (const tick of ticks) await engine.scheduleNext(tick, transaction.sqlTransaction);
      });
    }
    console.log(
      `${scheduleCount} schedules due from ${dueTimes[0]} over ${spreadMs / 1000} s (all created ${windowOpensAt - Date.now()} ms before the first is due); waiting`,
    );
    // CPU while the burst is being claimed, from before its first tick until every run row exists:
    // per claim, steadier than the fire lag on a shared machine (executions wait for the burst to be claimed).
    const burstDatabaseCpu = databaseUrl ? await sampleBackendCpu(databaseUrl, storeApplicationName(postgresSchema)) : undefined;
    const burstCpuBefore = process.cpuUsage();
    const claimCpu = (async () => {
      for (;;) {
        const claimed = await store.transaction(async (transaction) => {
          const { rows } = await sql<{ runs: number | string }>`select count(*) as runs from data_sync_runs where due_at >= ${dueTimes[0]!}`.execute(
            transaction.sqlTransaction as Transaction<unknown>,
          );
          return Number(rows[0]!.runs);
        });
        if (claimed >= scheduleCount || Date.now() > windowOpensAt + spreadMs + 600_000) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const server = process.cpuUsage(burstCpuBefore);
      return { server: server.user + server.system, database: await burstDatabaseCpu?.stop() };
    })();
    // Awaited once the burst has run; until then a failure must not count as unhandled.
    claimCpu.catch(() => {});
    const lags: number[] = [];
    const finishedTimes: number[] = [];
    // When each run row was written: the last one is when the whole burst had been claimed (its transaction then commits).
    const claimedTimes: number[] = [];
    const deadline = windowOpensAt + spreadMs + 600_000;
    for (const [index, id] of ids.entries()) {
      const dueAt = dueTimes[index]!;
      for (;;) {
        const schedule = await store.dataSyncSchedules.get(project.id, id);
        if (schedule?.lastRunStatus === 'succeeded' || schedule?.lastRunStatus === 'failed') {
          lags.push(Date.parse(schedule.lastRunAt!) - Date.parse(dueAt));
          const [run] = (await store.dataSyncRuns.listBySchedule(project.id, id, { pageSize: 1 })).items;
          finishedTimes.push(Date.parse(run!.finishedAt!));
          claimedTimes.push(Date.parse(run!.createdAt) - Date.parse(dueAt));
          break;
        }
        if (Date.now() > deadline) throw new Error(`schedule ${id} never ran`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    lags.sort((left, right) => left - right);
    const percentile = (fraction: number) => lags[Math.min(lags.length - 1, Math.floor(fraction * lags.length))]!;
    // Fired = claimed (run row running under a lease, docs/concepts/data-sync.md#firing); finished = the run's end.
    const lastFinished = Math.max(...finishedTimes);
    console.log(
      `${lags.length}/${scheduleCount} fired; fire lag behind next_run_at: p50 ${percentile(0.5)} ms, p99 ${percentile(0.99)} ms, max ${lags.at(-1)} ms; last run row written ${Math.max(...claimedTimes)} ms after its tick; all finished ${((lastFinished - (windowOpensAt + spreadMs)) / 1000).toFixed(1)} s after the last tick was due (concurrency ${concurrency}, spread over ${spreadMs / 1000} s)`,
    );
    const { server: claimServerCpu, database: claimDatabaseCpu } = await claimCpu;
    const perClaim = (microseconds: number) => (microseconds / scheduleCount).toFixed(1);
    console.log(
      `CPU per claim until every run row existed (the bench's polling included): server ${perClaim(claimServerCpu)} µs${claimDatabaseCpu === undefined ? '' : `, PostgreSQL backends ${perClaim(claimDatabaseCpu)} µs`}`,
    );
  }
} finally {
  await testPlatform.close();
  await emulatorChild.stop();
  if (databaseUrl) await dropSchema(databaseUrl, postgresSchema);
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The store's schema and the ones named after it (pg-boss's queue schema).
    const { rows } = await client.query<{ name: string }>(`select nspname as name from pg_namespace where nspname = $1 or nspname like $1 || '\\_%'`, [schema]);
    for (const { name } of rows) await client.query(`drop schema "${name}" cascade`);
  } finally {
    await client.end();
  }
}
