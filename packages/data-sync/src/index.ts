// inversify's decorators store metadata as this package loads: the polyfill comes first.
import 'reflect-metadata';
import { AccountEventsToken } from '@openunified/accounts';
import { type Feature, type FeatureRoutesOptions, type PlatformLogger, PlatformTokens } from '@openunified/feature-kit';
import { type Store, StoreToken } from '@openunified/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Container, ContainerModule } from 'inversify';
import { reconcileAutoLinkSchedules } from './auto-link-reconcile.js';
import { dataSyncRoutes } from './data-sync-routes.js';
import { DataSyncService } from './data-sync-service.js';
import { type DataSyncSettings, type DataSyncSettingsInput, resolveDataSyncSettings } from './data-sync-settings.js';
import { DataSyncTokens } from './data-sync-tokens.js';
import { EmbeddedSyncEngine } from './engine/embedded-sync-engine.js';
import { startSyncEngine } from './engine/start-sync-engine.js';
import type { SyncEngine } from './engine/sync-engine.js';
import { SyncActivity } from './sync-activity.js';
import { SyncRunExecutor } from './sync-run-executor.js';

export { type AutoLinkReconciliation, reconcileAutoLinkSchedules } from './auto-link-reconcile.js';
export { durationMs, firstTickFrom, nextTickAfter } from './cadence.js';
export { DataSyncService } from './data-sync-service.js';
export { type DataSyncSettings, type DataSyncSettingsInput, defaultDataSyncSettings, resolveDataSyncSettings } from './data-sync-settings.js';
export { DataSyncTokens } from './data-sync-tokens.js';
export type { ConfigWire, RunWire, ScheduleWire } from './data-sync-wire.js';
export { EmbeddedSyncEngine, type EmbeddedSyncEngineOptions } from './engine/embedded-sync-engine.js';
export { startSyncEngine } from './engine/start-sync-engine.js';
export {
  asSyncJobProcessor,
  type ClaimedSyncRun,
  type StoreTransaction,
  type SyncClaimOutcome,
  type SyncEngine,
  type SyncJob,
  type SyncJobHandler,
  type SyncJobProcessor,
} from './engine/sync-engine.js';
export { canonicalJson, contentHash, paramsHash } from './params-hash.js';
export { type PausedReason, pausedReason } from './paused-reason.js';
export { type JobInProgress, SyncActivity, type SyncActivitySnapshot, type SyncEngineStatus } from './sync-activity.js';
export { RunStillLeasedError, runMode, SyncRunExecutor } from './sync-run-executor.js';

export interface DataSyncFeatureOptions extends DataSyncSettingsInput {
  /**
   * Builds the engine instead of the embedded one (the pg-boss engine plugs in here). Resolved
   * once, from the container.
   */
  engine?: (context: { store: Store; logger: PlatformLogger; settings: DataSyncSettings }) => SyncEngine;
}

/** Data sync (docs/concepts/data-sync.md): configs, schedules, runs and the records store, under /v2/data_sync. */
export function dataSyncFeature(options: DataSyncFeatureOptions = {}): Feature {
  const { engine: engineFactory, ...input } = options;
  const settings = resolveDataSyncSettings(input);
  const routes: FastifyPluginAsyncZod<FeatureRoutesOptions> = async (app, routeOptions) => {
    await dataSyncRoutes(app, routeOptions);
    const { container } = routeOptions;
    const service = container.get(DataSyncTokens.Service);
    const logger = container.get(PlatformTokens.Logger);
    // Accounts linked from now on get the schedules of the auto_link configs of their connector.
    const unsubscribe = container.get(AccountEventsToken).subscribe((type, account) => {
      if (type === 'account.deleted') return;
      service.fanOutAccount(account).catch((error: unknown) => logger.error({ err: error, accountId: account.id }, 'data sync: auto_link fan-out failed'));
    });
    app.addHook('onClose', async () => unsubscribe());
    if (settings.runScheduler) {
      // Fastify takes a value an onReady hook resolves with for an error: resolve with nothing.
      app.addHook('onReady', async () => {
        await startDataSyncEngine(container);
      });
      // Runs in flight end and are recorded before the store closes.
      app.addHook('onClose', async () => {
        container.get(DataSyncTokens.Activity).stopping();
        await container.get(DataSyncTokens.Engine).stop();
      });
    }
  };
  return {
    name: 'data-sync',
    // Accounts linked later get the schedules of their connector's auto_link configs (account events).
    requires: ['accounts'],
    module: new ContainerModule(({ bind }) => {
      bind(DataSyncTokens.Settings).toConstantValue(settings);
      bind(DataSyncTokens.Engine)
        .toDynamicValue((context) => {
          const store = context.get(StoreToken);
          const logger = context.get(PlatformTokens.Logger);
          return (
            engineFactory?.({ store, logger, settings }) ??
            new EmbeddedSyncEngine({
              schedules: store.dataSyncSchedules,
              runs: store.dataSyncRuns,
              logger,
              concurrency: settings.concurrency,
              reloadIntervalMs: settings.reloadIntervalMs,
              leaseRenewalMs: Math.max(250, Math.floor(settings.leaseMs / 3)),
            })
          );
        })
        .inSingletonScope()
        // An API process that only enqueues (a queue engine) still holds the engine's connections.
        .onDeactivation((engine) => engine.stop());
      bind(DataSyncTokens.Service).to(DataSyncService).inSingletonScope();
      bind(DataSyncTokens.RunExecutor).to(SyncRunExecutor).inSingletonScope();
      bind(DataSyncTokens.Activity).toConstantValue(new SyncActivity());
    }),
    routes,
  };
}

/**
 * Starts taking sync jobs in this process with the container's engine and run executor: what the
 * server does on start unless `runScheduler` is off, and what a worker-only process does
 * (docs/deployment.md#data-sync-workers). It first reconciles the auto_link schedules with their
 * configs (`reconcileAutoLinkSchedules`). Stop it with the engine's `stop`, or by closing the container.
 */
export async function startDataSyncEngine(container: Pick<Container, 'get'>): Promise<SyncEngine> {
  const engine = container.get(DataSyncTokens.Engine);
  const executor = container.get(DataSyncTokens.RunExecutor);
  const store = container.get(StoreToken);
  const logger = container.get(PlatformTokens.Logger);
  // Before the engine loads its ticks, so the schedules a crash kept from being fanned out fire too.
  const service = container.get(DataSyncTokens.Service);
  await reconcileAutoLinkSchedules({ store, service, engine, logger }).catch((error: unknown) =>
    logger.error(
      { err: error },
      'data sync: could not reconcile the auto_link schedules; the fan-out of accounts linked during a crash waits for the next start',
    ),
  );
  const activity = container.get(DataSyncTokens.Activity);
  activity.starting();
  await startSyncEngine({ engine, handler: activity.track(executor.processor), schedules: store.dataSyncSchedules, logger });
  activity.started();
  return engine;
}
