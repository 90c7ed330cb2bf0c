export const DataSyncTokens = {
  Service: Symbol.for('openunified.dataSync.Service'),
  Engine: Symbol.for('openunified.dataSync.Engine'),
  RunExecutor: Symbol.for('openunified.dataSync.RunExecutor'),
  Settings: Symbol.for('openunified.dataSync.Settings'),
} as const;
