import { DEFAULT_MIGRATION_TABLE, type Kysely, Migrator } from 'kysely';
import type { BackgroundLogWriter } from './background-log-writer.js';
import type { CacheChangeListener } from './cache-change-listener.js';
import type { CachedRowChange } from './cache-change-notification.js';
import type { Database } from './database-schema.js';
import { StoreMigrationProvider, storeMigrationNames } from './migrations/migration-provider.js';
import type { OpenDatabase } from './open-database.js';
import { openSqliteDatabase } from './open-sqlite-database.js';
import { type CachedTable, DEFAULT_READ_CACHE_TTL_MS, StoreReadCache } from './read-cache.js';
import type { CachedReads, CacheInvalidation, Store, StoreOptions, StoreTransaction } from './records.js';
import { SqlAccountRepository } from './repositories/account-repository.js';
import { SqlApiKeyRepository } from './repositories/api-key-repository.js';
import { SqlConnectSessionRepository } from './repositories/connect-session-repository.js';
import { SqlConnectionAttemptRepository } from './repositories/connection-attempt-repository.js';
import { SqlConnectorProfileRepository } from './repositories/connector-profile-repository.js';
import { SqlDataSyncConfigRepository } from './repositories/data-sync-config-repository.js';
import { SqlDataSyncRunRepository } from './repositories/data-sync-run-repository.js';
import { SqlDataSyncScheduleRepository } from './repositories/data-sync-schedule-repository.js';
import { SqlEncryptedValueRepository } from './repositories/encrypted-value-repository.js';
import { SqlEventRepository } from './repositories/event-repository.js';
import { SqlManagementSessionRepository } from './repositories/management-session-repository.js';
import { SqlOrganizationRepository } from './repositories/organization-repository.js';
import { SqlProjectRepository } from './repositories/project-repository.js';
import { SqlProviderLogRepository } from './repositories/provider-log-repository.js';
import { SqlRequestLogRepository } from './repositories/request-log-repository.js';
import { SqlRetentionRepository } from './repositories/retention-repository.js';
import { SqlSyncedRecordRepository } from './repositories/synced-record-repository.js';
import { SqlWebhookDeliveryRepository } from './repositories/webhook-delivery-repository.js';
import { SqlWebhookEndpointRepository } from './repositories/webhook-endpoint-repository.js';

export const DEFAULT_SQLITE_PATH = './.data/openunified.sqlite';

const POSTGRES_URL_PATTERN = /^postgres(ql)?:\/\//;

/**
 * Opens the database the options select, brings its schema up to date and returns the
 * repositories. PostgreSQL when `databaseUrl` is a `postgres://` or `postgresql://` URL,
 * otherwise the SQLite file at `sqlitePath`.
 */
export async function createStore(options: StoreOptions = {}): Promise<Store> {
  const database =
    options.databaseUrl !== undefined && POSTGRES_URL_PATTERN.test(options.databaseUrl)
      ? // pg loads only for a PostgreSQL store: the admin CLI on SQLite does not pay for it.
        await (await import('./open-postgres-database.js')).openPostgresDatabase(options.databaseUrl, options.postgresSchema)
      : openSqliteDatabase(options.sqlitePath ?? DEFAULT_SQLITE_PATH);
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const cache = new StoreReadCache(options.readCacheTtlMs);
  const listener = await startCacheChangeListener(database, cache, options);
  return assembleStore(database, cache, cacheInvalidationOf(options, listener), listener);
}

/**
 * On PostgreSQL, a connection that LISTENs for the triggers' notifications (migration 0007) and
 * evicts the changed rows (docs/deployment.md "Caches"). Resolves once the first attempt has
 * connected or failed: a store that opened normally is listening from its first read.
 */
async function startCacheChangeListener(database: OpenDatabase, cache: StoreReadCache, options: StoreOptions): Promise<CacheChangeListener | undefined> {
  const ttlMs = options.readCacheTtlMs ?? DEFAULT_READ_CACHE_TTL_MS;
  if (database.dialect !== 'postgres' || ttlMs <= 0 || options.cacheChangeNotifications === false) return undefined;
  if (options.databaseUrl === undefined || database.migrationTableSchema === undefined) return undefined;
  const { CacheChangeListener } = await import('./cache-change-listener.js'); // pg: PostgreSQL only
  const listener = new CacheChangeListener({
    databaseUrl: options.databaseUrl,
    schema: database.migrationTableSchema,
    onChange: (change) => {
      for (const key of cacheKeysOf(change)) cache.evict(change.table, key);
    },
    // Whatever changed while nobody listened was never announced.
    onListening: () => cache.clear(),
    ...(options.cacheListenerReconnectDelayMs === undefined ? {} : { reconnectDelayMs: options.cacheListenerReconnectDelayMs }),
  });
  await listener.start();
  return listener;
}

