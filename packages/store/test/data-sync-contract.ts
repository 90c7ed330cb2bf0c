import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRecord, DataSyncScheduleRecord, LeasedDataSyncRun, NewDataSyncSchedule, Project, Store, SyncedRecordKey } from '../src/index.js';
import { newAccount } from './new-account.js';

/** The data-sync repositories (docs/concepts/data-sync.md), the same on every dialect. */
export function describeDataSyncContract(target: { openStore(): Promise<Store> }): void {
  let store: Store;
  let project: Project;
  let account: AccountRecord;

  beforeAll(async () => {
    store = await target.openStore();
    const organization = await store.organizations.create({ name: 'Acme' });
    project = await store.projects.create({ organizationId: organization.id, name: 'Sync' });
    account = await store.accounts.create(project.id, newAccount({ projectId: project.id, provider: 'googledrive' }));
  });

  afterAll(async () => {
    await store?.close();
  });

  function newSchedule(overrides: Partial<NewDataSyncSchedule> = {}): NewDataSyncSchedule {
    return {
      syncConfigId: null,
      accountId: account.id,
      actionId: 'googledrive_list_drives',
      name: 'Drives',
      syncParams: { query: { page_size: 10 } },
      paramsHash: 'hash-a',
      source: 'manual',
      enabled: true,
      cadence: 'PT1H',
      fullSyncAfter: null,
      startAt: '2026-01-01T00:00:00.000Z',
      nextRunAt: '2026-01-01T01:00:00.000Z',
      ...overrides,
    };
  }

  describe('data sync', () => {
    it('creates a config, patches it and deletes it, within its project only', async () => {
      const config = await store.dataSyncConfigs.create(project.id, {
        name: 'Drives',
        connector: 'googledrive',
        actions: [{ actionId: 'googledrive_list_drives', syncParams: { query: { page_size: 50 } } }],
        cadence: 'PT1H',
        startAt: '2026-01-01T00:00:00Z',
        fullSyncAfter: 'P1D',
        enabled: true,
        autoLink: true,
      });
      expect(config).toMatchObject({ id: expect.stringMatching(/^dsc_/), startAt: '2026-01-01T00:00:00.000Z', autoLink: true });
      expect(await store.dataSyncConfigs.get('prj_other', config.id)).toBeUndefined();
      const patched = await store.dataSyncConfigs.update(project.id, config.id, { enabled: false, cadence: 'PT30M' });
      expect(patched).toMatchObject({ enabled: false, cadence: 'PT30M', actions: config.actions });
      expect(await store.dataSyncConfigs.list(project.id, { connector: 'googledrive' })).toEqual([patched]);
      expect(await store.dataSyncConfigs.delete(project.id, config.id)).toBe(true);
      expect(await store.dataSyncConfigs.get(project.id, config.id)).toBeUndefined();
    });

    it('keeps (account, action, params_hash) unique, even inside a transaction, and lists with a cursor', async () => {
      const first = await store.dataSyncSchedules.createIfAbsent(project.id, newSchedule({ paramsHash: 'unique-1' }));
      expect(first).toBeDefined();
      const again = await store.transaction((transaction) => transaction.dataSyncSchedules.createIfAbsent(project.id, newSchedule({ paramsHash: 'unique-1' })));
      expect(again).toBeUndefined();
      await sleep(2);
      const second = await store.dataSyncSchedules.createIfAbsent(project.id, newSchedule({ paramsHash: 'unique-2', enabled: false }));
      expect(await store.dataSyncSchedules.findByKey(project.id, account.id, 'googledrive_list_drives', 'unique-1')).toEqual(first);

      const pageOne = await store.dataSyncSchedules.list(project.id, { accountId: account.id }, { pageSize: 1 });
      expect(pageOne.items.map((schedule) => schedule.id)).toEqual([first!.id]);
      const pageTwo = await store.dataSyncSchedules.list(project.id, { accountId: account.id }, { pageSize: 1, after: pageOne.next! });
      expect(pageTwo.items.map((schedule) => schedule.id)).toEqual([second!.id]);
      expect((await store.dataSyncSchedules.list(project.id, { enabled: false }, { pageSize: 10 })).items.map((schedule) => schedule.id)).toEqual([second!.id]);
      expect((await store.dataSyncSchedules.listScheduled()).some((tick) => tick.scheduleId === first!.id)).toBe(true);
    });

    it('lets one run of a schedule be running at a time, and only its lease holder finish it', async () => {
      const schedule = (await store.dataSyncSchedules.createIfAbsent(project.id, newSchedule({ paramsHash: 'runs' })))!;
      const run = await store.dataSyncRuns.create({
        projectId: project.id,
        scheduleId: schedule.id,
        status: 'queued',
        dueAt: '2026-01-01T01:00:00Z',
        requestId: 'req-1',
      });
      const other = await store.dataSyncRuns.create({
        projectId: project.id,
        scheduleId: schedule.id,
        status: 'queued',
        dueAt: '2026-01-01T02:00:00Z',
        requestId: 'req-2',
      });
      const leased = await store.dataSyncRuns.lease(project.id, run.id, {
        leaseToken: 'token-1',
        leaseExpiresAt: '2030-01-01T00:00:00.000Z',
        startedAt: '2026-01-01T01:00:01.000Z',
        mode: 'full',
      });
      expect(leased).toMatchObject({ status: 'running', mode: 'full', leaseToken: 'token-1' });
      await expect(
        store.dataSyncRuns.lease(project.id, other.id, {
          leaseToken: 'token-2',
          leaseExpiresAt: '2030-01-01T00:00:00.000Z',
          startedAt: '2026-01-01T02:00:01.000Z',
          mode: 'full',
        }),
      ).rejects.toThrow();
      expect((await store.dataSyncRuns.findRunning(project.id, schedule.id))?.id).toBe(run.id);
      const counts = { read: 3, created: 2, updated: 1, unchanged: 0, deleted: 0 };
      expect(
        await store.dataSyncRuns.finish(project.id, run.id, 'token-wrong', {
          status: 'succeeded',
          finishedAt: '2026-01-01T01:00:05.000Z',
          counts,
          error: null,
        }),
      ).toBe(false);
      expect(
        await store.dataSyncRuns.finish(project.id, run.id, 'token-1', { status: 'succeeded', finishedAt: '2026-01-01T01:00:05.000Z', counts, error: null }),
      ).toBe(true);
      expect(await store.dataSyncRuns.get(project.id, run.id)).toMatchObject({ status: 'succeeded', records: counts });
      expect((await store.dataSyncRuns.findByDueAt(project.id, schedule.id, '2026-01-01T02:00:00Z'))?.id).toBe(other.id);
      const runs = await store.dataSyncRuns.listBySchedule(project.id, schedule.id, { pageSize: 10 });
      expect(runs.items.map((item) => item.id).sort()).toEqual([run.id, other.id].sort());
      // Newest first, one at a time: each run once, the cursor past the last page is null.
      const first = await store.dataSyncRuns.listBySchedule(project.id, schedule.id, { pageSize: 1 });
      const second = await store.dataSyncRuns.listBySchedule(project.id, schedule.id, { pageSize: 1, after: first.next! });
      expect([...first.items, ...second.items].map((item) => item.id)).toEqual(runs.items.map((item) => item.id));
      expect(second.next).toBeNull();
      await expect(store.dataSyncRuns.listBySchedule(project.id, schedule.id, { pageSize: 1, after: 'not-a-cursor' })).rejects.toThrow(/cursor/);
    });

    it('claims many schedules at once: runs created running under one lease, found by schedule and tick, renewed together, one running per schedule', async () => {
      const schedules: DataSyncScheduleRecord[] = [];
      for (let index = 0; index < 3; index++) {
        schedules.push(
          (await store.dataSyncSchedules.createIfAbsent(
            project.id,
            newSchedule({ paramsHash: `batch-${index}`, nextRunAt: `2026-02-01T00:00:0${index}.000Z` }),
          ))!,
        );
      }
      const ids = schedules.map((schedule) => schedule.id);
      const locked = await store.transaction((transaction) => transaction.dataSyncSchedules.getManyForUpdate([...ids, 'dss_missing']));
      expect([...locked.keys()].sort()).toEqual([...ids].sort());

      const lease = { leaseToken: 'batch-token', leaseExpiresAt: '2030-01-01T00:00:00.000Z', startedAt: '2026-02-01T00:00:03.000Z', mode: 'full' as const };
      const created = await store.dataSyncRuns.createLeased(
        schedules.map((schedule, index) => ({
          projectId: project.id,
          scheduleId: schedule.id,
          dueAt: `2026-02-01T00:00:0${index}Z`,
          requestId: `req-batch-${index}`,
          ...lease,
        })),
      );
      expect(created.map((run) => [run.scheduleId, run.status, run.dueAt, run.leaseToken])).toEqual(
        schedules.map((schedule, index) => [schedule.id, 'running', `2026-02-01T00:00:0${index}.000Z`, 'batch-token']),
      );
      // The database still refuses a second running run of a schedule.
      await expect(
        store.dataSyncRuns.createLeased([
          { projectId: project.id, scheduleId: schedules[0]!.id, dueAt: '2026-02-02T00:00:00Z', requestId: 'req-dup', ...lease },
        ]),
      ).rejects.toThrow();

      const running = await store.dataSyncRuns.findRunningMany(ids);
      expect(ids.map((id) => running.get(id)?.leaseToken)).toEqual(['batch-token', 'batch-token', 'batch-token']);
      const byTick = await store.dataSyncRuns.findByDueAtMany([
        { scheduleId: schedules[1]!.id, dueAt: '2026-02-01T00:00:01Z' },
        { scheduleId: schedules[2]!.id, dueAt: '2026-02-01T00:00:01Z' },
      ]);
      expect([...byTick.entries()].map(([key, run]) => [key, run.id])).toEqual([[`${schedules[1]!.id} 2026-02-01T00:00:01.000Z`, created[1]!.id]]);

      const held = created.map((run) => ({ id: run.id, leaseToken: run.leaseToken }));
      expect(await store.dataSyncRuns.renewLeases([...held, { id: created[0]!.id, leaseToken: 'not-ours' }], '2031-01-01T00:00:00.000Z')).toBe(3);
      expect((await store.dataSyncRuns.get(project.id, created[2]!.id))?.leaseExpiresAt).toBe('2031-01-01T00:00:00.000Z');
      expect(
        await store.dataSyncRuns.finish(project.id, created[2]!.id, 'batch-token', {
          status: 'succeeded',
          finishedAt: '2026-02-01T00:00:04.000Z',
          counts: created[2]!.records,
          error: null,
        }),
      ).toBe(true);
      expect(await store.dataSyncRuns.renewLeases(held, '2032-01-01T00:00:00.000Z')).toBe(2);
      // Runs whose lease ran out are the orphans an engine takes over; live leases are not.
      expect(await store.dataSyncRuns.listOrphaned('2031-06-01T00:00:00.000Z', 10)).toEqual([]);
      expect(await store.dataSyncRuns.listOrphaned('2032-06-01T00:00:00.000Z', 10)).toEqual(
        [0, 1].map((index) => ({ projectId: project.id, scheduleId: schedules[index]!.id, dueAt: `2026-02-01T00:00:0${index}.000Z` })),
      );

      await store.dataSyncSchedules.updateMany(project.id, ids, { nextRunAt: '2026-02-02T00:00:00.000Z', lastRunStatus: 'running' });
      await store.dataSyncSchedules.updateMany('prj_other', ids, { nextRunAt: null });
      expect(
        (await Promise.all(ids.map((id) => store.dataSyncSchedules.get(project.id, id)))).map((schedule) => [schedule?.nextRunAt, schedule?.lastRunStatus]),
      ).toEqual(ids.map(() => ['2026-02-02T00:00:00.000Z', 'running']));
    });

    it('stores each new run of a batch as given, whichever of its values the batch shares', async () => {
      const schedules: DataSyncScheduleRecord[] = [];
      for (let index = 0; index < 4; index++) {
        schedules.push((await store.dataSyncSchedules.createIfAbsent(project.id, newSchedule({ paramsHash: `mixed-${index}` })))!);
      }
      // Every second run differs in each column a burst usually shares; then a batch sharing them all.
      const inputs = schedules.map((schedule, index) => ({
        projectId: project.id,
        scheduleId: schedule.id,
        dueAt: `2026-04-01T00:00:0${index % 2}Z`,
        requestId: `req-mixed-${index}`,
        leaseToken: `mixed-token-${index % 2}`,
        leaseExpiresAt: `2030-04-01T00:00:0${index % 2}.000Z`,
        startedAt: `2026-04-01T00:00:1${index % 2}.000Z`,
        mode: index % 2 === 0 ? ('full' as const) : ('incremental' as const),
      }));
      const stored = async (runs: LeasedDataSyncRun[]) =>
        (await Promise.all(runs.map((run) => store.dataSyncRuns.get(project.id, run.id)))).map((run) => [
          run?.scheduleId,
          run?.dueAt,
          run?.requestId,
          run?.leaseExpiresAt,
          run?.startedAt,
          run?.mode,
          run?.status,
        ]);
      const expected = (batch: typeof inputs) =>
        batch.map((input) => [
          input.scheduleId,
          new Date(input.dueAt).toISOString(),
          input.requestId,
          input.leaseExpiresAt,
          input.startedAt,
          input.mode,
          'running',
        ]);

      const mixed = await store.dataSyncRuns.createLeased(inputs.slice(0, 2));
      expect(mixed.map((run) => run.leaseToken)).toEqual(['mixed-token-0', 'mixed-token-1']);
      expect(await stored(mixed)).toEqual(expected(inputs.slice(0, 2)));
      const alike = inputs.slice(2).map((input) => ({ ...input, ...inputs[2]!, scheduleId: input.scheduleId, requestId: input.requestId }));
      const shared = await store.dataSyncRuns.createLeased(alike);
      expect(await stored(shared)).toEqual(expected(alike));
      expect((await store.dataSyncRuns.findRunningMany(schedules.map((schedule) => schedule.id))).get(schedules[3]!.id)?.leaseToken).toBe('mixed-token-0');
    });

    it('keeps runs to schedules that exist and deletes them with their schedule or its account', async () => {
      const lease = { leaseToken: 'gone-token', leaseExpiresAt: '2030-01-01T00:00:00.000Z', startedAt: '2026-03-01T00:00:01.000Z', mode: 'full' as const };
      await expect(
        store.dataSyncRuns.createLeased([
          { projectId: project.id, scheduleId: 'dss_missing', dueAt: '2026-03-01T00:00:00Z', requestId: 'req-missing', ...lease },
        ]),
      ).rejects.toThrow();
      const owner = await store.accounts.create(project.id, newAccount({ projectId: project.id, provider: 'googledrive' }));
      const [bySchedule, byAccount] = await Promise.all(
        ['gone-schedule', 'gone-account'].map(
          async (paramsHash) => (await store.dataSyncSchedules.createIfAbsent(project.id, newSchedule({ accountId: owner.id, paramsHash })))!,
        ),
      );
      const runs = await store.dataSyncRuns.createLeased(
        [bySchedule!, byAccount!].map((schedule, index) => ({
          projectId: project.id,
          scheduleId: schedule.id,
          dueAt: '2026-03-01T00:00:00Z',
          requestId: `req-gone-${index}`,
          ...lease,
        })),
      );
      expect(await store.dataSyncSchedules.delete(project.id, bySchedule!.id)).toBe(true);
      expect(await store.dataSyncRuns.get(project.id, runs[0]!.id)).toBeUndefined();
      expect((await store.dataSyncRuns.get(project.id, runs[1]!.id))?.scheduleId).toBe(byAccount!.id);
      await store.accounts.delete(project.id, owner.id);
      expect(await store.dataSyncRuns.get(project.id, runs[1]!.id)).toBeUndefined();
    });

    it('pages the scheduled ticks by schedule id, each once even when a claim moves one between pages', async () => {
      const all = await store.dataSyncSchedules.listScheduled();
      const paged = [];
      for (let after: (typeof all)[number] | undefined; ; ) {
        const page = await store.dataSyncSchedules.listScheduled({ limit: 2, ...(after && { after }) });
        paged.push(...page);
        if (page.length < 2) break;
        after = page.at(-1);
      }
      expect(paged).toEqual(all);
      expect(all.length).toBeGreaterThan(2);

      const [first, second] = await store.dataSyncSchedules.listScheduled({ limit: 2 });
      // Fired meanwhile: its next tick moves past every other one.
      await store.dataSyncSchedules.updateMany(first!.projectId, [first!.scheduleId], { nextRunAt: '2099-01-01T00:00:00.000Z' });
      const rest = [];
      for (let after = second; after; ) {
        const page = await store.dataSyncSchedules.listScheduled({ limit: 2, after });
        rest.push(...page);
        after = page.length < 2 ? undefined : page.at(-1);
      }
      const ids = [first!.scheduleId, second!.scheduleId, ...rest.map((tick) => tick.scheduleId)];
      expect(ids).toEqual(all.map((tick) => tick.scheduleId));
      await store.dataSyncSchedules.updateMany(first!.projectId, [first!.scheduleId], { nextRunAt: first!.nextRunAt });
    });

    it('stores records by content hash, finds the ones a full run did not see and lists changes after a cursor', async () => {
      const key: SyncedRecordKey = { projectId: project.id, accountId: account.id, actionId: 'googledrive_list_drives', paramsHash: 'records' };
      const records = Array.from({ length: 1200 }, (_, index) => ({
        recordId: `r${String(index).padStart(5, '0')}`,
        remoteId: `remote-${index}`,
        contentHash: `h${index}`,
        json: JSON.stringify({ index }),
      }));
      await store.transaction((transaction) => transaction.syncedRecords.write(key, records, 'run-1', '2026-01-01T01:00:00.000Z'));
      expect(await store.syncedRecords.count(key)).toBe(1200);
      const states = await store.syncedRecords.states(key, ['r00000', 'r01199', 'missing']);
      expect([...states.entries()]).toEqual([
        ['r00000', { contentHash: 'h0', deleted: false }],
        ['r01199', { contentHash: 'h1199', deleted: false }],
      ]);
      // Batches of every size: statements are cached per row count, so the odd remainders must bind right too.
      expect([
        ...(
          await store.syncedRecords.states(
            key,
            records.slice(3, 1200).map((record) => record.recordId),
          )
        ).keys(),
      ]).toHaveLength(1197);
      expect(await store.syncedRecords.storedJson(key, ['r00007', 'r01199', 'missing'])).toEqual(
        new Map([
          ['r00007', '{"index":7}'],
          ['r01199', '{"index":1199}'],
        ]),
      );

      await store.syncedRecords.write(
        key,
        [{ ...records[5]!, contentHash: 'changed', json: JSON.stringify({ index: 5, changed: true }) }],
        'run-2',
        '2026-01-01T02:00:00.000Z',
      );
      await store.syncedRecords.markSeen(
        key,
        records
          .slice(0, 1100)
          .map((record) => record.recordId)
          .filter((id) => id !== 'r00005'),
        'run-2',
      );
      const notSeen = await store.syncedRecords.listNotSeen(key, 'run-2', 1000);
      expect(notSeen.map((record) => record.recordId)).toEqual(records.slice(1100).map((record) => record.recordId));
      await store.syncedRecords.markDeleted(
        key,
        notSeen.map((record) => record.recordId),
        'run-2',
        '2026-01-01T02:00:00.000Z',
      );
      expect(await store.syncedRecords.count(key)).toBe(1100);
      const liveFirst = await store.syncedRecords.listLiveIds(key, { limit: 1000 });
      const liveRest = await store.syncedRecords.listLiveIds(key, { limit: 1000, after: liveFirst.at(-1)!.recordId });
      expect([...liveFirst, ...liveRest]).toEqual(records.slice(0, 1100).map((record) => ({ recordId: record.recordId, remoteId: record.remoteId })));

      const first = await store.syncedRecords.listChanged(key, { pageSize: 1099 });
      expect(first.items.every((record) => record.changedAt === '2026-01-01T01:00:00.000Z')).toBe(true);
      const changed = await store.syncedRecords.listChanged(key, { pageSize: 500, after: first.next! });
      expect(changed.items.map((record) => record.recordId)).toEqual(['r00005', ...records.slice(1100).map((record) => record.recordId)]);
      expect(changed.items[0]).toMatchObject({ contentHash: 'changed', data: { index: 5, changed: true }, deleted: false });
      expect(changed.items.at(-1)).toMatchObject({ deleted: true, remoteId: 'remote-1199' });
    });

    it('pages live ids past runs of deleted records longer than a page, and finds ids of any characters', async () => {
      const key: SyncedRecordKey = { projectId: project.id, accountId: account.id, actionId: 'googledrive_list_drives', paramsHash: 'live-pages' };
      // Characters an array literal quotes or escapes, and a comma, which separates its elements.
      const odd = ['a,b', 'q"uote', 'back\\slash', '{brace}', 'NULL', ' space '];
      const ids = [...'abcdefghij'.split(''), ...odd];
      await store.syncedRecords.write(
        key,
        ids.map((recordId) => ({ recordId, remoteId: `remote-${recordId}`, contentHash: `h-${recordId}`, json: '{}' })),
        'run-1',
        '2026-01-01T01:00:00.000Z',
      );
      expect([...(await store.syncedRecords.states(key, [...odd, 'missing'])).keys()].sort()).toEqual([...odd].sort());
      expect([...(await store.syncedRecords.storedJson(key, odd)).keys()].sort()).toEqual([...odd].sort());
      await store.syncedRecords.markDeleted(key, ['b', 'c', 'd', 'e', 'a,b'], 'run-2', '2026-01-01T02:00:00.000Z');
      expect((await store.syncedRecords.states(key, ['a,b', 'b', 'f'])).get('a,b')).toEqual({ contentHash: 'h-a,b', deleted: true });
      const pages: string[][] = [];
      let after: string | undefined;
      for (;;) {
        const page = await store.syncedRecords.listLiveIds(key, { limit: 2, ...(after !== undefined && { after }) });
        if (page.length === 0) break;
        expect(page.length).toBeLessThanOrEqual(2);
        pages.push(page.map((record) => record.recordId));
        after = page.at(-1)!.recordId;
      }
      const live = ids.filter((id) => !['b', 'c', 'd', 'e', 'a,b'].includes(id));
      expect(pages.flat().sort()).toEqual(live.sort());
      expect(pages.slice(0, -1).every((page) => page.length === 2)).toBe(true);
    });

    it('tells whether a partition holds live records: none before the first write, none once every record is deleted', async () => {
      const key: SyncedRecordKey = { projectId: project.id, accountId: account.id, actionId: 'googledrive_list_drives', paramsHash: 'live-probe' };
      expect(await store.syncedRecords.hasLiveRecords(key)).toBe(false);
      const records = ['a', 'b'].map((recordId) => ({ recordId, remoteId: recordId, contentHash: recordId, json: '{}' }));
      await store.syncedRecords.write(key, records, 'run-1', '2026-01-01T01:00:00.000Z');
      expect(await store.syncedRecords.hasLiveRecords(key)).toBe(true);
      await store.syncedRecords.markDeleted(key, ['a'], 'run-2', '2026-01-01T02:00:00.000Z');
      expect(await store.syncedRecords.hasLiveRecords(key)).toBe(true);
      await store.syncedRecords.markDeleted(key, ['b'], 'run-2', '2026-01-01T02:00:00.000Z');
      expect(await store.syncedRecords.hasLiveRecords(key)).toBe(false);
      expect(await store.syncedRecords.hasLiveRecords({ ...key, paramsHash: 'other' })).toBe(false);
    });

    it('appends many outbox events at once', async () => {
      await store.events.appendMany(project.id, [
        { type: 'documents_drives.created', payload: { id: 'a' } },
        { type: 'documents_drives.deleted', payload: { id: 'b' } },
      ]);
      expect((await store.events.list(project.id, { type: 'documents_drives.deleted' })).map((event) => event.payload)).toEqual([{ id: 'b' }]);
    });

    it('stores appended events already relayed while the project has no enabled webhook endpoint, pending once it has one', async () => {
      const quiet = await store.projects.create({ organizationId: project.organizationId, name: 'No endpoints' });
      await store.events.appendMany(quiet.id, [{ type: 'documents_drives.created', payload: { id: 'quiet' } }]);
      const [relayed] = await store.events.list(quiet.id);
      expect(relayed?.deliveredAt).toBe(relayed?.createdAt);

      await store.webhookEndpoints.create(quiet.id, {
        url: 'https://hooks.example.com/sync',
        description: null,
        eventTypes: ['*'],
        signingSecret: { keyId: 'k1', payload: 'c2VjcmV0' },
      });
      await store.events.appendMany(quiet.id, [{ type: 'documents_drives.created', payload: { id: 'heard' } }]);
      const pending = await store.events.listPending(1000);
      expect(pending.filter((event) => event.projectId === quiet.id).map((event) => event.payload)).toEqual([{ id: 'heard' }]);
    });
  });
}
