import { serviceRef } from '@openunified/store';
import type { DataSyncService } from './data-sync-service.js';
import type { DataSyncSettings } from './data-sync-settings.js';
import type { SyncEngine } from './engine/sync-engine.js';
import type { SyncActivity } from './sync-activity.js';
import type { SyncRunExecutor } from './sync-run-executor.js';

export const DataSyncTokens = {
  Service: serviceRef<DataSyncService>('openunified.dataSync.Service'),
  Engine: serviceRef<SyncEngine>('openunified.dataSync.Engine'),
  RunExecutor: serviceRef<SyncRunExecutor>('openunified.dataSync.RunExecutor'),
  Settings: serviceRef<DataSyncSettings>('openunified.dataSync.Settings'),
  /** `SyncActivity`: the engine's status and the jobs in progress in this process. */
  Activity: serviceRef<SyncActivity>('openunified.dataSync.Activity'),
} as const;