function cacheInvalidationOf(options: StoreOptions, listener: CacheChangeListener | undefined): CacheInvalidation {
  const ttlMs = options.readCacheTtlMs ?? DEFAULT_READ_CACHE_TTL_MS;
  const mode = ttlMs <= 0 ? 'off' : listener === undefined ? 'time-to-live' : 'notifications';
  return {
    mode,
    get listening() {
      return listener?.listening ?? false;
    },
    onListeningChange: (callback) => listener?.onStateChange(callback) ?? (() => {}),
  };
}

async function migrateToLatest(database: OpenDatabase): Promise<void> {
  if (await hasRunEveryMigration(database)) return;
  const migrator = new Migrator({
    db: database.db,
    provider: new StoreMigrationProvider(database.dialect),
    // Without an explicit schema Kysely would take the bookkeeping table of any schema on the
    // server as its own, e.g. another test run's.
    ...(database.migrationTableSchema === undefined ? {} : { migrationTableSchema: database.migrationTableSchema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Store migration ${failed?.migrationName ?? '(before any migration ran)'} failed`, { cause: error });
  }
}

/**
 * Whether the database's bookkeeping names exactly the migrations this code has: then the
 * Migrator has nothing to do, yet finding that out took it dozens of statements at every start
 * (it introspects every table to see whether its own exist, takes its lock in a transaction,
 * then reads the same list) before a server could answer. Anything else (a new
 * database, a migration to run, one this code does not know) goes to the Migrator as before.
 */
async function hasRunEveryMigration(database: OpenDatabase): Promise<boolean> {
  const db = database.migrationTableSchema === undefined ? database.db : database.db.withSchema(database.migrationTableSchema);
  let executed: string[];
  try {
    const rows = await (db as unknown as Kysely<Record<typeof DEFAULT_MIGRATION_TABLE, { name: string }>>)
      .selectFrom(DEFAULT_MIGRATION_TABLE)
      .select('name')
      .execute();
    executed = rows.map((row) => row.name).sort();
  } catch {
    return false; // no bookkeeping table yet
  }
  const known = [...storeMigrationNames()].sort();
  return executed.length === known.length && executed.every((name, index) => name === known[index]);
}

function assembleStore(database: OpenDatabase, cache: StoreReadCache, cacheInvalidation: CacheInvalidation, listener: CacheChangeListener | undefined): Store {
  let closing: Promise<void> | undefined;
  // Only outside transactions: a log insert inside one must commit or roll back with it.
  const repositories = repositoriesOver(database.db, database.dialect, (table) => cache.changed(table), database.logWriter);
  return {
    dialect: database.dialect,
    ...repositories,
    retention: new SqlRetentionRepository(database.db),
    cachedReads: cachedReadsOver(repositories, cache),
    cacheInvalidation,
    transaction: async (work) => {
      // A top-level read between a transaction's write and its commit still sees the old row;
      // invalidating again once the transaction ends keeps such a read from being served.
      const changedTables = new Set<CachedTable>();
      try {
        return await database.db.transaction().execute((transaction) =>
          work({
            dialect: database.dialect,
            ...repositoriesOver(transaction, database.dialect, (table) => {
              changedTables.add(table);
              cache.changed(table);
            }),
            sqlTransaction: transaction,
          }),
        );
      } finally {
        for (const table of changedTables) cache.changed(table);
      }
    },
    withLock: (key, work) => database.withLock(key, work),
    // Closing twice is harmless: shutdown hooks and tests may both do it.
    close: () => {
      closing ??= Promise.all([listener?.stop(), database.close()]).then(() => {});
      return closing;
    },
  };
}

// The cache keys of each cached read; `cacheKeysOf` must name every key a row can be read under.
const apiKeyCacheKey = (keyHash: string) => keyHash;
const projectCacheKey = (id: string) => id;
const projectScopedCacheKey = (projectId: string, id: string) => `${projectId}\n${id}`;
const newestProfileCacheKey = (projectId: string, provider: string) => `${projectId}\n${provider}\n(newest)`;

function cachedReadsOver(repositories: Omit<StoreTransaction, 'dialect' | 'sqlTransaction'>, cache: StoreReadCache): CachedReads {
  return {
    apiKeyByHash: (keyHash) => cache.read('api_keys', apiKeyCacheKey(keyHash), () => repositories.apiKeys.findByHash(keyHash)),
    project: (id) => cache.read('projects', projectCacheKey(id), () => repositories.projects.get(id)),
    account: (projectId, id) => cache.read('accounts', projectScopedCacheKey(projectId, id), () => repositories.accounts.get(projectId, id)),
    connectorProfile: (projectId, id) =>
      cache.read('connector_profiles', projectScopedCacheKey(projectId, id), () => repositories.connectorProfiles.get(projectId, id)),
    newestConnectorProfile: (projectId, provider) =>
      cache.read('connector_profiles', newestProfileCacheKey(projectId, provider), () => repositories.connectorProfiles.findByProvider(projectId, provider)),
    version: (table) => cache.version(table),
    // Each read's cache key is its arguments joined by newlines (the keys above).
    expiresAt: (table, ...readArguments) => cache.expiresAt(table, readArguments.join('\n')),
  };
}

/** The cache keys under which a row another process changed may have been read. */
function cacheKeysOf(change: CachedRowChange): string[] {
  switch (change.table) {
    case 'api_keys':
      return change.key_hash === null ? [] : [apiKeyCacheKey(change.key_hash)];
    case 'projects':
      return change.id === null ? [] : [projectCacheKey(change.id)];
    case 'accounts':
      return change.id === null || change.project_id === null ? [] : [projectScopedCacheKey(change.project_id, change.id)];
    case 'connector_profiles': {
      if (change.id === null || change.project_id === null) return [];
      const keys = [projectScopedCacheKey(change.project_id, change.id)];
      // A new, changed or deleted profile can change which one is the newest of its provider.
      if (change.provider !== null) keys.push(newestProfileCacheKey(change.project_id, change.provider));
      return keys;
    }
  }
}

/** Makes each of `methods` report a change of `tables` once it has written (or failed to). */
function notifyingWrites<Repository extends object>(
  repository: Repository,
  tables: CachedTable | CachedTable[],
  methods: (keyof Repository)[],
  onChange: (table: CachedTable) => void,
): Repository {
  for (const name of methods) {
    const write = repository[name] as (...parameters: unknown[]) => Promise<unknown>;
    Object.defineProperty(repository, name, {
      value: async (...parameters: unknown[]) => {
        try {
          return await write.apply(repository, parameters);
        } finally {
          for (const table of typeof tables === 'string' ? [tables] : tables) onChange(table);
        }
      },
    });
  }
  return repository;
}

function repositoriesOver(
  db: Kysely<Database>,
  dialect: OpenDatabase['dialect'],
  onChange: (table: CachedTable) => void,
  logWriter?: BackgroundLogWriter,
): Omit<StoreTransaction, 'dialect' | 'sqlTransaction'> {
  return {
    organizations: new SqlOrganizationRepository(db),
    projects: notifyingWrites(new SqlProjectRepository(db), 'projects', ['create', 'updateBranding'], onChange),
    // `touch` too: the authenticator decides from `lastUsedAt` whether to touch again.
    apiKeys: notifyingWrites(new SqlApiKeyRepository(db), 'api_keys', ['create', 'revoke', 'touch'], onChange),
    accounts: notifyingWrites(new SqlAccountRepository(db), 'accounts', ['create', 'update', 'delete'], onChange),
    connectorProfiles: notifyingWrites(new SqlConnectorProfileRepository(db), 'connector_profiles', ['create', 'update', 'delete'], onChange),
    connectSessions: new SqlConnectSessionRepository(db),
    connectionAttempts: new SqlConnectionAttemptRepository(db),
    requestLogs: new SqlRequestLogRepository(db, logWriter),
    providerLogs: new SqlProviderLogRepository(db, logWriter),
    events: new SqlEventRepository(db),
    managementSessions: new SqlManagementSessionRepository(db),
    webhookEndpoints: new SqlWebhookEndpointRepository(db),
    webhookDeliveries: new SqlWebhookDeliveryRepository(db, dialect),
    // Re-encryption rewrites account and profile credentials.
    encryptedValues: notifyingWrites(new SqlEncryptedValueRepository(db, dialect), ['accounts', 'connector_profiles'], ['replace'], onChange),
    dataSyncConfigs: new SqlDataSyncConfigRepository(db),
    dataSyncSchedules: new SqlDataSyncScheduleRepository(db, dialect),
    dataSyncRuns: new SqlDataSyncRunRepository(db, dialect),
    syncedRecords: new SqlSyncedRecordRepository(db, dialect),
  };
}
