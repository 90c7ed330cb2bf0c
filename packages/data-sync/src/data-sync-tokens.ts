export const DataSyncTokens = {
  Service: Symbol.for('openunified.dataSync.Service'),
  Engine: Symbol.for('openunified.dataSync.Engine'),
  RunExecutor: Symbol.for('openunified.dataSync.RunExecutor'),
  Settings: Symbol.for('openunified.dataSync.Settings'),
  /** `SyncActivity`: the engine's status and the jobs in progress in this process. */
  Activity: Symbol.for('openunified.dataSync.Activity'),
} as const;
