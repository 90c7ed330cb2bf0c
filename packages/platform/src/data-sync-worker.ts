import { DataSyncTokens, startDataSyncEngine } from '@openunified/data-sync';
import { createPlatformContainer, type PlatformContainer, type PlatformContainerOptions } from './platform-container.js';
import { ConfigurationError } from './startup-failure.js';
import { startWorkerHealthServer, type WorkerHealthServer } from './worker-health-server.js';

export interface DataSyncWorker {
  platformContainer: PlatformContainer;
  /** The health endpoint's URL when one was asked for (`health`), else undefined. */
  healthUrl: string | undefined;
  /** Takes no new job, lets the runs in progress end (bounded by the engine), then closes the store. Idempotent. */
  close(): Promise<void>;
}

export interface DataSyncWorkerOptions extends PlatformContainerOptions {
  /** Serve `GET /health` on this port and host (docs/deployment.md#data-sync-workers); off when absent. Port 0 takes a free one. */
  health?: { port: number; host: string } | undefined;
}

/**
 * A worker-only process (docs/deployment.md#data-sync-workers): the platform's container without
 * the API, its data-sync engine running jobs. API processes enqueue the jobs. It serves no route,
 * except a health endpoint when `health` asks for one.
 */
export async function startDataSyncWorker(options: DataSyncWorkerOptions): Promise<DataSyncWorker> {
  const { health, ...containerOptions } = options;
  const platformContainer = await createPlatformContainer({
    ...containerOptions,
    config: { ...containerOptions.config, dataSync: { ...containerOptions.config?.dataSync, runScheduler: true } },
  });
  const { container } = platformContainer;
  if (!platformContainer.features.some((feature) => feature.name === 'data-sync')) {
    await platformContainer.close();
    throw new ConfigurationError('a data-sync worker runs the "data-sync" feature: add it to features');
  }
  const activity = container.get(DataSyncTokens.Activity);
  let healthServer: WorkerHealthServer | undefined;
  try {
    // Before the engine starts: a probe during the start-up reconcile and announce sees 503 "starting", not a refused connection.
    if (health) {
      healthServer = await startWorkerHealthServer({
        ...health,
        engine: container.get(DataSyncTokens.Engine).name,
        concurrency: container.get(DataSyncTokens.Settings).concurrency,
        activity,
      });
    }
    await startDataSyncEngine(container);
  } catch (error) {
    await healthServer?.close();
    await platformContainer.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    platformContainer,
    healthUrl: healthServer?.url,
    close() {
      closing ??= (async () => {
        // Probes answer 503 "stopping" while the runs in progress end.
        activity.stopping();
        try {
          // The engine first, on its own: the container's deactivations run together, and the
          // provider-log queue closing under a run still draining failed that run ("the
          // write-behind queue is closed"). Then the container (the engine's stop is idempotent).
          await container.get(DataSyncTokens.Engine).stop();
          await platformContainer.close();
        } finally {
          await healthServer?.close();
        }
      })();
      return closing;
    },
  };
}
