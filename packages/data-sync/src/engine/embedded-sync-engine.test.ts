import type { PlatformLogger } from '@openunified/feature-kit';
import { describe, expect, it } from 'vitest';
import { EmbeddedSyncEngine } from './embedded-sync-engine.js';
import type { SyncClaimOutcome, SyncJob } from './sync-engine.js';

const silent = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} } as unknown as PlatformLogger;

/** Starts an engine over `due` ticks due a second ago and resolves with the size of each claim, once every tick was claimed. */
async function claimBatches(due: number, claimBatchSize?: number): Promise<number[]> {
  const dueAt = new Date(Date.now() - 1000).toISOString();
  const ticks = Array.from({ length: due }, (_, index) => ({ projectId: 'p', scheduleId: `s${String(index).padStart(5, '0')}`, nextRunAt: dueAt }));
  const engine = new EmbeddedSyncEngine({
    schedules: { listScheduled: async (page) => (page?.after ? [] : ticks) },
    logger: silent,
    concurrency: 1,
    reloadIntervalMs: 60_000,
    ...(claimBatchSize !== undefined && { claimBatchSize }),
  });
  const batches: number[] = [];
  const claimed = new Set<string>();
  let allClaimed: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    allClaimed = resolve;
  });
  await engine.start({
    async claim(jobs: readonly SyncJob[]): Promise<SyncClaimOutcome[]> {
      batches.push(jobs.length);
      for (const job of jobs) claimed.add(job.scheduleId);
      if (claimed.size === due) allClaimed();
      return jobs.map(() => ({ kind: 'nothing' }));
    },
    renewLeases: async () => {},
    releaseLeases: async () => {},
  });
  try {
    await done;
  } finally {
    await engine.stop();
  }
  return batches;
}

describe('EmbeddedSyncEngine', () => {
  it('claims a burst in batches of the largest size from the first, each tick once', async () => {
    expect(await claimBatches(4500)).toEqual([2000, 2000, 500]);
    expect(await claimBatches(700, 300)).toEqual([300, 300, 100]);
  });

  it('claims a few ticks due together in one batch', async () => {
    expect(await claimBatches(3)).toEqual([3]);
  });
});
