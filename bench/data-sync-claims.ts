import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createStore, storeApplicationName } from '@openunified/store';
import pg from 'pg';
import { claimRuns, type RunClaimContext } from '../packages/data-sync/src/sync-run-claims.js';
import { startCpuProfile } from './child-process-protocol.js';
import { dueDriveSchedule } from './due-schedule.js';
import { sampleBackendCpu } from './postgres-backend-cpu.js';

/**
 * CPU the claim of a burst of ticks costs, in-process on SQLite or PostgreSQL (docs/concepts/data-sync.md#firing):
 * steadier than the fire lag on a shared machine. Each round creates `--schedules` schedules due at
 * one instant, then claims them in the batch sizes the embedded engine grows through.
 */
const { values } = parseArgs({
  options: {
    schedules: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '3' },
    // postgres://...: the store in PostgreSQL, in a schema of its own dropped at the end; SQLite in a temporary file otherwise.
    database: { type: 'string' },
    // Claim transactions in flight at once (the engines run one at a time): what overlapping them would gain.
    'in-flight': { type: 'string', default: '1' },
    // The first batch of the burst, doubled up to 2000 after it (the embedded engine's: 500, then 1000, then 2000).
    'first-batch': { type: 'string', default: '500' },
    // A V8 CPU profile of the claims alone (not the schedules' creation), one file per round: FILE-<round>.cpuprofile.
    profile: { type: 'string' },
  },
});
const scheduleCount = Number(values.schedules);
const rounds = Number(values.rounds);
const inFlight = Number(values['in-flight']);
const firstBatch = Number(values['first-batch']);
const databaseUrl = values.database;
if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('--database takes a postgres:// URL (SQLite is the default)');
const sqlitePath = join(tmpdir(), `data-sync-claims-${process.pid}.sqlite`);
const postgresSchema = `bench_claims_${process.pid}`;
const store = await createStore(databaseUrl ? { databaseUrl, postgresSchema } : { sqlitePath });
console.log(
  `store: ${databaseUrl ? `PostgreSQL (schema ${postgresSchema})` : 'SQLite'}; claims in flight: ${inFlight}; first batch ${firstBatch}, doubled up to 2000`,
);
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
    // 500 schedules a transaction: one (synchronous) commit each made 10,000 take long on PostgreSQL.
    for (let first = 0; first < scheduleCount; first += 500) {
      await store.transaction(async (transaction) => {
        for (let index = first; index < Math.min(scheduleCount, first + 500); index += 1) {
          const schedule = await transaction.dataSyncSchedules.createIfAbsent(
            project.id,
            dueDriveSchedule({ syncConfigId: null, accountId: account.id, index, paramsHash: `bench-${round}-${index}`, dueAt }),
          );
          jobs.push({ projectId: project.id, scheduleId: schedule!.id, dueAt });
        }
      });
    }
    const databaseCpu = databaseUrl ? await sampleBackendCpu(databaseUrl, storeApplicationName(postgresSchema)) : undefined;
    const cpuBefore = process.cpuUsage();
    const startedAt = performance.now();
    let claimed = 0;
    // `--first-batch`, doubled up to the embedded engine's 2000 (engine/embedded-sync-engine.ts), `--in-flight` claimed at once.
    const batches: (typeof jobs)[] = [];
    for (let start = 0, size = Math.min(firstBatch, 2000); start < jobs.length; start += size, size = Math.min(size * 2, 2000))
      batches.push(jobs.slice(start, start + size));
    // A claim's lag as the burst bench counts it (its run's start): when its batch's transaction began.
    const claimStarts: number[] = [];
    let lastCommitted = 0;
    const claimNext = async (): Promise<void> => {
      for (let batch = batches.shift(); batch !== undefined; batch = batches.shift()) {
        const claims = await claimRuns(context, batch);
        const runs = claims.flatMap((claim) => (claim.kind === 'run' ? [claim.run] : []));
        for (const run of runs) claimStarts.push(Date.parse(run.startedAt ?? run.createdAt));
        claimed += runs.length;
        lastCommitted = Date.now();
      }
    };
    const burstStartedAt = Date.now();
    const profiler = values.profile === undefined ? undefined : await startCpuProfile(`${values.profile}-${round}.cpuprofile`);
    await Promise.all(Array.from({ length: inFlight }, claimNext));
    await profiler?.stop();
    claimStarts.sort((left, right) => left - right);
    const lag = (fraction: number) =>
      (claimStarts[Math.min(claimStarts.length - 1, Math.floor(fraction * claimStarts.length))] ?? burstStartedAt) - burstStartedAt;
    const cpu = process.cpuUsage(cpuBefore);
    const databaseCpuMicroseconds = await databaseCpu?.stop();
    const perTenThousand = (milliseconds: number) => ((milliseconds * 10_000) / scheduleCount).toFixed(0);
    console.log(
      `round ${round}: ${claimed}/${scheduleCount} claimed in ${perTenThousand(performance.now() - startedAt)} ms wall (claims started p50 ${lag(0.5)} ms, p99 ${lag(0.99)} ms, last committed ${lastCommitted - burstStartedAt} ms after the first began), ${perTenThousand((cpu.user + cpu.system) / 1000)} ms CPU per 10k claims${databaseCpuMicroseconds === undefined ? '' : ` (PostgreSQL backends ${perTenThousand(databaseCpuMicroseconds / 1000)} ms)`}`,
    );
  }
} finally {
  await store.close();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists "${postgresSchema}" cascade`).finally(() => client.end());
  }
  rmSync(sqlitePath, { force: true });
  rmSync(`${sqlitePath}-wal`, { force: true });
  rmSync(`${sqlitePath}-shm`, { force: true });
}
