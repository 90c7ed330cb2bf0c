import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type RunningGoogledriveEmulator, startGoogledriveEmulator } from '@openunified/connector-googledrive/emulator';
import { testDatabaseUrl } from '@openunified/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningProcess, startServerProcessWithOrigins } from './child-process.js';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

/**
 * docs/deployment.md#data-sync-workers: a worker-only process (`pnpm start --worker`) with
 * WORKER_HEALTH_PORT serves GET /health for an orchestrator's probes: the engine's status and the
 * runs in progress. A real worker child process on the real PostgreSQL (pg-boss); the API is the
 * server in this process, enqueueing only.
 */
type Body = any;

const schema = `dswh_${randomBytes(5).toString('hex')}`;
let emulator: RunningGoogledriveEmulator;
let api: TestServer;
let authorization: string;
let worker: RunningProcess | undefined;

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { authorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

async function health(url: string): Promise<{ status: number; body: Body }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  emulator = await startGoogledriveEmulator({ seed: 31, drivesCount: 6, filesPerDrive: 1 });
  api = await startTestServer({
    originOverrides: { googledrive: emulator.url },
    environment: {
      DATABASE_URL: testDatabaseUrl,
      DATABASE_SCHEMA: schema,
      // Given, not generated: the worker process must decrypt what the API stored.
      ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
      CURSOR_SECRET: randomBytes(32).toString('hex'),
    },
  });
  authorization = basicAuthorization(await api.createApiKey());
}, 60_000);

afterAll(async () => {
  if (worker && worker.child.exitCode === null && worker.child.signalCode === null) {
    worker.child.kill('SIGKILL');
    await worker.exited;
  }
  await api?.close();
  await emulator?.close();
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.query(`DROP SCHEMA IF EXISTS ${schema}_sync_jobs CASCADE`);
  await client.end();
}, 60_000);

it('answers GET /health with the engine status and the runs in progress, and 503 "stopping" while it drains on SIGTERM', async () => {
  worker = startServerProcessWithOrigins(['--worker'], { ...api.environment, WORKER_HEALTH_PORT: '0', LOG_LEVEL: 'warn' }, { googledrive: emulator.url });
  await worker.printed('data-sync worker running (engine pg-boss');
  const url = /health on (http:\/\/\S+\/health)/.exec(worker.stdout())?.[1];
  expect(url, worker.stdout()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/health$/);

  const idle = await health(url!);
  expect(idle).toEqual({
    status: 200,
    body: {
      status: 'ok',
      engine: 'pg-boss',
      engine_status: 'running',
      started_at: expect.any(String),
      concurrency: 8,
      running_runs: 0,
      runs: [],
      jobs_completed: 0,
      jobs_failed: 0,
    },
  });
  expect((await fetch(url!.replace(/\/health$/, '/accounts'))).status).toBe(404);

  const account = await api.createAccount({
    provider: 'googledrive',
    credentials: emulator.sandboxCredentials,
    originOwnerId: 'health',
    originOwnerName: 'health',
  });
  const config = await call('POST', '/v2/data_sync/configs', {
    name: 'Drives',
    connector: 'googledrive',
    actions: [{ action_id: 'googledrive_list_drives' }],
    cadence: 'PT1H',
    auto_link: false,
  });
  expect(config.status, JSON.stringify(config.body)).toBe(201);
  const schedule = await call('POST', '/v2/data_sync/schedules', {
    account_id: account.id,
    action_id: 'googledrive_list_drives',
    sync_config_id: config.body.id,
    sync_params: { query: { page_size: 1 } },
  });
  expect(schedule.status, JSON.stringify(schedule.body)).toBe(201);

  // One drive a page, each slow: the run is in progress long enough to be seen.
  emulator.injectFault({ type: 'slow', delayMs: 400, pathPrefix: '/drive/v3/drives', times: -1 });
  const started = await call('POST', `/v2/data_sync/schedules/${schedule.body.id}/runs`);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  await expect.poll(async () => (await health(url!)).body.running_runs, { timeout: 20_000, interval: 100 }).toBe(1);
  const busy = await health(url!);
  expect(busy.status).toBe(200);
  expect(busy.body.runs).toEqual([
    { project_id: api.project.id, schedule_id: schedule.body.id, run_id: started.body.id, due_at: started.body.due_at, started_at: expect.any(String) },
  ]);

  // SIGTERM: no new job, the run in progress ends; meanwhile probes see 503 "stopping" with the run.
  worker.child.kill('SIGTERM');
  await expect.poll(async () => (await health(url!)).status, { timeout: 10_000, interval: 50 }).toBe(503);
  const draining = await health(url!);
  expect(draining.body).toMatchObject({ status: 'stopping', engine_status: 'stopping', running_runs: 1 });
  emulator.clearFaults();
  expect(await worker.exited).toBe(0);
  const [run] = (await call('GET', `/v2/data_sync/schedules/${schedule.body.id}/runs`)).body.data;
  expect(run, JSON.stringify(run)).toMatchObject({ id: started.body.id, status: 'succeeded' });
  // Gone with the process.
  await sleep(100);
  await expect(fetch(url!)).rejects.toThrow();
}, 90_000);

it('serves no HTTP at all without WORKER_HEALTH_PORT', async () => {
  expect(api.environment.WORKER_HEALTH_PORT).toBeUndefined();
  worker = startServerProcessWithOrigins(['--worker'], { ...api.environment, LOG_LEVEL: 'warn' }, { googledrive: emulator.url });
  await worker.printed('data-sync worker running (engine pg-boss');
  expect(worker.stdout()).toContain('no HTTP is served (WORKER_HEALTH_PORT serves /health)');
  worker.child.kill('SIGTERM');
  expect(await worker.exited).toBe(0);
}, 60_000);
