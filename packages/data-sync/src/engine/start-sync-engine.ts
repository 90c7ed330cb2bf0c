import type { PlatformLogger } from '@openunified/feature-kit';
import type { DataSyncScheduleRepository } from '@openunified/store';
import type { SyncEngine, SyncJobHandler } from './sync-engine.js';

/** Ticks announced at once while re-announcing: the engine's pool is small, the store's busy. */
const ANNOUNCE_CONCURRENCY = 4;

/**
 * Starts `engine` in a process that runs syncs (docs/deployment.md#data-sync-workers). A queue
 * engine is first told every scheduled tick again: the tick's job identity is (schedule, dueAt),
 * so a tick that still has its job inserts nothing, while one whose job is gone (a dropped job
 * schema, retries exhausted) gets it back. Without this, a schedule whose job was lost would wait
 * forever: only a run's end announces the next tick. The embedded engine loads the ticks itself.
 */
export async function startSyncEngine(input: {
  engine: SyncEngine;
  handler: SyncJobHandler;
  schedules: Pick<DataSyncScheduleRepository, 'listScheduled'>;
  logger: PlatformLogger;
}): Promise<void> {
  const { engine, handler, schedules, logger } = input;
  if (engine.name !== 'embedded') {
    const ticks = (await schedules.listScheduled()).map((tick) => ({ projectId: tick.projectId, scheduleId: tick.scheduleId, dueAt: tick.nextRunAt }));
    if (engine.announceTicks) await engine.announceTicks(ticks);
    else {
      let index = 0;
      const announceNext = async (): Promise<void> => {
        for (let tick = ticks[index++]; tick !== undefined; tick = ticks[index++]) await engine.scheduleNext(tick);
      };
      await Promise.all(Array.from({ length: ANNOUNCE_CONCURRENCY }, announceNext));
    }
    logger.info({ engine: engine.name, schedules: ticks.length }, 'data sync: announced every scheduled tick');
  }
  await engine.start(handler);
}
