export type { StoreTransaction, SyncEngine, SyncJob, SyncJobHandler } from '@openunified/data-sync';
export { canonicalInstant, runNowJobIdentity, tickJobIdentity } from './job-identity';
export { createPgBossSyncEngine, type PgBossSyncEngineOptions } from './pg-boss-sync-engine';
