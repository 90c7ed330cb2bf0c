import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClaimedWebhookDelivery, Project, Store } from '../src/index.js';
import { newAccount } from './new-account.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const disablePolicy = { consecutiveFailures: 1000, failingForMs: 365 * DAY_MS, reason: 'failing' };

/**
 * Data retention's deletes (docs/deployment.md "What grows and how it is bounded"), the same on
 * every dialect: rows past their retention go in bounded batches, rows still needed stay. Retention
 * reaches every project, so this contract needs a database of its own.
 */
export function describeRetentionContract(target: { openStore(): Promise<Store> }): void {
  let store: Store;
  let project: Project;

  beforeAll(async () => {
    store = await target.openStore();
    const organization = await store.organizations.create({ name: 'Acme' });
    project = await store.projects.create({ organizationId: organization.id, name: 'Retention' });
  });
  afterAll(async () => {
    await store?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Runs `work` with the clock `days` back: what the rows it writes would have been stamped with then. */
  async function back<T>(days: number, work: () => Promise<T>): Promise<T> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - days * DAY_MS);
    try {
      return await work();
    } finally {
      vi.useRealTimers();
    }
  }

  /** Deletes in batches of `limit` until one comes back short, as the background pruner does; the sizes of the batches. */
  async function drain(batch: (limit: number) => Promise<number>, limit: number): Promise<number[]> {
    const sizes: number[] = [];
    for (;;) {
      const size = await batch(limit);
      sizes.push(size);
      if (size < limit) return sizes;
    }
  }

  describe('data retention', () => {
    it('deletes relayed events past their age in bounded batches, and keeps the recent and the unrelayed', async () => {
      const payloads = (count: number, label: string) =>
        Array.from({ length: count }, (_, index) => ({ type: 'documents_drives.created', payload: { id: `${label}-${index}` } }));
      await back(40, () => store.events.appendMany(project.id, payloads(25, 'old')));
      await back(10, () => store.events.appendMany(project.id, payloads(4, 'recent')));
      await store.webhookDeliveries.relayOutbox({ limit: 1000, now: daysAgo(10), giveUpAt: daysAgo(9), subscribes: () => false });
      // Not relayed yet (webhook delivery stopped, say): still to become deliveries, whatever its age.
      await back(40, async () => {
        for (const event of payloads(3, 'unrelayed')) await store.events.append(project.id, event.type, event.payload);
      });

      expect(await drain((limit) => store.retention.deleteRelayedEvents(daysAgo(30), limit), 10)).toEqual([10, 10, 5]);
      const left = (await store.events.list(project.id)).map((event) => String(event.payload.id));
      expect(left.filter((id) => id.startsWith('old-'))).toEqual([]);
      expect(left.filter((id) => id.startsWith('unrelayed-'))).toHaveLength(3);
      expect(left.filter((id) => id.startsWith('recent'))).toHaveLength(4);
    });

    it('deletes webhook deliveries settled past their age with their attempts, and keeps pending and recent ones', async () => {
      const deliveryProject = await store.projects.create({ organizationId: project.organizationId, name: 'Deliveries' });
      const endpoint = await store.webhookEndpoints.create(deliveryProject.id, {
        url: 'https://hooks.example.com/retention',
        description: null,
        eventTypes: ['*'],
        signingSecret: { keyId: 'k1', payload: 'c2VjcmV0' },
      });
      const deliver = async (label: string, days: number, outcome: 'succeeded' | 'failed' | 'pending') => {
        const event = await back(days, () => store.events.append(deliveryProject.id, 'account.created', { id: label }));
        const now = daysAgo(days);
        const delivery = await store.webhookDeliveries.enqueue(endpoint, event, now, daysAgo(days - 1));
        if (outcome === 'pending') return delivery.id;
        const claimed = (await store.webhookDeliveries.claimDue({ now, limit: 100, leaseExpiresAt: daysAgo(days - 0.01) })).find(
          (candidate) => candidate.id === delivery.id,
        ) as ClaimedWebhookDelivery;
        const attempt = {
          startedAt: now,
          durationMs: 5,
          statusCode: outcome === 'succeeded' ? 200 : 500,
          succeeded: outcome === 'succeeded',
          error: null,
          responseExcerpt: 'ok',
        };
        await store.webhookDeliveries.recordAttempt({ delivery: claimed, attempt, retryAt: null, now, disablePolicy });
        return delivery.id;
      };
      const oldSucceeded = await deliver('old-succeeded', 40, 'succeeded');
      const oldFailed = await deliver('old-failed', 35, 'failed');
      const oldPending = await deliver('old-pending', 40, 'pending');
      const recent = await deliver('recent', 5, 'succeeded');

      expect(await store.retention.deleteSettledWebhookDeliveries(daysAgo(30), 1)).toEqual({ deliveries: 1, attempts: 1 });
      expect(await store.retention.deleteSettledWebhookDeliveries(daysAgo(30), 10)).toEqual({ deliveries: 1, attempts: 1 });
      expect(await store.retention.deleteSettledWebhookDeliveries(daysAgo(30), 10)).toEqual({ deliveries: 0, attempts: 0 });
      for (const gone of [oldSucceeded, oldFailed]) expect(await store.webhookDeliveries.get(deliveryProject.id, gone)).toBeUndefined();
      expect((await store.webhookDeliveries.get(deliveryProject.id, oldPending))?.status).toBe('pending');
      expect((await store.webhookDeliveries.get(deliveryProject.id, recent))?.status).toBe('succeeded');
      const attempts = await store.webhookDeliveries.listAttempts(deliveryProject.id, [oldSucceeded, oldFailed, recent]);
      expect(attempts.map((attempt) => attempt.deliveryId)).toEqual([recent]);
    });

    it('deletes connect sessions expired past their age with their connection attempts, and keeps unexpired ones', async () => {
      const session = (label: string, expiresAt: string) =>
        store.connectSessions.create({
          organizationId: project.organizationId,
          projectId: project.id,
          tokenHash: `retention-${label}`,
          originOwnerId: label,
          originOwnerName: label,
          originUsername: null,
          categories: null,
          provider: 'bamboohr',
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
      const attemptOf = (sessionId: number, status: 'pending' | 'failed') =>
        store.connectionAttempts.create({
          sessionId,
          provider: 'bamboohr',
          status,
          accountId: null,
          oauthErrorCode: null,
          oauthErrorDescription: null,
          oauthState: null,
          oauthVerifier: null,
        });
      const expiredLongAgo = await session('expired-long-ago', daysAgo(31));
      const expiredAttempts = [await attemptOf(expiredLongAgo.id, 'failed'), await attemptOf(expiredLongAgo.id, 'pending')];
      const expiredRecently = await session('expired-recently', daysAgo(2));
      const unexpired = await session('unexpired', new Date(Date.now() + DAY_MS).toISOString());
      const liveAttempt = await attemptOf(unexpired.id, 'pending');

      expect(await store.retention.deleteExpiredConnectSessions(daysAgo(30), 10)).toEqual({ sessions: 1, attempts: 2 });
      expect(await store.connectSessions.get(project.id, expiredLongAgo.id)).toBeUndefined();
      for (const attempt of expiredAttempts) expect(await store.connectionAttempts.get(attempt.id)).toBeUndefined();
      expect(await store.connectSessions.get(project.id, expiredRecently.id)).toBeDefined();
      expect(await store.connectSessions.get(project.id, unexpired.id)).toBeDefined();
      expect(await store.connectionAttempts.get(liveAttempt.id)).toBeDefined();
    });

    it('deletes console sessions a day after they ended (expired or revoked) and dead login links, never a live one', async () => {
      const now = new Date().toISOString();
      const later = new Date(Date.now() + DAY_MS).toISOString();
      const session = (name: string, expiresAt: string) =>
        store.managementSessions.create({ projectId: project.id, secretHash: `${name}-${project.id}`, scopes: ['full_access'], userAgent: null, expiresAt });
      const expired = await session('expired', daysAgo(2));
      const revoked = await session('revoked', later);
      await store.managementSessions.revoke(project.id, revoked.id);
      const live = await session('live', later);
      const link = (name: string, expiresAt: string) =>
        store.managementSessions.createLoginLink({
          projectId: project.id,
          tokenHash: `${name}-${project.id}`,
          scopes: ['full_access'],
          sessionTtlSeconds: 60,
          expiresAt,
        });
      await link('dead-link', daysAgo(2));
      await link('live-link', later);

      const deleted = await store.retention.deleteEndedManagementSessions(daysAgo(1), 10);
      expect(deleted.sessions).toBeGreaterThanOrEqual(1);
      expect(deleted.loginLinks).toBeGreaterThanOrEqual(1);
      const remaining = (await store.managementSessions.listActive(project.id, daysAgo(3))).map((listed) => listed.id);
      expect(remaining).not.toContain(expired.id);
      expect(remaining).toContain(live.id);
      // Revoked just now: kept for the day, then it goes.
      expect((await store.retention.deleteEndedManagementSessions(new Date(Date.now() + 1000).toISOString(), 10)).sessions).toBeGreaterThanOrEqual(1);
      expect(await store.managementSessions.findActiveByHash(`live-${project.id}`, now)).toBeDefined();
      expect(await store.managementSessions.consumeLoginLink(`live-link-${project.id}`, now)).toBeDefined();
      expect(await store.managementSessions.consumeLoginLink(`dead-link-${project.id}`, daysAgo(3))).toBeUndefined();
    });

    it('deletes finished data sync runs past their age beyond the newest of each schedule, never a running one', async () => {
      const account = await store.accounts.create(project.id, newAccount({ projectId: project.id, provider: 'googledrive' }));
      const schedule = async (paramsHash: string) =>
        (await store.dataSyncSchedules.createIfAbsent(project.id, {
          syncConfigId: null,
          accountId: account.id,
          actionId: 'googledrive_list_drives',
          name: 'Drives',
          syncParams: {},
          paramsHash,
          source: 'manual',
          enabled: true,
          cadence: 'PT1H',
          fullSyncAfter: null,
          startAt: '2026-01-01T00:00:00.000Z',
          nextRunAt: null,
        }))!;
      const busy = await schedule('busy');
      const rare = await schedule('rare');
      const finishedRun = async (scheduleId: string, days: number, index: number) =>
        back(days, async () => {
          const run = await store.dataSyncRuns.create({
            projectId: project.id,
            scheduleId,
            status: 'queued',
            dueAt: daysAgo(days),
            requestId: `r-${scheduleId}-${index}`,
          });
          const leased = await store.dataSyncRuns.lease(project.id, run.id, {
            leaseToken: 't',
            leaseExpiresAt: daysAgo(days - 0.01),
            startedAt: daysAgo(days),
            mode: 'full',
          });
          await store.dataSyncRuns.finish(project.id, leased.id, 't', { status: 'succeeded', finishedAt: daysAgo(days), counts: leased.records, error: null });
          return run.id;
        });
      // The busy schedule: 8 runs long ago, 2 recent ones. The rare one: 2 runs, both long ago.
      const busyOld: string[] = [];
      for (let index = 0; index < 8; index++) busyOld.push(await finishedRun(busy.id, 200 - index, index));
      const busyRecent = [await finishedRun(busy.id, 10, 8), await finishedRun(busy.id, 5, 9)];
      const rareRuns = [await finishedRun(rare.id, 300, 0), await finishedRun(rare.id, 200, 1)];
      // A run left running long ago (its process may yet come back): never deleted.
      const running = await back(150, async () => {
        const run = await store.dataSyncRuns.create({
          projectId: project.id,
          scheduleId: busy.id,
          status: 'queued',
          dueAt: daysAgo(150),
          requestId: 'running',
        });
        await store.dataSyncRuns.lease(project.id, run.id, { leaseToken: 'held', leaseExpiresAt: daysAgo(149), startedAt: daysAgo(150), mode: 'full' });
        return run.id;
      });

      // Older than 90 days and beyond the 3 newest of its schedule.
      expect(await drain((limit) => store.retention.deleteFinishedDataSyncRuns(daysAgo(90), 3, limit), 3)).toEqual([3, 3, 2]);
      const kept = async (scheduleId: string) =>
        (await store.dataSyncRuns.listBySchedule(project.id, scheduleId, { pageSize: 100 })).items.map((run) => run.id);
      // Busy: its 2 recent runs and the running one are the newest 3; every old finished one went.
      expect((await kept(busy.id)).sort()).toEqual([...busyRecent, running].sort());
      // Rare: both runs are among its newest 3, however old.
      expect((await kept(rare.id)).sort()).toEqual([...rareRuns].sort());
      expect(busyOld).toHaveLength(8);
    });
  });
}
