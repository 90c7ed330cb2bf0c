import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type RunningGoogledriveEmulator, startGoogledriveEmulator } from '@openunified/connector-googledrive/emulator';
import { DataSyncTokens, EmbeddedSyncEngine } from '@openunified/data-sync';
import { testDatabaseUrl } from '@openunified/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run-cli.js';
import { loadConfig } from '../src/config.js';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

/** Data sync over real HTTP (docs/concepts/data-sync.md): the embedded engine on SQLite and on PostgreSQL, the Google Drive emulator. */
let emulator: RunningGoogledriveEmulator;
let testServer: TestServer;
let authorization: string;
let readOnly: string;

type Body = any;

async function call(method: string, path: string, body?: unknown, key = authorization): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${testServer.url}${path}`, {
    method,
    headers: { authorization: key, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

const linkDriveAccount = (owner: string) =>
  testServer.createAccount({ provider: 'googledrive', credentials: emulator.sandboxCredentials, originOwnerId: owner, originOwnerName: owner });

async function createConfig(overrides: Record<string, unknown> = {}) {
  const { status, body } = await call('POST', '/v2/data_sync/configs', {
    name: 'Shared drives',
    connector: 'googledrive',
    actions: [{ action_id: 'googledrive_list_drives', sync_params: { query: { page_size: 5 } } }],
    cadence: 'PT1H',
    start_at: '2026-01-01T00:00:00Z',
    ...overrides,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

/** The schedule a config fanned out to an account (every config of the project fans out to every new drive account). */
async function scheduleOf(accountId: string, configId: string) {
  const found = (await schedulesOf(accountId)).filter((schedule) => schedule.sync_config_id === configId);
  expect(found).toHaveLength(1);
  return found[0];
}

async function schedulesOf(accountId: string, extra = '') {
  const { status, body } = await call('GET', `/v2/data_sync/schedules?account_id=${accountId}${extra}`);
  expect(status).toBe(200);
  return body.data as Body[];
}

/** Asks for a run and waits for it to end. */
async function runAndWait(scheduleId: string): Promise<Body> {
  const started = await call('POST', `/v2/data_sync/schedules/${scheduleId}/runs`);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return waitForRun(scheduleId, started.body.id);
}

async function waitForRun(scheduleId: string, runId: string): Promise<Body> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { body } = await call('GET', `/v2/data_sync/schedules/${scheduleId}/runs?page_size=100`);
    const run = body.data.find((candidate: Body) => candidate.id === runId);
    if (run && ['succeeded', 'failed', 'skipped'].includes(run.status)) return run;
    await sleep(50);
  }
  throw new Error(`run ${runId} did not end`);
}

async function allRecords(scheduleId: string, after?: string): Promise<{ records: Body[]; next: string | undefined }> {
  const records: Body[] = [];
  let next = after;
  for (;;) {
    const { body } = await call('GET', `/v2/data_sync/schedules/${scheduleId}/records?page_size=100${next ? `&next=${next}` : ''}`);
    records.push(...body.data);
    if (body.next === null) return { records, next: body.cursor ?? undefined };
    next = body.next;
  }
}

const memberDrives = () => emulator.data.drives.filter((drive) => drive.sandboxUserIsMember);

const databases: [string, Record<string, string>][] = [
  ['SQLite', {}],
  // The embedded engine on PostgreSQL too (pg-boss, its default there, has data-sync-workers.integration.test.ts).
  [
    'PostgreSQL',
    { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: `data_sync_${randomUUID().replaceAll('-', '').slice(0, 12)}`, DATA_SYNC_ENGINE: 'embedded' },
  ],
];

describe.each(databases)('data sync on %s', (_database, environment) => {
  beforeAll(async () => {
    emulator = await startGoogledriveEmulator({ seed: 11, drivesCount: 12, filesPerDrive: 2 });
    testServer = await startTestServer({ originOverrides: { googledrive: emulator.url }, environment });
    authorization = basicAuthorization(await testServer.createApiKey());
    readOnly = basicAuthorization(await testServer.createApiKey({ scopes: ['read_only'] }));
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
  beforeEach(() => {
    emulator.clearFaults();
  });

  it('fans an auto_link config out to existing and newly linked accounts, one schedule per (account, action, params_hash)', async () => {
    const existing = await linkDriveAccount('fan-out-1');
    const config = await createConfig();
    const [schedule] = await schedulesOf(existing.id);
    expect(schedule).toMatchObject({
      sync_config_id: config.id,
      action_id: 'googledrive_list_drives',
      source: 'auto_link',
      enabled: true,
      cadence: 'PT1H',
      start_at: '2026-01-01T00:00:00.000Z',
      sync_params: { query: { page_size: 5 } },
      params_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      paused_reason: null,
      last_run_status: null,
    });
    // start_at + k x cadence: on the hour, the first one after now.
    const next = Date.parse(schedule.next_run_at);
    expect(next % 3_600_000).toBe(0);
    expect(next).toBeGreaterThan(Date.now());
    expect(next - Date.now()).toBeLessThanOrEqual(3_600_000);

    const linkedLater = await linkDriveAccount('fan-out-2');
    await expect.poll(async () => (await schedulesOf(linkedLater.id)).length).toBe(1);

    // The same SyncParams in another key order are the same schedule: 409.
    const duplicate = await call('POST', '/v2/data_sync/schedules', {
      account_id: existing.id,
      action_id: 'googledrive_list_drives',
      sync_config_id: config.id,
      sync_params: { query: { page_size: 5 } },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ statusCode: 409, message: expect.stringContaining('already has a schedule') });

    // Enabling a disabled config fans out too.
    const laterConfig = await createConfig({
      enabled: false,
      actions: [{ action_id: 'googledrive_list_files', sync_params: { query: { filter: { trashed: false }, page_size: 50 } } }],
    });
    expect(await schedulesOf(existing.id, '&action_id=googledrive_list_files')).toEqual([]);
    expect((await call('PATCH', `/v2/data_sync/configs/${laterConfig.id}`, { enabled: true })).status).toBe(200);
    expect((await schedulesOf(existing.id, '&action_id=googledrive_list_files')).map((item) => item.sync_config_id)).toEqual([laterConfig.id]);
  });

  it('owns cadence, start_at and full_sync_after of auto_link schedules: 409 on the schedule, moved with the config', async () => {
    const account = await linkDriveAccount('ownership');
    const config = await createConfig({ actions: [{ action_id: 'googledrive_list_drives', sync_params: { query: { page_size: 7 } } }] });
    const schedule = await scheduleOf(account.id, config.id);
    for (const patch of [{ cadence: 'PT5M' }, { start_at: '2026-02-01T00:00:00Z' }, { full_sync_after: 'P1D' }]) {
      const refused = await call('PATCH', `/v2/data_sync/schedules/${schedule.id}`, patch);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain(Object.keys(patch)[0]);
    }
    expect((await call('PATCH', `/v2/data_sync/schedules/${schedule.id}`, { name: 'Renamed' })).body.name).toBe('Renamed');

    const moved = await call('PATCH', `/v2/data_sync/configs/${config.id}`, { cadence: 'PT15M', start_at: '2026-01-01T00:07:00Z', full_sync_after: 'P7D' });
    expect(moved.status).toBe(200);
    const after = (await call('GET', `/v2/data_sync/schedules/${schedule.id}`)).body;
    expect(after).toMatchObject({ cadence: 'PT15M', start_at: '2026-01-01T00:07:00.000Z', full_sync_after: 'P7D' });
    expect((Date.parse(after.next_run_at) - Date.parse('2026-01-01T00:07:00Z')) % 900_000).toBe(0);

    // A manual schedule of the same account may set its own timing.
    const manual = await call('POST', '/v2/data_sync/schedules', {
      account_id: account.id,
      action_id: 'googledrive_list_drives',
      sync_config_id: config.id,
      sync_params: { query: { page_size: 9 } },
    });
    expect(manual.status).toBe(201);
    expect(manual.body).toMatchObject({ source: 'manual', cadence: 'PT15M' });
    const patched = await call('PATCH', `/v2/data_sync/schedules/${manual.body.id}`, { cadence: 'PT30M' });
    expect(patched.body).toMatchObject({ cadence: 'PT30M' });
    expect((await call('PATCH', `/v2/data_sync/schedules/${manual.body.id}`, { cadence: 'P1M' })).status).toBe(400);
  });

  it('walks every paused_reason, widest first, clearing one cause at a time', async () => {
    const account = await linkDriveAccount('paused');
    const config = await createConfig({ actions: [{ action_id: 'googledrive_list_drives', sync_params: { query: { page_size: 11 } } }] });
    const schedule = await scheduleOf(account.id, config.id);
    const { store, project } = testServer;
    const profile = await store.connectorProfiles.create(project.id, {
      provider: 'googledrive',
      version: '1',
      label: null,
      authConfig: null,
      enabledActions: ['googledrive_get_drive'],
    });
    await store.accounts.update(project.id, account.id, { connectorProfileId: profile.id, status: 'suspended' });
    await call('PATCH', `/v2/data_sync/configs/${config.id}`, { auto_link: false });
    await call('PATCH', `/v2/data_sync/configs/${config.id}`, { enabled: false });
    // A schedule of an action the installed connector cannot sync (a get action), as when a connector version drops sync support.
    const notSyncable = await store.dataSyncSchedules.createIfAbsent(project.id, {
      syncConfigId: config.id,
      accountId: account.id,
      actionId: 'googledrive_get_drive',
      name: 'Not syncable',
      syncParams: {},
      paramsHash: 'not-syncable',
      source: 'auto_link',
      enabled: true,
      cadence: 'PT1H',
      fullSyncAfter: null,
      startAt: '2026-01-01T00:00:00.000Z',
      nextRunAt: null,
    });
    const reason = async (id: string) => (await call('GET', `/v2/data_sync/schedules/${id}`)).body.paused_reason;

    expect(await reason(schedule.id)).toBe('sync_config_disabled');
    await call('PATCH', `/v2/data_sync/configs/${config.id}`, { enabled: true });
    expect(await reason(schedule.id)).toBe('action_disabled');
    expect(await reason(notSyncable!.id)).toBe('action_not_syncable');
    await store.connectorProfiles.update(project.id, profile.id, { enabledActions: null });
    expect(await reason(schedule.id)).toBe('auto_link_disabled');
    await call('PATCH', `/v2/data_sync/configs/${config.id}`, { auto_link: true });
    expect(await reason(schedule.id)).toBe('account_suspended');
    const refused = await call('POST', `/v2/data_sync/schedules/${schedule.id}/runs`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('account_suspended');
    await store.accounts.update(project.id, account.id, { status: 'active' });
    expect(await reason(schedule.id)).toBeNull();
    // The schedule kept its own enabled throughout.
    expect((await call('GET', `/v2/data_sync/schedules/${schedule.id}`)).body.enabled).toBe(true);
    // Removing the config removes the auto_link schedules it fanned out (manual ones stay paused:
    // data-sync-lifecycle.integration.test.ts).
    expect((await call('DELETE', `/v2/data_sync/configs/${config.id}`)).status).toBe(204);
    expect((await call('GET', `/v2/data_sync/schedules/${schedule.id}`)).status).toBe(404);
  });

  it('syncs full then incremental, stores only changes, detects deletions on full runs and emits outbox events', async () => {
    const account = await linkDriveAccount('records');
    const config = await createConfig({
      actions: [{ action_id: 'googledrive_list_drives', sync_params: { query: { page_size: 4 } } }],
      full_sync_after: 'P7D',
    });
    const schedule = await scheduleOf(account.id, config.id);
    const drives = memberDrives();

    const first = await runAndWait(schedule.id);
    expect(first.error).toBeNull();
    expect(first).toMatchObject({
      status: 'succeeded',
      mode: 'full',
      records: { read: drives.length, created: drives.length, updated: 0, unchanged: 0, deleted: 0 },
    });
    const { records, next: cursor } = await allRecords(schedule.id);
    expect(records.map((record) => record.remote_id).sort()).toEqual(drives.map((drive) => drive.drive.id).sort());
    expect(records[0]).toMatchObject({ deleted: false, content_hash: expect.stringMatching(/^[0-9a-f]{64}$/), data: { remote_id: expect.any(String) } });
    const events = await testServer.store.events.list(testServer.project.id, { type: 'documents_drives.created' });
    expect(events.filter((event) => event.payload.schedule_id === schedule.id)).toHaveLength(drives.length);

    // Its provider calls are in the request logs under the run's request id.
    const logs = await call('GET', `/logs/unified/${first.request_id}/provider`);
    if (logs.status === 200) expect(logs.body.data.length).toBeGreaterThan(0);

    const second = await runAndWait(schedule.id);
    expect(second).toMatchObject({
      status: 'succeeded',
      mode: 'incremental',
      records: { read: drives.length, created: 0, updated: 0, unchanged: drives.length },
    });
    expect((await allRecords(schedule.id, cursor)).records).toEqual([]);

    const renamed = drives[1]!;
    renamed.drive.name = `${renamed.drive.name} (renamed)`;
    const removedIndex = emulator.data.drives.indexOf(drives[2]!);
    const [removed] = emulator.data.drives.splice(removedIndex, 1);
    const third = await runAndWait(schedule.id);
    // Incremental runs cannot see deletions: only the change.
    expect(third.records).toMatchObject({ updated: 1, deleted: 0 });
    const changed = await allRecords(schedule.id, cursor);
    expect(changed.records.map((record) => [record.remote_id, record.deleted])).toEqual([[renamed.drive.id, false]]);

    // The next full run (forced by full_sync_after) finds the deletion.
    await call('PATCH', `/v2/data_sync/configs/${schedule.sync_config_id}`, { full_sync_after: 'PT1S' });
    await sleep(1100);
    const fourth = await runAndWait(schedule.id);
    expect(fourth).toMatchObject({ mode: 'full', records: { deleted: 1, updated: 0 } });
    const deletedEvents = (await testServer.store.events.list(testServer.project.id, { type: 'documents_drives.deleted' })).filter(
      (event) => event.payload.schedule_id === schedule.id,
    );
    expect(deletedEvents.map((event) => event.payload.remote_id)).toEqual([removed!.drive.id]);
    const updatedEvents = (await testServer.store.events.list(testServer.project.id, { type: 'documents_drives.updated' })).filter(
      (event) => event.payload.schedule_id === schedule.id,
    );
    expect(updatedEvents.map((event) => event.payload.remote_id)).toEqual([renamed.drive.id]);
    emulator.data.drives.splice(removedIndex, 0, removed!);
  });

  it('passes updated_after = start of the last successful run on incremental runs', async () => {
    const account = await linkDriveAccount('incremental');
    const config = await createConfig({ actions: [{ action_id: 'googledrive_list_files', sync_params: { query: { page_size: 100 } } }] });
    const schedule = await scheduleOf(account.id, config.id);
    const first = await runAndWait(schedule.id);
    expect(first.mode).toBe('full');
    emulator.clearRequests();
    const second = await runAndWait(schedule.id);
    expect(second.mode).toBe('incremental');
    const fileQueries = emulator.requests.filter((request) => request.path.endsWith('/files')).map((request) => new URLSearchParams(request.query).get('q'));
    expect(fileQueries.length).toBeGreaterThan(0);
    expect(fileQueries.every((q) => q?.includes(`modifiedTime > '${first.started_at}'`))).toBe(true);
  });

  it("pages at the largest page the provider serves for each list unless the schedule's sync_params set page_size", async () => {
    const account = await linkDriveAccount('largest-pages');
    const config = await createConfig({
      actions: [
        { action_id: 'googledrive_list_files', sync_params: {} },
        { action_id: 'googledrive_list_drives', sync_params: {} },
      ],
    });
    const schedules = await schedulesOf(account.id, `&action_id=googledrive_list_files`);
    const filesSchedule = schedules.find((schedule) => schedule.sync_config_id === config.id);
    const drivesSchedule = (await schedulesOf(account.id, `&action_id=googledrive_list_drives`)).find((schedule) => schedule.sync_config_id === config.id);
    emulator.clearRequests();
    expect((await runAndWait(filesSchedule.id)).status).toBe('succeeded');
    expect((await runAndWait(drivesSchedule.id)).status).toBe('succeeded');
    const pageSizes = (suffix: string) =>
      new Set(emulator.requests.filter((request) => request.path.endsWith(suffix)).map((request) => new URLSearchParams(request.query).get('pageSize')));
    // Drive API v3: files.list serves up to 1000 a page, drives.list up to 100 (the emulator refuses more, as Google does).
    expect(pageSizes('/files')).toEqual(new Set(['1000']));
    expect(pageSizes('/drives')).toEqual(new Set(['100']));
  });

  it('rides out 429s mid-run, fails on a 5xx page with its error, and the next run resumes', async () => {
    const account = await linkDriveAccount('faults');
    const config = await createConfig({ actions: [{ action_id: 'googledrive_list_drives', sync_params: { query: { page_size: 3 } } }] });
    const schedule = await scheduleOf(account.id, config.id);
    const drives = memberDrives();

    emulator.injectFault({ type: 'rate_limit', pathPrefix: '/drive/v3/drives', skip: 1, retryAfterSeconds: 0 });
    const throttled = await runAndWait(schedule.id);
    expect(throttled).toMatchObject({ status: 'succeeded', records: { created: drives.length } });

    emulator.injectFault({ type: 'server_error', status: 503, pathPrefix: '/drive/v3/drives', skip: 2, times: -1 });
    const failed = await runAndWait(schedule.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toBeTruthy();
    const afterFailure = (await call('GET', `/v2/data_sync/schedules/${schedule.id}`)).body;
    expect(afterFailure).toMatchObject({ last_run_status: 'failed', last_run_error: failed.error });

    emulator.clearFaults();
    const resumed = await runAndWait(schedule.id);
    expect(resumed).toMatchObject({ status: 'succeeded', records: { read: drives.length } });
    // The failed run's start is not a successful start: the resumed run still reads from the last success.
    expect(Date.parse(resumed.started_at)).toBeGreaterThan(Date.parse(failed.started_at));
    expect((await call('GET', `/v2/data_sync/schedules/${schedule.id}`)).body).toMatchObject({ last_run_status: 'succeeded', last_run_error: null });
  });

  it('never runs one schedule twice at once', async () => {
    const account = await linkDriveAccount('exclusive');
    const config = await createConfig({ actions: [{ action_id: 'googledrive_list_drives', sync_params: { query: { page_size: 2 } } }] });
    const schedule = await scheduleOf(account.id, config.id);
    emulator.injectFault({ type: 'slow', delayMs: 800, pathPrefix: '/drive/v3/drives' });
    const started = await call('POST', `/v2/data_sync/schedules/${schedule.id}/runs`);
    await expect.poll(async () => (await call('GET', `/v2/data_sync/schedules/${schedule.id}`)).body.last_run_status, { timeout: 5000 }).toBe('running');
    const second = await call('POST', `/v2/data_sync/schedules/${schedule.id}/runs`);
    expect(second.status).toBe(409);
    expect((await waitForRun(schedule.id, started.body.id)).status).toBe('succeeded');
  });

  it('fires ticks on start_at + k x cadence and collapses the ticks missed while down into one run', async () => {
    const account = await linkDriveAccount('ticks');
    const startAt = new Date(Math.ceil(Date.now() / 1000) * 1000).toISOString();
    const config = await createConfig({
      actions: [{ action_id: 'googledrive_list_drives', sync_params: { query: { page_size: 50 } } }],
      cadence: 'PT1S',
      start_at: startAt,
    });
    const schedule = await scheduleOf(account.id, config.id);
    await expect
      .poll(async () => (await call('GET', `/v2/data_sync/schedules/${schedule.id}/runs`)).body.data.length, { timeout: 8000 })
      .toBeGreaterThanOrEqual(2);
    const { body } = await call('GET', `/v2/data_sync/schedules/${schedule.id}/runs`);
    for (const run of body.data) expect((Date.parse(run.due_at) - Date.parse(startAt)) % 1000).toBe(0);

    // Downtime: the schedule's next tick lies an hour back, 3600 ticks missed. One run, then the next tick after now.
    await call('PATCH', `/v2/data_sync/schedules/${schedule.id}`, { enabled: false });
    const manual = await call('POST', '/v2/data_sync/schedules', {
      account_id: account.id,
      action_id: 'googledrive_list_drives',
      sync_config_id: schedule.sync_config_id,
      sync_params: { query: { page_size: 49 } },
      cadence: 'PT10M',
      start_at: '2026-01-01T00:00:00Z',
      enabled: false,
    });
    const { store, project } = testServer;
    const missedTick = new Date(Math.floor((Date.now() - 3_600_000) / 600_000) * 600_000).toISOString();
    await store.dataSyncSchedules.update(project.id, manual.body.id, { enabled: true, nextRunAt: missedTick });
    // What a restarted embedded engine does: it loads every next tick from the store.
    const engine = testServer.platform.container.get(DataSyncTokens.Engine);
    await engine.scheduleNext({ projectId: project.id, scheduleId: manual.body.id, dueAt: missedTick });
    await expect.poll(async () => (await call('GET', `/v2/data_sync/schedules/${manual.body.id}`)).body.last_run_status, { timeout: 5000 }).toBe('succeeded');
    await sleep(300);
    const runs = (await call('GET', `/v2/data_sync/schedules/${manual.body.id}/runs`)).body.data;
    expect(runs).toHaveLength(1);
    expect(runs[0].due_at).toBe(missedTick);
    const next = Date.parse((await call('GET', `/v2/data_sync/schedules/${manual.body.id}`)).body.next_run_at);
    expect(next).toBeGreaterThan(Date.now());
    expect(next % 600_000).toBe(0);
  });

  it('fires a burst due at one instant at once (every run claimed before the first ends), while the provider calls keep to the concurrency', async () => {
    const account = await linkDriveAccount('burst');
    const config = await createConfig({ auto_link: false });
    // Far enough ahead that all 30 exist before it, even on a loaded machine: one created after
    // its tick fires late, and the burst is then not one instant.
    const startAt = new Date(Math.ceil((Date.now() + 5000) / 1000) * 1000).toISOString();
    const ids: string[] = [];
    for (let index = 0; index < 30; index += 1) {
      const created = await call('POST', '/v2/data_sync/schedules', {
        account_id: account.id,
        action_id: 'googledrive_list_drives',
        sync_config_id: config.id,
        sync_params: { query: { page_size: 60 + index } },
        cadence: 'PT1H',
        start_at: startAt,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.id);
    }
    // The first round of provider calls (the default concurrency, 8) slow: the first run cannot
    // end before a loaded machine has claimed the whole burst (1.5 s was not enough at load 19),
    // and the 22 runs after them finish at once.
    emulator.injectFault({ type: 'slow', delayMs: 4000, pathPrefix: '/drive/v3/drives', times: 8 });
    const { store, project } = testServer;
    // Watched in the store: 30 schedules polled over HTTP would meet the API key's rate limit.
    const runsNow = async () =>
      (await Promise.all(ids.map(async (id) => (await store.dataSyncRuns.listBySchedule(project.id, id, { pageSize: 10 })).items))).flat();
    try {
      let whenFirstEnded: Awaited<ReturnType<typeof runsNow>> = [];
      await expect
        .poll(
          async () => {
            whenFirstEnded = await runsNow();
            return whenFirstEnded.some((run) => run.status === 'succeeded');
          },
          { timeout: 20_000, interval: 50 },
        )
        .toBe(true);
      // Fired: every tick has its run, claimed (running, started) or done, though most have not made a provider call yet.
      expect(whenFirstEnded).toHaveLength(30);
      expect(whenFirstEnded.every((run) => run.dueAt === startAt && run.startedAt !== null && ['running', 'succeeded'].includes(run.status))).toBe(true);
      expect(whenFirstEnded.filter((run) => run.status === 'running').length).toBeGreaterThan(8);
      await expect.poll(async () => (await runsNow()).filter((run) => run.status === 'succeeded').length, { timeout: 40_000, interval: 200 }).toBe(30);
    } finally {
      emulator.clearFaults();
    }
    // Each schedule moved to its next tick as it fired; one run each.
    for (const id of ids.slice(0, 3)) {
      const { body } = await call('GET', `/v2/data_sync/schedules/${id}`);
      expect(Date.parse(body.next_run_at)).toBe(Date.parse(startAt) + 3_600_000);
      expect(body.last_run_status).toBe('succeeded');
    }
    expect((await runsNow()).length).toBe(30);
    expect(
      (await Promise.all(ids.map((id) => store.dataSyncSchedules.get(project.id, id)))).every(
        (schedule) => Date.parse(schedule!.nextRunAt!) === Date.parse(startAt) + 3_600_000,
      ),
    ).toBe(true);
  }, 90_000);

  it('takes over a run left running by a process that died (its lease expired), and leaves one under a live lease alone', async () => {
    const account = await linkDriveAccount('takeover');
    const config = await createConfig({ actions: [{ action_id: 'googledrive_list_drives', sync_params: { query: { page_size: 48 } } }], enabled: true });
    const schedule = await scheduleOf(account.id, config.id);
    const { store, project } = testServer;
    const engine = testServer.platform.container.get(DataSyncTokens.Engine);
    const dueAt = new Date(Math.floor((Date.now() - 7_200_000) / 3_600_000) * 3_600_000).toISOString();
    await store.dataSyncSchedules.update(project.id, schedule.id, { nextRunAt: dueAt });
    const orphan = await store.dataSyncRuns.create({ projectId: project.id, scheduleId: schedule.id, status: 'queued', dueAt, requestId: 'dead-process' });
    await store.dataSyncRuns.lease(project.id, orphan.id, {
      leaseToken: 'dead',
      leaseExpiresAt: new Date(Date.now() + 1500).toISOString(),
      startedAt: dueAt,
      mode: 'full',
    });

    // Under its live lease, the job does nothing.
    await engine.scheduleNext({ projectId: project.id, scheduleId: schedule.id, dueAt });
    await sleep(500);
    expect((await store.dataSyncRuns.get(project.id, orphan.id))?.status).toBe('running');

    // Once the lease is gone, the job takes the same run over and completes it.
    await sleep(1100);
    await engine.scheduleNext({ projectId: project.id, scheduleId: schedule.id, dueAt });
    await expect.poll(async () => (await store.dataSyncRuns.get(project.id, orphan.id))?.status, { timeout: 5000 }).toBe('succeeded');
    const runs = (await call('GET', `/v2/data_sync/schedules/${schedule.id}/runs`)).body.data;
    expect(runs.map((run: Body) => run.id)).toEqual([orphan.id]);
    expect(Date.parse((await call('GET', `/v2/data_sync/schedules/${schedule.id}`)).body.next_run_at)).toBeGreaterThan(Date.now());
  });

  it('takes over at start (reload) a run its stopped or dead process had claimed, though the schedule already moved on', async () => {
    const account = await linkDriveAccount('orphan');
    const config = await createConfig({ actions: [{ action_id: 'googledrive_list_drives', sync_params: { query: { page_size: 46 } } }] });
    const schedule = await scheduleOf(account.id, config.id);
    const { store, project } = testServer;
    // What a claim left behind: the run running under a lease that has run out, the schedule at its next tick.
    const dueAt = new Date(Math.floor((Date.now() - 3_600_000) / 3_600_000) * 3_600_000).toISOString();
    const [orphan] = await store.dataSyncRuns.createLeased([
      {
        projectId: project.id,
        scheduleId: schedule.id,
        dueAt,
        requestId: 'stopped-process',
        leaseToken: 'gone',
        leaseExpiresAt: new Date(Date.now() - 1000).toISOString(),
        startedAt: dueAt,
        mode: 'full',
      },
    ]);
    const engine = testServer.platform.container.get(DataSyncTokens.Engine);
    // The server runs on SQLite: its engine is the embedded one, which reloads its ticks from the store.
    if (!(engine instanceof EmbeddedSyncEngine)) throw new Error(`expected the embedded engine, got ${engine.name}`);
    await engine.reloadTicks();
    await expect.poll(async () => (await store.dataSyncRuns.get(project.id, orphan!.id))?.status, { timeout: 5000 }).toBe('succeeded');
    const runs = (await call('GET', `/v2/data_sync/schedules/${schedule.id}/runs`)).body.data;
    expect(runs.map((run: Body) => run.id)).toEqual([orphan!.id]);
    expect(Date.parse((await call('GET', `/v2/data_sync/schedules/${schedule.id}`)).body.next_run_at)).toBeGreaterThan(Date.now());
  });

  it('lists schedules and runs from the admin CLI', async () => {
    const account = await linkDriveAccount('cli');
    const config = await createConfig({ actions: [{ action_id: 'googledrive_list_drives', sync_params: { query: { page_size: 47 } } }] });
    const schedule = await scheduleOf(account.id, config.id);
    const run = await runAndWait(schedule.id);
    const cli = async (...argumentsList: string[]) => {
      let stdout = '';
      const exitCode = await runCli(argumentsList, () => loadConfig(testServer.environment), {
        out: (text) => (stdout += text),
        error: (text) => (stdout += text),
      });
      return { exitCode, stdout };
    };
    const schedules = await cli('sync', 'schedules', '--account', account.id, '--json');
    expect(schedules.exitCode, schedules.stdout).toBe(0);
    expect(JSON.parse(schedules.stdout).map((item: Body) => item.id)).toContain(schedule.id);
    const runs = await cli('sync', 'runs', schedule.id);
    expect(runs.exitCode, runs.stdout).toBe(0);
    expect(runs.stdout).toContain(run.id);
    expect(runs.stdout).toContain('succeeded');
    expect((await cli('sync', 'runs')).exitCode).toBe(2);
  });

  it('answers the error envelope, and lets Read Only keys only read', async () => {
    const missing = await call('GET', '/v2/data_sync/schedules/dss_missing');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: 404, message: 'schedule dss_missing not found', timestamp: expect.any(String) });
    expect((await call('GET', '/v2/data_sync/schedules', undefined, readOnly)).status).toBe(200);
    expect((await call('GET', '/v2/data_sync/configs', undefined, readOnly)).status).toBe(200);
    expect((await call('POST', '/v2/data_sync/configs', { name: 'x' }, readOnly)).status).toBe(403);
    expect((await call('DELETE', '/v2/data_sync/schedules/dss_missing', undefined, readOnly)).status).toBe(403);
    const unknownConnector = await call('POST', '/v2/data_sync/configs', { name: 'x', connector: 'nope', actions: [{ action_id: 'a' }], cadence: 'PT1H' });
    expect(unknownConnector.status).toBe(400);
    const notList = await call('POST', '/v2/data_sync/configs', {
      name: 'x',
      connector: 'googledrive',
      actions: [{ action_id: 'googledrive_get_drive' }],
      cadence: 'PT1H',
    });
    expect(notList.status).toBe(422);
    const badCadence = await call('POST', '/v2/data_sync/configs', {
      name: 'x',
      connector: 'googledrive',
      actions: [{ action_id: 'googledrive_list_drives' }],
      cadence: 'hourly',
    });
    expect(badCadence.status).toBe(400);
    expect(badCadence.body.message).toContain('cadence');
  });
});
