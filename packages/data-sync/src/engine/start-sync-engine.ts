import type { PlatformLogger } from '@openunified/feature-kit';
import type { DataSyncScheduleRepository } from '@openunified/store';
import type { SyncEngine, SyncJobHandler, SyncJobProcessor } from './sync-engine.js';

/** Ticks announced at once while re-announcing: the engine's pool is small, the store's busy. */
const ANNOUNCE_CONCURRENCY = 4;
/** Schedules read per statement: a large deployment's ticks never come in one result, nor sit in memory at once. */
const ANNOUNCE_PAGE = 1000;

/**
 * Starts `engine` in a process that runs syncs (docs/deployment.md#data-sync-workers). A queue
 * engine is first told every scheduled tick again: the tick's job identity is (schedule, dueAt),
 * so a tick that still has its job inserts nothing, while one whose job is gone (a dropped job
 * schema, retries exhausted) gets it back. Without this, a schedule whose job was lost would wait
 * forever: only a run's end announces the next tick. The embedded engine loads the ticks itself.
 */
export async function startSyncEngine(input: {
  engine: SyncEngine;
  handler: SyncJobHandler | SyncJobProcessor;
  schedules: Pick<DataSyncScheduleRepository, 'listScheduled'>;
  logger: PlatformLogger;
}): Promise<void> {
  const { engine, handler, schedules, logger } = input;
  if (engine.name !== 'embedded') {
    let announced = 0;
    let after: Awaited<ReturnType<DataSyncScheduleRepository['listScheduled']>>[number] | undefined;
    for (;;) {
      const page = await schedules.listScheduled({ limit: ANNOUNCE_PAGE, ...(after && { after }) });
      const ticks = page.map((tick) => ({ projectId: tick.projectId, scheduleId: tick.scheduleId, dueAt: tick.nextRunAt }));
      if (engine.announceTicks) await engine.announceTicks(ticks);
      else {
        let index = 0;
        const announceNext = async (): Promise<void> => {
          for (let tick = ticks[index++]; tick !== undefined; tick = ticks[index++]) await engine.scheduleNext(tick);
        };
        await Promise.all(Array.from({ length: ANNOUNCE_CONCURRENCY }, announceNext));
      }
      announced += ticks.length;
      if (page.length < ANNOUNCE_PAGE) break;
      after = page.at(-1);
    }
    logger.info({ engine: engine.name, schedules: announced }, 'data sync: announced every scheduled tick');
  }
  await engine.start(handler);
}
