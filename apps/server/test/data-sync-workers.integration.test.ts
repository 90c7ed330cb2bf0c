import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type RunningGoogledriveEmulator, startGoogledriveEmulator } from '@openunified/connector-googledrive/emulator';
import { testDatabaseUrl } from '@openunified/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningProcess, startServerProcessWithOrigins } from './child-process.js';
import { runCliProcess } from './run-cli-process.js';
import { basicAuthorization } from './start-test-server.js';

/**
 * The distributed data-sync engine as deployed (docs/deployment.md#data-sync-workers): an API
 * process that only enqueues and worker processes (`--worker`) that run the syncs, all real child
 * processes on the real PostgreSQL, against the Google Drive emulator.
 */
type Body = any;

const schema = `dsw_${randomBytes(5).toString('hex')}`;
const jobsSchema = `${schema}_sync_jobs`;
const leaseSeconds = 2;
let dataDirectory: string;
let environment: Record<string, string>;
let emulator: RunningGoogledriveEmulator;
let api: RunningProcess;
let url: string;
let authorization: string;
let accountId: string;
let syncConfigId: string;
const workers: RunningProcess[] = [];
const pool = new pg.Pool({ connectionString: testDatabaseUrl, max: 2 });

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

const isAlive = (process: RunningProcess) => process.child.exitCode === null && process.child.signalCode === null;

function startWorker(): RunningProcess {
  const worker = startServerProcessWithOrigins(['--worker'], environment, { googledrive: emulator.url });
  workers.push(worker);
  return worker;
}

