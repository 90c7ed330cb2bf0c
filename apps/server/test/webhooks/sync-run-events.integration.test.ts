import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type RunningGoogledriveEmulator, startGoogledriveEmulator } from '@openunified/connector-googledrive/emulator';
import { testDatabaseUrl } from '@openunified/platform/testing';
import { verifyWebhook } from '@openunified/webhooks/verify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuthorization, startTestServer, type TestServer } from '../start-test-server.js';
import { eventually, Receiver } from './webhook-test-context.js';

/**
 * `sync_run.finished` and `sync_run.failed` (docs/concepts/webhooks.md#sync-run-events): data
 * sync runs against the Google Drive emulator, delivered to a real receiver on loopback, with the
 * embedded engine on SQLite and the pg-boss engine (PostgreSQL's default) on PostgreSQL.
 */
let emulator: RunningGoogledriveEmulator;
let testServer: TestServer;
let receiver: Receiver;
let authorization: string;

const schema = `sre_${randomBytes(5).toString('hex')}`;
const engines: [string, Record<string, string>][] = [
  ['the embedded engine on SQLite', {}],
  ['the pg-boss engine on PostgreSQL', { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema, DATA_SYNC_ENGINE: 'pg-boss', DATA_SYNC_SCHEDULER: 'on' }],
];

type Body = any;

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${testServer.url}${path}`, {
    method,
    headers: { authorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

async function runAndWait(scheduleId: string): Promise<Body> {
  const started = await call('POST', `/v2/data_sync/schedules/${scheduleId}/runs`);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const { body } = await call('GET', `/v2/data_sync/schedules/${scheduleId}/runs?page_size=100`);
    const run = body.data.find((candidate: Body) => candidate.id === started.body.id);
    if (run && ['succeeded', 'failed', 'skipped'].includes(run.status)) return run;
    await sleep(50);
  }
  throw new Error(`run ${started.body.id} did not end`);
}

/** The verified webhook of the run, once the receiver has it. */
async function deliveredFor(runId: string, secret: string): Promise<Body> {
  const webhook = await eventually(
    `the webhook of run ${runId}`,
    () => receiver.received.find((received) => (JSON.parse(received.body) as Body).record_id === runId),
    (found) => found !== undefined,
  );
  return verifyWebhook(secret, webhook!.headers, webhook!.body);
}

describe.each(engines)('with %s', (_engine, environment) => {
  beforeAll(async () => {
    emulator = await startGoogledriveEmulator({ seed: 23, drivesCount: 7, filesPerDrive: 1 });
    testServer = await startTestServer({
      originOverrides: { googledrive: emulator.url },
      environment: { WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8', ...environment },
    });
    authorization = basicAuthorization(await testServer.createApiKey());
    receiver = await new Receiver().start();
  });
  afterAll(async () => {
    await receiver?.close();
    await testServer?.close();
    await emulator?.close();
    if (environment.DATABASE_SCHEMA) {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${environment.DATABASE_SCHEMA} cascade`);
      await client.query(`drop schema if exists ${environment.DATABASE_SCHEMA}_sync_jobs cascade`);
      await client.end();
    }
  });

  it('delivers sync_run.finished after a run succeeds and sync_run.failed after one fails, with the run in event_data', async () => {
    const endpoint = await call('POST', '/webhooks', { url: receiver.url, event_types: ['sync_run.*'] });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    const account = await testServer.createAccount({
      provider: 'googledrive',
      credentials: emulator.sandboxCredentials,
      originOwnerId: 'sync-owner',
      originOwnerName: 'Sync Owner',
    });
    const config = await call('POST', '/v2/data_sync/configs', {
      name: 'Shared drives',
      connector: 'googledrive',
      actions: [{ action_id: 'googledrive_list_drives', sync_params: { query: { page_size: 3 } } }],
      cadence: 'PT1H',
      start_at: '2026-01-01T00:00:00Z',
    });
    expect(config.status, JSON.stringify(config.body)).toBe(201);
    const schedules = (await call('GET', `/v2/data_sync/schedules?account_id=${account.id}`)).body.data;
    expect(schedules).toHaveLength(1);
    const [schedule] = schedules;

    const succeeded = await runAndWait(schedule.id);
    expect(succeeded.status).toBe('succeeded');
    const finished = await deliveredFor(succeeded.id, endpoint.body.secret);
    const runData = (run: Body) => ({
      record_id: run.id,
      run_id: run.id,
      schedule_id: schedule.id,
      sync_config_id: config.body.id,
      account_id: account.id,
      action_id: 'googledrive_list_drives',
      status: run.status,
      mode: run.mode,
      due_at: run.due_at,
      started_at: run.started_at,
      finished_at: run.finished_at,
      records: run.records,
      error: run.error,
      request_id: run.request_id,
    });
    expect(finished).toEqual({
      id: expect.stringMatching(/^evt_/),
      event: 'sync_run.finished',
      event_date: expect.any(String),
      record_type: 'sync_run',
      record_id: succeeded.id,
      record_remote_id: null,
      sent_at: expect.any(String),
      account_id: account.id,
      provider: 'googledrive',
      origin_owner_id: 'sync-owner',
      origin_owner_name: 'Sync Owner',
      origin_username: null,
      project_id: testServer.project.id,
      event_data: runData(succeeded),
    });
    expect(finished.event_data.records.created).toBeGreaterThan(0);

    // The second page fails on every attempt: the run fails after storing the first.
    emulator.injectFault({ type: 'server_error', status: 500, pathPrefix: '/drive/v3/drives', skip: 1, times: -1 });
    const failedRun = await runAndWait(schedule.id);
    emulator.clearFaults();
    expect(failedRun.status).toBe('failed');
    const failed = await deliveredFor(failedRun.id, endpoint.body.secret);
    expect(failed).toMatchObject({ event: 'sync_run.failed', record_type: 'sync_run', record_id: failedRun.id, account_id: account.id });
    expect(failed.event_data).toEqual(runData(failedRun));
    expect(failed.event_data.error).toEqual(expect.any(String));
    expect(failed.event_data.records.read).toBe(3);

    // Only what the endpoint subscribes to reached it: no record events.
    expect(receiver.received.map((received) => (JSON.parse(received.body) as Body).event).sort()).toEqual(['sync_run.failed', 'sync_run.finished']);
  });
});
