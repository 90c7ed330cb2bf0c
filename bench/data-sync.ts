import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { basicAuthorization, startTestPlatform } from '@openunified/platform/testing';
import { sql, type Transaction } from 'kysely';
import { manifest as googledriveManifest } from '../connectors/googledrive/src/index.js';
import { startChild } from './child-process-protocol.js';
import type { DataSyncEmulatorInput, DataSyncEmulatorMessage } from './data-sync-emulator-process.js';

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
  },
});
const recordCount = Number(values.records);
const scheduleCount = Number(values.schedules);
const concurrency = Number(values.concurrency);
const spreadMs = Number(values['spread-seconds']) * 1000;
const rssEveryMs = Number(values['rss-every-seconds']) * 1000;

const actionId = values.action;
if (actionId !== 'googledrive_list_drives' && actionId !== 'googledrive_list_files') throw new Error('--action is googledrive_list_drives or googledrive_list_files');
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
  config: { rateLimit: { points: 1_000_000 }, dataSync: { concurrency } },
});
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

async function runToEnd(scheduleId: string) {
  const run = await call('POST', `/v2/data_sync/schedules/${scheduleId}/runs`);
  let lastReport = Date.now();
  for (;;) {
    const { data } = await call('GET', `/v2/data_sync/schedules/${scheduleId}/runs?page_size=5`);
    const current = data.find((candidate: { id: string }) => candidate.id === run.id);
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
  const account = await testPlatform.createAccount({ provider: 'googledrive', credentials: emulator.credentials, originOwnerId: 'bench', originOwnerName: 'Bench' });
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
  const cpuBefore = process.cpuUsage();
  const emulatorCpuBefore = await emulatorChild.cpuMicroseconds();
  const full = await runToEnd(schedule.id);
  const fullCpu = process.cpuUsage(cpuBefore);
  const emulatorCpuMicroseconds = (await emulatorChild.cpuMicroseconds()) - emulatorCpuBefore;
  const serverCpuMicroseconds = fullCpu.user + fullCpu.system;
  const fullSeconds = (Date.parse(full.finished_at) - Date.parse(full.started_at)) / 1000;
  const perRecord = (microseconds: number) => (microseconds / full.records.created).toFixed(1);
  console.log(
    `full sync of ${actionId}: ${full.status}, ${full.records.created} records in ${fullSeconds.toFixed(2)} s = ${Math.round(full.records.created / fullSeconds)} records/s (${full.mode}); CPU per record: server ${perRecord(serverCpuMicroseconds)} µs, emulator ${perRecord(emulatorCpuMicroseconds)} µs`,
  );
  if (full.status !== 'succeeded') console.log(`full sync error: ${full.error}`);
  console.log(`RSS during the full sync: ${Math.round(rssBefore / 2 ** 20)} MiB before, peak ${Math.round(rssPeak / 2 ** 20)} MiB`);
  clearInterval(rssSampler);

  const changed = Math.round(recordCount / 100);
  await tellEmulator({ command: 'change', count: changed });
  if (values['full-resync']) await new Promise((resolve) => setTimeout(resolve, 1100));
  // Rows the SQLite connection inserted, updated or deleted during the re-sync, in every table (records, events, runs, logs).
  const rowsChanged = () =>
    testPlatform.store.transaction(async (transaction) => {
      const { rows } = await sql<{ changes: number }>`select total_changes() as changes`.execute(transaction.sqlTransaction as Transaction<unknown>);
      return Number(rows[0]!.changes);
    });
  const changesBefore = await rowsChanged();
  const resync = await runToEnd(schedule.id);
  const sqliteRowsChanged = (await rowsChanged()) - changesBefore;
  const resyncSeconds = (Date.parse(resync.finished_at) - Date.parse(resync.started_at)) / 1000;
  console.log(
    `re-sync with ${changed} changed: ${resync.status} (${resync.mode}), read ${resync.records.read}, rows written ${resync.records.created + resync.records.updated} (created ${resync.records.created}, updated ${resync.records.updated}), unchanged ${resync.records.unchanged}, deleted ${resync.records.deleted}, ${resyncSeconds.toFixed(2)} s; SQLite rows changed in all tables ${sqliteRowsChanged}`,
  );
  console.log(`RSS: ${Math.round(rssBefore / 2 ** 20)} MiB before, ${Math.round(process.memoryUsage().rss / 2 ** 20)} MiB after (the emulator's data is in its own process)`);

  // Many schedules due at one instant: one account, one schedule per drive-name filter.
  await tellEmulator({ command: 'keep-drives', count: 1000 });
  const { store, project } = testPlatform;
  const engine = testPlatform.platform.container.get<{ scheduleNext(next: { projectId: string; scheduleId: string; dueAt: string }): Promise<void> }>(
    Symbol.for('openunified.dataSync.Engine'),
  );
  const windowOpensAt = Math.ceil((Date.now() + 20_000 + scheduleCount * 2) / 1000) * 1000;
  const dueTimes = Array.from({ length: scheduleCount }, (_, index) => new Date(windowOpensAt + Math.floor((index * spreadMs) / scheduleCount)).toISOString());
  const ids: string[] = [];
  for (let index = 0; index < scheduleCount; index += 1) {
    const dueAt = dueTimes[index]!;
    const created = await store.dataSyncSchedules.createIfAbsent(project.id, {
      syncConfigId: config.id,
      accountId: account.id,
      actionId: 'googledrive_list_drives',
      name: `due ${index}`,
      syncParams: { query: { page_size: 10, filter: { name: `Bench ${index}` } } },
      paramsHash: `bench-${index}`,
      source: 'manual',
      enabled: true,
      cadence: 'P1D',
      fullSyncAfter: null,
      startAt: dueAt,
      nextRunAt: dueAt,
    });
    ids.push(created!.id);
    await engine.scheduleNext({ projectId: project.id, scheduleId: created!.id, dueAt });
  }
  console.log(`${scheduleCount} schedules due from ${dueTimes[0]} over ${spreadMs / 1000} s (all created ${windowOpensAt - Date.now()} ms before the first is due); waiting`);
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
} finally {
  await testPlatform.close();
  await emulatorChild.stop();
}
