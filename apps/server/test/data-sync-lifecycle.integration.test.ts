import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type RunningGoogledriveEmulator, startGoogledriveEmulator } from '@openunified/connector-googledrive/emulator';
import { testDatabaseUrl } from '@openunified/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliProcess } from './run-cli-process.js';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

/**
 * The edges of a schedule's life over real HTTP (docs/concepts/data-sync.md): run-now on a disabled
 * schedule, deleting a sync config, and the auto_link reconcile a restart runs. On SQLite and on
 * PostgreSQL (embedded engine), each server restarted on the same database.
 */
type Body = any;

const databases: [string, () => Promise<{ environment: Record<string, string>; dispose(): Promise<void> }>][] = [
  [
    'SQLite',
    async () => {
      const directory = await mkdtemp(join(tmpdir(), 'openunified-lifecycle-'));
      return { environment: { DATA_DIR: directory }, dispose: () => rm(directory, { recursive: true, force: true }) };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const schema = `data_sync_life_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      // The data directory keeps the encryption key file across restarts.
      const directory = await mkdtemp(join(tmpdir(), 'openunified-lifecycle-'));
      return {
        environment: { DATA_DIR: directory, DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema, DATA_SYNC_ENGINE: 'embedded' },
        async dispose() {
          await rm(directory, { recursive: true, force: true });
          const client = new pg.Client({ connectionString: testDatabaseUrl });
          await client.connect();
          await client.query(`drop schema if exists ${schema} cascade`);
          await client.end();
        },
      };
    },
  ],
];

describe.each(databases)('data sync schedule lifecycle on %s', (_database, prepareDatabase) => {
  let emulator: RunningGoogledriveEmulator;
  let testServer: TestServer;
  let authorization: string;
  let database: Awaited<ReturnType<typeof prepareDatabase>>;

  const start = async () => {
    testServer = await startTestServer({ originOverrides: { googledrive: emulator.url }, environment: database.environment });
  };

  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Body }> {
    const response = await fetch(`${testServer.url}${path}`, {
      method,
      headers: { authorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : JSON.parse(text) };
  }

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

  async function schedulesOf(query: string): Promise<Body[]> {
    const { status, body } = await call('GET', `/v2/data_sync/schedules?page_size=100&${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data;
  }

  async function runAndWait(scheduleId: string): Promise<Body> {
    const started = await call('POST', `/v2/data_sync/schedules/${scheduleId}/runs`);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { body } = await call('GET', `/v2/data_sync/schedules/${scheduleId}/runs?page_size=100`);
      const run = body.data.find((candidate: Body) => candidate.id === started.body.id);
      if (run && ['succeeded', 'failed', 'skipped'].includes(run.status)) return run;
      await sleep(50);
    }
    throw new Error(`run ${started.body.id} did not end`);
  }

  const linkDriveAccount = (owner: string) =>
    testServer.createAccount({ provider: 'googledrive', credentials: emulator.sandboxCredentials, originOwnerId: owner, originOwnerName: owner });

  beforeAll(async () => {
    emulator = await startGoogledriveEmulator({ seed: 5, drivesCount: 7, filesPerDrive: 1 });
    database = await prepareDatabase();
    await start();
    authorization = basicAuthorization(await testServer.createApiKey());
  });
  afterAll(async () => {
    await testServer?.close();
    await emulator?.close();
    await database?.dispose();
  });

  it('refuses run-now on a disabled schedule with a 409 that says how to enable it, and runs it once enabled', async () => {
    const account = await linkDriveAccount('disabled');
    const config = await createConfig({ actions: [{ action_id: 'googledrive_list_drives', sync_params: { query: { page_size: 6 } } }] });
    const [schedule] = await schedulesOf(`account_id=${account.id}&sync_config_id=${config.id}`);
    expect((await call('PATCH', `/v2/data_sync/schedules/${schedule.id}`, { enabled: false })).body).toMatchObject({ enabled: false, paused_reason: null });

    const refused = await call('POST', `/v2/data_sync/schedules/${schedule.id}/runs`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ statusCode: 409, timestamp: expect.any(String) });
    expect(refused.body.message).toBe(
      `schedule ${schedule.id} is disabled (enabled is false): PATCH /v2/data_sync/schedules/${schedule.id} with {"enabled": true} before running it`,
    );
    // Nothing was queued.
    expect((await call('GET', `/v2/data_sync/schedules/${schedule.id}/runs`)).body.data).toEqual([]);

    await call('PATCH', `/v2/data_sync/schedules/${schedule.id}`, { enabled: true });
    expect(await runAndWait(schedule.id)).toMatchObject({ status: 'succeeded' });
  });

  it('deletes a config with the auto_link schedules it fanned out and their runs; manual ones stay paused until moved to another config', async () => {
    const account = await linkDriveAccount('delete-config');
    const syncParams = { query: { page_size: 3 } };
    const config = await createConfig({ actions: [{ action_id: 'googledrive_list_drives', sync_params: syncParams }] });
    const [autoLinked] = await schedulesOf(`account_id=${account.id}&sync_config_id=${config.id}`);
    const firstRun = await runAndWait(autoLinked.id);
    expect(firstRun.records.created).toBeGreaterThan(0);
    const manual = await call('POST', '/v2/data_sync/schedules', {
      account_id: account.id,
      action_id: 'googledrive_list_files',
      sync_config_id: config.id,
      name: 'Hand-made files sync',
    });
    expect(manual.status, JSON.stringify(manual.body)).toBe(201);

    expect((await call('DELETE', `/v2/data_sync/configs/${config.id}`)).status).toBe(204);
    expect((await call('GET', `/v2/data_sync/configs/${config.id}`)).status).toBe(404);
    // The auto_link schedule is gone, its runs with it.
    expect((await call('GET', `/v2/data_sync/schedules/${autoLinked.id}`)).status).toBe(404);
    expect((await call('GET', `/v2/data_sync/schedules/${autoLinked.id}/runs`)).status).toBe(404);
    // The manual one stays, paused, found by the deleted config's id; run-now says how to resume it.
    const left = await schedulesOf(`sync_config_id=${config.id}`);
    expect(left.map((schedule) => [schedule.id, schedule.source, schedule.enabled, schedule.paused_reason])).toEqual([
      [manual.body.id, 'manual', true, 'sync_config_disabled'],
    ]);
    const refused = await call('POST', `/v2/data_sync/schedules/${manual.body.id}/runs`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('if the config was deleted, move the schedule to another config (PATCH sync_config_id) or delete it');
    expect((await call('DELETE', `/v2/data_sync/configs/${config.id}`)).status).toBe(404);

    // A config created again for the same action and SyncParams finds the records kept with the account:
    // its first (full) run reports them unchanged instead of new.
    const again = await createConfig({ actions: [{ action_id: 'googledrive_list_drives', sync_params: syncParams }] });
    const [recreated] = await schedulesOf(`account_id=${account.id}&sync_config_id=${again.id}`);
    expect(recreated.id).not.toBe(autoLinked.id);
    expect((await runAndWait(recreated.id)).records).toMatchObject({ created: 0, unchanged: firstRun.records.created, deleted: 0 });

    // Moving the manual schedule under the new config clears the pause; auto_link schedules cannot move.
    const moved = await call('PATCH', `/v2/data_sync/schedules/${manual.body.id}`, { sync_config_id: again.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ sync_config_id: again.id, source: 'manual', paused_reason: null });
    expect((await call('PATCH', `/v2/data_sync/schedules/${recreated.id}`, { sync_config_id: config.id })).status).toBe(409);
    expect((await call('PATCH', `/v2/data_sync/schedules/${manual.body.id}`, { sync_config_id: 'dsc_missing' })).status).toBe(404);
    const bamboohr = await call('POST', '/v2/data_sync/configs', {
      name: 'BambooHR',
      connector: 'bamboohr',
      actions: [{ action_id: bamboohrListAction }],
      cadence: 'PT1H',
    });
    expect(bamboohr.status, JSON.stringify(bamboohr.body)).toBe(201);
    const otherConnector = await call('PATCH', `/v2/data_sync/schedules/${manual.body.id}`, { sync_config_id: bamboohr.body.id });
    expect(otherConnector.status).toBe(422);
    expect(otherConnector.body.message).toContain(`syncs bamboohr, schedule ${manual.body.id} is of a googledrive account`);
  });

  it('fans out an account linked with the admin CLI (another process) at once', async () => {
    const config = await createConfig({ actions: [{ action_id: 'googledrive_list_drives', sync_params: { query: { page_size: 13 } } }] });
    const linked = await runCliProcess(
      [
        'accounts',
        'create',
        '--provider',
        'googledrive',
        '--credentials',
        JSON.stringify(emulator.sandboxCredentials),
        '--origin-owner-id',
        'from-cli',
        '--json',
      ],
      testServer.environment,
    );
    expect(linked.exitCode, linked.stderr).toBe(0);
    const accountId = JSON.parse(linked.stdout).id;
    const [schedule] = await schedulesOf(`account_id=${accountId}&sync_config_id=${config.id}`);
    expect(schedule).toMatchObject({ source: 'auto_link', paused_reason: null, sync_params: { query: { page_size: 13 } } });
    expect(await runAndWait(schedule.id)).toMatchObject({ status: 'succeeded' });
  }, 90_000);

  it('creates at start-up the auto_link schedules a crash kept from being fanned out, once, and drops those of deleted configs', async () => {
    const config = await createConfig({
      actions: [{ action_id: 'googledrive_list_drives', sync_params: { query: { page_size: 9 } } }, { action_id: 'googledrive_list_files' }],
    });
    const { store, project } = testServer;
    // Accounts whose link committed while the process died before fanning out: rows, no schedules.
    const unfanned = await Promise.all(
      ['crashed-1', 'crashed-2'].map((owner) =>
        store.accounts.create(project.id, {
          projectId: project.id,
          provider: 'googledrive',
          connectorProfileId: null,
          originOwnerId: owner,
          originOwnerName: owner,
          originUsername: null,
          label: null,
          metadata: {},
          type: 'production',
          credentials: null,
          credentialsExpireAt: null,
        }),
      ),
    );
    // An auto_link schedule left behind by a config deleted while a fan-out ran.
    const stray = await store.dataSyncSchedules.createIfAbsent(project.id, {
      syncConfigId: 'dsc_deleted_meanwhile',
      accountId: unfanned[0]!.id,
      actionId: 'googledrive_list_drives',
      name: 'Stray',
      syncParams: { query: { page_size: 77 } },
      paramsHash: 'stray',
      source: 'auto_link',
      enabled: true,
      cadence: 'PT1H',
      fullSyncAfter: null,
      startAt: '2026-01-01T00:00:00.000Z',
      nextRunAt: null,
    });
    for (const account of unfanned) expect(await schedulesOf(`account_id=${account.id}&sync_config_id=${config.id}`)).toEqual([]);
    const before = (await schedulesOf(`sync_config_id=${config.id}`)).length;

    await testServer.close();
    await start();
    for (const account of unfanned) {
      const schedules = await schedulesOf(`account_id=${account.id}&sync_config_id=${config.id}`);
      expect(schedules.map((schedule) => [schedule.action_id, schedule.source, schedule.paused_reason]).sort()).toEqual([
        ['googledrive_list_drives', 'auto_link', null],
        ['googledrive_list_files', 'auto_link', null],
      ]);
      for (const schedule of schedules) expect(Date.parse(schedule.next_run_at)).toBeGreaterThan(Date.now());
    }
    expect((await call('GET', `/v2/data_sync/schedules/${stray!.id}`)).status).toBe(404);
    const reconciled = (await schedulesOf(`sync_config_id=${config.id}`)).map((schedule) => schedule.id).sort();
    expect(reconciled).toHaveLength(before + 4);

    // Idempotent: another restart creates nothing more.
    await testServer.close();
    await start();
    expect((await schedulesOf(`sync_config_id=${config.id}`)).map((schedule) => schedule.id).sort()).toEqual(reconciled);
  });
});

const bamboohrListAction = 'bamboohr_list_employees';