async function createSchedule(input: { page_size: number; cadence: string; start_at: string }): Promise<Body> {
  const { status, body } = await call('POST', '/v2/data_sync/schedules', {
    account_id: accountId,
    action_id: 'googledrive_list_drives',
    sync_config_id: syncConfigId,
    sync_params: { query: { page_size: input.page_size } },
    cadence: input.cadence,
    start_at: input.start_at,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

async function runsOf(scheduleId: string): Promise<Body[]> {
  return (await call('GET', `/v2/data_sync/schedules/${scheduleId}/runs?page_size=100`)).body.data;
}

async function recordsOf(scheduleId: string): Promise<Body[]> {
  const records: Body[] = [];
  let next: string | undefined;
  for (;;) {
    const { body } = await call('GET', `/v2/data_sync/schedules/${scheduleId}/records?page_size=100${next ? `&next=${next}` : ''}`);
    records.push(...body.data);
    if (body.next === null) return records;
    next = body.next;
  }
}

const memberDriveIds = () =>
  emulator.data.drives
    .filter((drive) => drive.sandboxUserIsMember)
    .map((drive) => drive.drive.id)
    .sort();

beforeAll(async () => {
  emulator = await startGoogledriveEmulator({ seed: 23, drivesCount: 24, filesPerDrive: 1 });
  dataDirectory = await mkdtemp(join(tmpdir(), 'openunified-workers-'));
  environment = {
    DATA_DIR: dataDirectory,
    DATABASE_URL: testDatabaseUrl,
    DATABASE_SCHEMA: schema,
    // Given, not generated: processes starting together must not each write their own.
    ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    CURSOR_SECRET: randomBytes(32).toString('hex'),
    DATA_SYNC_LEASE_SECONDS: String(leaseSeconds),
    LOG_LEVEL: 'warn',
    PORT: '0',
  };
  api = startServerProcessWithOrigins([], environment, { googledrive: emulator.url });
  await api.printed('Try it:');
  url = /listening on (http:\/\/\S+)/.exec(api.stdout())![1]!;
  authorization = basicAuthorization(/^\s+(ouk_\S+)$/m.exec(api.stdout())![1]!);
  expect(api.stdout()).toContain('Data sync runs on the pg-boss engine: this process enqueues');

  const linked = await runCliProcess(
    ['accounts', 'create', '--provider', 'googledrive', '--credentials', JSON.stringify(emulator.sandboxCredentials), '--json'],
    environment,
  );
  expect(linked.exitCode, linked.stderr).toBe(0);
  accountId = JSON.parse(linked.stdout).id;
  const config = await call('POST', '/v2/data_sync/configs', {
    name: 'Drives, by hand',
    connector: 'googledrive',
    actions: [{ action_id: 'googledrive_list_drives' }],
    cadence: 'PT1H',
    auto_link: false,
  });
  expect(config.status, JSON.stringify(config.body)).toBe(201);
  syncConfigId = config.body.id;
}, 90_000);

afterAll(async () => {
  for (const process of [...workers, api]) {
    if (process && isAlive(process)) {
      process.child.kill('SIGTERM');
      await process.exited;
    }
  }
  await emulator?.close();
  await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await pool.query(`DROP SCHEMA IF EXISTS ${jobsSchema} CASCADE`);
  await pool.end();
  await rm(dataDirectory, { recursive: true, force: true });
}, 60_000);

it('runs a schedule created through /v2/data_sync on a worker, not in the API process, and its records land', async () => {
  const worker = startWorker();
  await worker.printed('data-sync worker running (engine pg-boss');
  const startAt = new Date(Date.now() + 2000).toISOString();
  const schedule = await createSchedule({ page_size: 10, cadence: 'PT1H', start_at: startAt });
  expect(schedule.next_run_at).toBe(startAt);

  await expect.poll(async () => (await runsOf(schedule.id))[0]?.status, { timeout: 20_000, interval: 200 }).toBe('succeeded');
  const [run] = await runsOf(schedule.id);
  expect(run).toMatchObject({ due_at: startAt, mode: 'full' });
  const records = await recordsOf(schedule.id);
  expect(records.map((record) => record.remote_id).sort()).toEqual(memberDriveIds());
  // The job went through pg-boss in the deployment's own jobs schema. pg-boss completes it once
  // the handler has returned, a moment after the run it recorded reads as succeeded.
  const jobStates = async () =>
    (await pool.query(`SELECT state FROM ${jobsSchema}.job WHERE data->>'scheduleId' = $1`, [schedule.id])).rows.map((row) => row.state);
  await expect.poll(jobStates, { timeout: 10_000, interval: 100 }).toContain('completed');
}, 60_000);

it('completes on the other worker a run whose worker was killed (SIGKILL) mid-run, without losing or doubling records', async () => {
  const first = workers.find(isAlive) ?? startWorker();
  await first.printed('data-sync worker running');
  const schedule = await createSchedule({ page_size: 1, cadence: 'PT1H', start_at: new Date(Date.now() + 3_600_000).toISOString() });
  // One drive a page, each slow: the run lasts well beyond the second worker's start-up (several seconds on a loaded
  // machine), and is still on its way when the first dies. The pages are fast again for the worker that takes over.
  emulator.injectFault({ type: 'slow', delayMs: 2500, pathPrefix: '/drive/v3/drives', times: -1 });
  const started = await call('POST', `/v2/data_sync/schedules/${schedule.id}/runs`);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  // Only the first worker runs yet: it has the job.
  await expect
    .poll(async () => (await runsOf(schedule.id)).find((run) => run.id === started.body.id)?.records?.read ?? 0, { timeout: 20_000, interval: 100 })
    .toBeGreaterThan(0);
  const second = startWorker();
  await second.printed('data-sync worker running');
  first.child.kill('SIGKILL');
  await first.exited;
  const readWhenKilled = (await runsOf(schedule.id)).find((run) => run.id === started.body.id);
  expect(readWhenKilled.status).toBe('running');
  emulator.clearFaults();

  await expect
    .poll(async () => (await runsOf(schedule.id)).find((run) => run.id === started.body.id)?.status, { timeout: 45_000, interval: 250 })
    .toBe('succeeded');
  emulator.clearFaults();
  const runs = await runsOf(schedule.id);
  expect(runs).toHaveLength(1);
  // The second worker continued after the pages the first had stored: each drive read and created once.
  expect(runs[0].records).toMatchObject({ read: memberDriveIds().length, created: memberDriveIds().length, unchanged: 0 });
  const records = await recordsOf(schedule.id);
  expect(records.map((record) => record.remote_id).sort()).toEqual(memberDriveIds());
}, 90_000);

it('fires a tick missed while no worker ran once on restart, even when its job was lost', async () => {
  for (const worker of workers.filter(isAlive)) {
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  }
  const startAt = new Date(Date.now() + 1000).toISOString();
  const schedule = await createSchedule({ page_size: 50, cadence: 'PT1H', start_at: startAt });
  await sleep(2000);
  // The tick went by with no worker. Then the queue loses the job (a dropped or restored jobs schema).
  const lost = await pool.query(`DELETE FROM ${jobsSchema}.job WHERE data->>'scheduleId' = $1`, [schedule.id]);
  expect(lost.rowCount).toBe(1);
  expect(await runsOf(schedule.id)).toEqual([]);

  const restarted = startWorker();
  await restarted.printed('data-sync worker running');
  await expect.poll(async () => (await runsOf(schedule.id))[0]?.status, { timeout: 20_000, interval: 200 }).toBe('succeeded');
  await sleep(1500);
  const runs = await runsOf(schedule.id);
  expect(runs).toHaveLength(1);
  expect(runs[0].due_at).toBe(startAt);
  const after = (await call('GET', `/v2/data_sync/schedules/${schedule.id}`)).body;
  expect(Date.parse(after.next_run_at)).toBe(Date.parse(startAt) + 3_600_000);
}, 60_000);
