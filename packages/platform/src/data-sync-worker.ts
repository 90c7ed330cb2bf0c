import { startDataSyncEngine } from '@openunified/data-sync';
import { createPlatformContainer, type PlatformContainer, type PlatformContainerOptions } from './platform-container.js';

export interface DataSyncWorker {
  platformContainer: PlatformContainer;
  /** Takes no new job, lets the runs in progress end (bounded by the engine), then closes the store. Idempotent. */
  close(): Promise<void>;
}

/**
 * A worker-only process (docs/deployment.md#data-sync-workers): the platform's container without
 * HTTP, its data-sync engine running jobs. It serves no route; API processes enqueue the jobs.
 */
export async function startDataSyncWorker(options: PlatformContainerOptions): Promise<DataSyncWorker> {
  const platformContainer = await createPlatformContainer({
    ...options,
    config: { ...options.config, dataSync: { ...options.config?.dataSync, runScheduler: true } },
  });
  try {
    await startDataSyncEngine(platformContainer.container);
  } catch (error) {
    await platformContainer.close();
    throw error;
  }
  // Closing the container stops the engine (its deactivation) before the store closes.
  return { platformContainer, close: () => platformContainer.close() };
}
