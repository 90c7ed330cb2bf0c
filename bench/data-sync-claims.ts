import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createStore } from '@openunified/store';
import { claimRuns, type RunClaimContext } from '../packages/data-sync/src/sync-run-claims.js';
import { dueDriveSchedule } from './due-schedule.js';

/**
 * CPU the claim of a burst of ticks costs, in-process on SQLite (docs/concepts/data-sync.md#firing):
 * steadier than the fire lag on a shared machine. Each round creates `--schedules` schedules due at
 * one instant, then claims them in the batch sizes the embedded engine grows through.
 */
const { values } = parseArgs({ options: { schedules: { type: 'string', default: '10000' }, rounds: { type: 'string', default: '3' } } });
const scheduleCount = Number(values.schedules);
const rounds = Number(values.rounds);
const sqlitePath = join(tmpdir(), `data-sync-claims-${process.pid}.sqlite`);
const store = await createStore({ sqlitePath });
try {
  const organization = await store.organizations.create({ name: 'Bench' });
  const project = await store.projects.create({ organizationId: organization.id, name: 'Claims' });
  const account = await store.accounts.create(project.id, {
    projectId: project.id,
    provider: 'googledrive',
    connectorProfileId: null,
    originOwnerId: 'customer-1',
    originOwnerName: 'Customer One',
    originUsername: null,
    label: null,
    metadata: {},
    type: 'production',
    credentials: null,
    credentialsExpireAt: null,
  });
  // Just enough of a connector for the schedules not to be paused; the engine's next ticks go nowhere.
  const connector = { actions: [{ id: 'googledrive_list_drives', kind: 'list' }] };
  const context = {
    store,
    connectors: { get: () => connector },
    engine: { scheduleNext: async () => {}, scheduleMany: async () => {} },
    leaseMs: 60_000,
  } as unknown as RunClaimContext;
  for (let round = 0; round < rounds; round += 1) {
    const dueAt = new Date(Date.now() - 1000).toISOString();
    const jobs: { projectId: string; scheduleId: string; dueAt: string }[] = [];
    for (let index = 0; index < scheduleCount; index += 1) {
      const schedule = await store.dataSyncSchedules.createIfAbsent(
        project.id,
        dueDriveSchedule({ syncConfigId: null, accountId: account.id, index, paramsHash: `bench-${round}-${index}`, dueAt }),
      );
      jobs.push({ projectId: project.id, scheduleId: schedule!.id, dueAt });
    }
    const cpuBefore = process.cpuUsage();
    const startedAt = performance.now();
    let claimed = 0;
    // The embedded engine's batches grow 500 -> 1000 -> 2000 (engine/embedded-sync-engine.ts).
    for (let start = 0, size = 500; start < jobs.length; start += size, size = Math.min(size * 2, 2000)) {
      const claims = await claimRuns(context, jobs.slice(start, start + size));
      claimed += claims.filter((claim) => claim.kind === 'run').length;
    }
    const cpu = process.cpuUsage(cpuBefore);
    const perTenThousand = (milliseconds: number) => ((milliseconds * 10_000) / scheduleCount).toFixed(0);
    console.log(
      `round ${round}: ${claimed}/${scheduleCount} claimed in ${perTenThousand(performance.now() - startedAt)} ms wall, ${perTenThousand((cpu.user + cpu.system) / 1000)} ms CPU per 10k claims`,
    );
  }
} finally {
  await store.close();
  rmSync(sqlitePath, { force: true });
  rmSync(`${sqlitePath}-wal`, { force: true });
  rmSync(`${sqlitePath}-shm`, { force: true });
}
