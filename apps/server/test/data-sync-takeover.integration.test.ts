import { randomUUID } from 'node:crypto';
import { type RunningGoogledriveEmulator, startGoogledriveEmulator } from '@openunified/connector-googledrive/emulator';
import { testDatabaseUrl } from '@openunified/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

/**
 * docs/concepts/data-sync.md#runs: a run taken over after its lease expired continues from the
 * page after the last one its first attempt stored, and its counts describe the run (each record
 * read once), not the sum of its attempts.
 */

type Body = any;

const databases: [string, Record<string, string>][] = [
  ['SQLite', {}],
  ['PostgreSQL', { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: `takeover_${randomUUID().replaceAll('-', '').slice(0, 12)}`, DATA_SYNC_ENGINE: 'embedded' }],
];

describe.each(databases)('a run taken over on %s', (_database, environment) => {
  let emulator: RunningGoogledriveEmulator;
  let testServer: TestServer;
  let authorization: string;

  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Body }> {
    const response = await fetch(`${testServer.url}${path}`, {
      method,
      headers: { authorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : JSON.parse(text) };
  }

  beforeAll(async () => {
    emulator = await startGoogledriveEmulator({ seed: 5, drivesCount: 24, filesPerDrive: 1 });
    // A one-second lease: the executor stores (and saves its progress) every quarter of it.
    testServer = await startTestServer({ originOverrides: { googledrive: emulator.url }, environment: { DATA_SYNC_LEASE_SECONDS: '1', ...environment } });
    authorization = basicAuthorization(await testServer.createApiKey());
  });
  afterAll(async () => {
    await testServer?.close();
    await emulator?.close();
    if (environment.DATABASE_SCHEMA) {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${environment.DATABASE_SCHEMA} cascade`);
      await client.end();
    }
  });

  it('continues from the last stored page and counts each record once', async () => {
    const { store, project } = testServer;
    const memberDrives = emulator.data.drives.filter((drive) => drive.sandboxUserIsMember);
    expect(memberDrives.length).toBeGreaterThan(8);
    const account = await testServer.createAccount({
      provider: 'googledrive',
      credentials: emulator.sandboxCredentials,
      originOwnerId: 'takeover',
      originOwnerName: 'takeover',
    });
    const created = await call('POST', '/v2/data_sync/configs', {
      name: 'Drives one a page',
      connector: 'googledrive',
      actions: [{ action_id: 'googledrive_list_drives', sync_params: { query: { page_size: 1 } } }],
      cadence: 'PT1H',
      start_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const schedule = (await call('GET', `/v2/data_sync/schedules?account_id=${account.id}`)).body.data[0];

    // Slow pages: the first attempt stores a few, then its process "dies" (its lease is taken from it and runs out).
    emulator.injectFault({ type: 'slow', delayMs: 150, pathPrefix: '/drive/v3/drives', times: -1 });
    const started = await call('POST', `/v2/data_sync/schedules/${schedule.id}/runs`);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await expect
      .poll(async () => (await store.dataSyncRuns.get(project.id, started.body.id))?.records.read ?? 0, { timeout: 20_000, interval: 50 })
      .toBeGreaterThanOrEqual(3);
    const firstAttempt = (await store.dataSyncRuns.get(project.id, started.body.id))!;
    await store.dataSyncRuns.lease(project.id, firstAttempt.id, {
      leaseToken: 'dead',
      leaseExpiresAt: new Date(Date.now() - 1000).toISOString(),
      startedAt: firstAttempt.startedAt!,
      mode: 'full',
    });
    // The first attempt finds its lease gone at its next store and stops, its stored pages kept.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const stored = (await store.dataSyncRuns.get(project.id, firstAttempt.id))!;
    expect(stored.status).toBe('running');
    expect(stored.records.read).toBeGreaterThanOrEqual(3);
    expect(stored.records.read).toBeLessThan(memberDrives.length);
    emulator.clearFaults();
    emulator.clearRequests();

    // Another executor takes the run over (the job redelivered once the lease ran out).
    const engine = testServer.platform.container.get<{ scheduleNext(next: { projectId: string; scheduleId: string; dueAt: string }): Promise<void> }>(
      Symbol.for('openunified.dataSync.Engine'),
    );
    await engine.scheduleNext({ projectId: project.id, scheduleId: schedule.id, dueAt: stored.dueAt });
    await expect.poll(async () => (await store.dataSyncRuns.get(project.id, stored.id))?.status, { timeout: 20_000, interval: 100 }).toBe('succeeded');

    const run = (await call('GET', `/v2/data_sync/schedules/${schedule.id}/runs`)).body.data.find((candidate: Body) => candidate.id === stored.id);
    expect(run.records).toEqual({ read: memberDrives.length, created: memberDrives.length, updated: 0, unchanged: 0, deleted: 0 });
    // The takeover asked for no page the first attempt had stored: none without a page token.
    const driveCalls = emulator.requests.filter((request) => request.path === '/drive/v3/drives');
    expect(driveCalls.length).toBe(memberDrives.length - stored.records.read);
    expect(driveCalls.every((request) => new URLSearchParams(request.query).has('pageToken'))).toBe(true);
    const records = (await call('GET', `/v2/data_sync/schedules/${schedule.id}/records?page_size=100`)).body.data;
    expect(records.map((record: Body) => record.remote_id).sort()).toEqual(memberDrives.map((drive) => drive.drive.id).sort());
    // What the takeover could not compare (the first attempt's view) makes the next run a full one, which detects deletions.
    const after = (await call('GET', `/v2/data_sync/schedules/${schedule.id}`)).body;
    expect(after.last_run_status).toBe('succeeded');
    expect((await store.dataSyncSchedules.get(project.id, schedule.id))?.lastFullRunAt).toBeNull();
  }, 60_000);
});
