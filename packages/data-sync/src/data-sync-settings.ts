export interface DataSyncSettings {
  /** Whether this process runs sync jobs (starts the engine): on for the embedded engine, off on API processes of a queue engine, whose workers run them. */
  runScheduler: boolean;
  /** How long a run's lease lasts without progress before another executor may take the run over. */
  leaseMs: number;
  /** Runs the embedded engine executes at once. */
  concurrency: number;
  /** How often the embedded engine reloads every schedule's next tick from the store, a safety net for changes it missed. */
  reloadIntervalMs: number;
}

export type DataSyncSettingsInput = Partial<DataSyncSettings>;

export const defaultDataSyncSettings: DataSyncSettings = { runScheduler: true, leaseMs: 60_000, concurrency: 8, reloadIntervalMs: 30_000 };

export function resolveDataSyncSettings(input: DataSyncSettingsInput = {}): DataSyncSettings {
  return { ...defaultDataSyncSettings, ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) };
}
