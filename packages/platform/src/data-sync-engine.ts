import type { DataSyncFeatureOptions, SyncEngine } from '@openunified/data-sync';
// Types only: the package, and pg-boss with it, is loaded when the pg-boss engine is configured.
import type { PgBossSyncEngineOptions } from '@openunified/data-sync-pg-boss';
import type { DatabaseConfig } from './platform-config.js';
import { ConfigurationError } from './startup-failure.js';

export type DataSyncEngineKind = 'embedded' | 'pg-boss';

/** Data sync as the platform composes it: the feature's options plus which engine, when `engine` (a factory) is not given. */
export interface PlatformDataSyncSettings extends DataSyncFeatureOptions {
  /** By default `embedded` on SQLite and `pg-boss` on PostgreSQL (docs/deployment.md#data-sync-workers). */
  engineKind?: DataSyncEngineKind | undefined;
  /** Options of the pg-boss engine beyond its connection, which is the store's database. */
  pgBoss?: Omit<PgBossSyncEngineOptions, 'connectionString' | 'onError'> | undefined;
}

const jobsSchemaSuffix = '_sync_jobs';
const longestJobsSchema = 50;

export function dataSyncEngineKind(database: DatabaseConfig, settings: PlatformDataSyncSettings): DataSyncEngineKind {
  const kind = settings.engineKind ?? (database.kind === 'postgres' ? 'pg-boss' : 'embedded');
  if (kind === 'pg-boss' && database.kind !== 'postgres') {
    throw new ConfigurationError('invalid DATA_SYNC_ENGINE ("pg-boss"): requires DATABASE_URL to be a postgres:// URL (the jobs live in the same database)');
  }
  return kind;
}

/**
 * The data-sync feature's options with the engine chosen: the embedded engine on SQLite, pg-boss
 * on PostgreSQL unless told otherwise. Whether this process also runs jobs (`runScheduler`)
 * defaults to yes with the embedded engine, which has no other place to run them, and to no with
 * pg-boss, where worker processes (`pnpm start --worker`) run them and API processes enqueue.
 */
export function dataSyncFeatureOptions(database: DatabaseConfig, settings: PlatformDataSyncSettings): DataSyncFeatureOptions {
  const { engineKind: _engineKind, pgBoss, ...featureOptions } = settings;
  const kind = dataSyncEngineKind(database, settings);
  const runScheduler = settings.runScheduler ?? kind === 'embedded';
  if (featureOptions.engine || kind === 'embedded' || database.kind !== 'postgres') return { ...featureOptions, runScheduler };
  const url = database.url;
  const schema = pgBoss?.schema ?? jobsSchemaOf(database.schema);
  return {
    ...featureOptions,
    runScheduler,
    engine: ({ logger, settings: resolved }) =>
      pgBossSyncEngine({
        // A job outlives its run's lease by half again at least: when a worker dies, the job comes
        // back only once the run it left is free to take over (docs/deployment.md#data-sync-workers).
        expireInSeconds: Math.ceil((2 * resolved.leaseMs) / 1000),
        concurrency: resolved.concurrency,
        ...pgBoss,
        connectionString: url,
        schema,
        onError: (error) => logger.error({ err: error }, 'data sync engine (pg-boss): error'),
      }),
  };
}

/** A deployment in its own PostgreSQL schema keeps its jobs apart too: `<schema>_sync_jobs`. */
function jobsSchemaOf(databaseSchema: string | undefined): string | undefined {
  if (databaseSchema === undefined) return undefined;
  const schema = `${databaseSchema}${jobsSchemaSuffix}`;
  if (schema.length > longestJobsSchema) {
    throw new ConfigurationError(
      `invalid DATABASE_SCHEMA: at most ${longestJobsSchema - jobsSchemaSuffix.length} characters with the pg-boss data-sync engine, whose jobs go in "<schema>${jobsSchemaSuffix}"`,
    );
  }
  return schema;
}

type PgBossEngineModule = typeof import('@openunified/data-sync-pg-boss');
let pgBossEngineModule: Promise<PgBossEngineModule> | undefined;

/**
 * `@openunified/data-sync-pg-boss`, an optional peer dependency: only deployments on the pg-boss
 * engine install it. Loaded once; its absence is a configuration error naming the package.
 */
export function loadPgBossEngineModule(): Promise<PgBossEngineModule> {
  pgBossEngineModule ??= import('@openunified/data-sync-pg-boss').catch((error: unknown) => {
    pgBossEngineModule = undefined;
    throw new ConfigurationError(
      `DATA_SYNC_ENGINE "pg-boss" needs the package @openunified/data-sync-pg-boss: install it next to @openunified/platform (${error instanceof Error ? error.message : String(error)})`,
    );
  });
  return pgBossEngineModule;
}

/**
 * The pg-boss engine behind a synchronous factory, as the data-sync feature builds its engine:
 * the package loads on the engine's first call (`createPlatformContainer` loads it at start-up,
 * so a missing package fails the start, not a request). A stop before any call has nothing to stop.
 */
function pgBossSyncEngine(options: PgBossSyncEngineOptions): SyncEngine {
  let engine: Promise<SyncEngine> | undefined;
  const loaded = () => (engine ??= loadPgBossEngineModule().then(({ createPgBossSyncEngine }) => createPgBossSyncEngine(options)));
  return {
    name: 'pg-boss',
    start: async (handler) => (await loaded()).start(handler),
    stop: async () => {
      if (engine) await (await engine).stop();
    },
    scheduleNext: async (next, transaction) => (await loaded()).scheduleNext(next, transaction),
    runNow: async (job, transaction) => (await loaded()).runNow(job, transaction),
    scheduleMany: async (ticks, transaction) => {
      const loadedEngine = await loaded();
      if (loadedEngine.scheduleMany) return loadedEngine.scheduleMany(ticks, transaction);
      for (const tick of ticks) await loadedEngine.scheduleNext(tick, transaction);
    },
    announceTicks: async (ticks) => (await loaded()).announceTicks?.(ticks),
  };
}
