import { randomUUID } from 'node:crypto';
import { testDatabaseUrl } from '@openunified/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

/**
 * docs/deployment.md "What grows and how it is bounded": the server deletes events, expired
 * connect sessions and old data sync runs in the background, in batches, while the API answers,
 * and keeps what is still needed. (Each table's rules, webhook deliveries included, are covered
 * on both dialects by the store's retention contract.)
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const databases: [string, Record<string, string>][] = [
  ['SQLite', {}],
  [
    'PostgreSQL',
    { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: `retention_${randomUUID().replaceAll('-', '').slice(0, 12)}`, DATA_SYNC_ENGINE: 'embedded' },
  ],
];

describe.each(databases)('data retention on %s', (_database, environment) => {
  let testServer: TestServer;
  let authorization: string;

  beforeAll(async () => {
    testServer = await startTestServer({
      environment: { DATA_RETENTION_INTERVAL_SECONDS: '1', DATA_RETENTION_BATCH_SIZE: '7', DATA_SYNC_RUN_RETENTION_KEEP: '2', ...environment },
    });
    authorization = basicAuthorization(await testServer.createApiKey());
  });
  afterAll(async () => {
    await testServer?.close();
    if (environment.DATABASE_SCHEMA) {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${environment.DATABASE_SCHEMA} cascade`);
      await client.end();
    }
  });

  /** Runs `work` with the clock `days` back, so the rows it writes carry that date. */
  async function back<T>(days: number, work: () => Promise<T>): Promise<T> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - days * DAY_MS);
    try {
      return await work();
    } finally {
      vi.useRealTimers();
    }
  }

  it('deletes old events, expired sessions and old runs in the background while requests are answered', async () => {
    const { store, project } = testServer;
    const events = (label: string, count: number) =>
      Array.from({ length: count }, (_, index) => ({ type: 'account.updated', payload: { id: `${label}-${index}` } }));
    await back(45, () => store.events.appendMany(project.id, events('old', 30)));
    await store.events.appendMany(project.id, events('recent', 3));

    const session = (label: string, expiresAt: string) =>
      store.connectSessions.create({
        organizationId: project.organizationId,
        projectId: project.id,
        tokenHash: `retention-${label}-${randomUUID()}`,
        originOwnerId: label,
        originOwnerName: label,
        originUsername: null,
        categories: null,
        provider: 'googledrive',
        providerVersion: null,
        accountId: null,
        label: null,
        metadata: {},
        multiple: false,
        type: 'production',
        connectorProfileId: null,
        externalTriggerToken: null,
        expiresAt,
      });
    const expired: { id: number }[] = [];
    for (let index = 0; index < 10; index++) expired.push(await session(`expired-${index}`, new Date(Date.now() - 40 * DAY_MS).toISOString()));
    const live = await session('live', new Date(Date.now() + DAY_MS).toISOString());

    const account = await testServer.createAccount({
      provider: 'googledrive',
      credentials: { access_token: 'token' },
      originOwnerId: 'runs',
      originOwnerName: 'runs',
    });
    const schedule = (await store.dataSyncSchedules.createIfAbsent(project.id, {
      syncConfigId: null,
      accountId: account.id,
      actionId: 'googledrive_list_drives',
      name: 'Drives',
      syncParams: {},
      paramsHash: 'retention',
      source: 'manual',
      enabled: false,
      cadence: 'PT1H',
      fullSyncAfter: null,
      startAt: '2026-01-01T00:00:00.000Z',
      nextRunAt: null,
    }))!;
    const runIds: string[] = [];
    for (let index = 0; index < 12; index++) {
      runIds.push(
        await back(200 - index, async () => {
          const run = await store.dataSyncRuns.create({
            projectId: project.id,
            scheduleId: schedule.id,
            status: 'skipped',
            dueAt: new Date().toISOString(),
            requestId: `run-${index}`,
            error: 'paused',
          });
          return run.id;
        }),
      );
    }

    const statuses: number[] = [];
    const oldEventsLeft = async () => (await store.events.list(project.id)).filter((event) => String(event.payload.id).startsWith('old-')).length;
    await expect
      .poll(
        async () => {
          statuses.push((await fetch(`${testServer.url}/accounts`, { headers: { authorization } })).status);
          const sessionsLeft = (await Promise.all(expired.map((row) => store.connectSessions.get(project.id, row.id)))).filter(Boolean).length;
          const runsLeft = (await store.dataSyncRuns.listBySchedule(project.id, schedule.id, { pageSize: 100 })).items.length;
          return { events: await oldEventsLeft(), sessions: sessionsLeft, runs: runsLeft };
        },
        { timeout: 20_000, interval: 200 },
      )
      .toEqual({ events: 0, sessions: 0, runs: 2 });

    expect(new Set(statuses)).toEqual(new Set([200]));
    expect((await store.events.list(project.id)).filter((event) => String(event.payload.id).startsWith('recent-'))).toHaveLength(3);
    expect(await store.connectSessions.get(project.id, live.id)).toBeDefined();
    // The newest two runs of the schedule stay, however old.
    const kept = (await store.dataSyncRuns.listBySchedule(project.id, schedule.id, { pageSize: 100 })).items.map((run) => run.id);
    expect(kept.sort()).toEqual(runIds.slice(-2).sort());
  }, 60_000);
});
