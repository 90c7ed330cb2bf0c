export type { StoreTransaction, SyncEngine, SyncJob, SyncJobHandler } from '@openunified/sync-engine-contract';
export { canonicalInstant, runNowJobIdentity, tickJobIdentity } from './job-identity';
export { createPgBossSyncEngine, type PgBossSyncEngineOptions } from './pg-boss-sync-engine';
