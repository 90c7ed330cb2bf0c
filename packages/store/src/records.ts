import type { DataSyncConfigRepository, DataSyncRunRepository, DataSyncScheduleRepository, SyncedRecordRepository } from './data-sync/records.js';
import type { WebhookDeliveryRepository, WebhookEndpointRepository } from './webhooks/records.js';

/**
 * The store's records and repository contracts. Field names are camelCase here; the server maps
 * them to the snake_case wire shapes. Every date is a full ISO 8601 string in UTC (`...Z`).
 * Every repository method that reads or writes project data takes the project id first, so no
 * query can cross projects by accident.
 */

export type AccountStatus = 'active' | 'inactive' | 'suspended' | 'archived' | 'expired' | 'error';
export type AccountType = 'production' | 'test';

export interface StatusReason {
  code: string;
  description: string;
  timestamp: string;
}

export interface Organization {
  id: string;
  name: string;
  createdAt: string;
}

export interface Project {
  id: string;
  organizationId: string;
  name: string;
  createdAt: string;
  branding: ConnectPageBranding;
}

/** docs/concepts/connect-flow.md: how the project's connect page presents itself; null keeps the default. */
export interface ConnectPageBranding {
  displayName: string | null;
  logoUrl: string | null;
  /** `#rrggbb`. */
  accentColor: string | null;
  supportUrl: string | null;
}

export interface ApiKeyRecord {
  id: string;
  projectId: string;
  name: string;
  /** The key's visible prefix (e.g. `ouk_live_AbCd`), to recognise it in lists. */
  prefix: string;
  /** Hex SHA-256 of the whole key; the key itself is never stored. */
  keyHash: string;
  /** Canonical scope names: `full_access`, `read_only`, `accounts`, `actions`. */
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** Credentials as stored: an AES-256-GCM envelope (see @openunified/auth), never plain text. */
export interface EncryptedValue {
  keyId: string;
  /** base64 of iv | ciphertext | tag. */
  payload: string;
}

export interface AccountRecord {
  id: string;
  projectId: string;
  provider: string;
  connectorProfileId: string | null;
  status: AccountStatus;
  statusReasons: StatusReason[];
  originOwnerId: string | null;
  originOwnerName: string | null;
  originUsername: string | null;
  label: string | null;
  metadata: Record<string, unknown>;
  type: AccountType;
  credentials: EncryptedValue | null;
  /** When the stored access token expires (OAuth2), for refresh-before-expiry. */
  credentialsExpireAt: string | null;
  externalTriggerToken: string | null;
  createdAt: string;
  updatedAt: string;
}

export type NewAccount = Omit<AccountRecord, 'id' | 'createdAt' | 'updatedAt' | 'statusReasons' | 'status' | 'externalTriggerToken'> &
  Partial<Pick<AccountRecord, 'status' | 'statusReasons' | 'externalTriggerToken'>>;

export type AccountPatch = Partial<
  Pick<
    AccountRecord,
    | 'status'
    | 'statusReasons'
    | 'originOwnerId'
    | 'originOwnerName'
    | 'originUsername'
    | 'label'
    | 'metadata'
    | 'type'
    | 'credentials'
    | 'credentialsExpireAt'
    | 'connectorProfileId'
  >
>;

export interface AccountListFilter {
  providers?: string[];
  originOwnerIds?: string[];
  accountIds?: string[];
  statuses?: AccountStatus[];
  /** 0-based page and its size; results ordered by createdAt then id. */
  page: number;
  pageSize: number;
}

export interface ConnectorProfileRecord {
  id: string;
  projectId: string;
  provider: string;
  version: string;
  label: string | null;
  /** OAuth client id/secret and other auth settings, encrypted (JSON inside). */
  authConfig: EncryptedValue | null;
  /** null means every action of the connector is enabled. */
  enabledActions: string[] | null;
  createdAt: string;
  updatedAt: string;
}

export interface ConnectSessionRecord {
  /** docs/concepts/connect-flow.md: a number. */
  id: number;
  organizationId: string;
  projectId: string;
  tokenHash: string;
  originOwnerId: string;
  originOwnerName: string;
  originUsername: string | null;
  categories: string[] | null;
  provider: string | null;
  providerVersion: string | null;
  accountId: string | null;
  label: string | null;
  metadata: Record<string, unknown>;
  multiple: boolean;
  type: AccountType;
  connectorProfileId: string | null;
  externalTriggerToken: string | null;
  expiresAt: string;
  createdAt: string;
}

export type ConnectionAttemptStatus = 'pending' | 'authenticated' | 'failed';

export interface ConnectionAttemptRecord {
  id: string;
  sessionId: number;
  provider: string;
  status: ConnectionAttemptStatus;
  accountId: string | null;
  oauthErrorCode: string | null;
  oauthErrorDescription: string | null;
  /** OAuth2 `state` (random, bound to this attempt) and the PKCE verifier, encrypted. */
  oauthState: string | null;
  oauthVerifier: EncryptedValue | null;
  createdAt: string;
  updatedAt: string;
}

export interface RequestLogRecord {
  id: string;
  projectId: string;
  accountId: string | null;
  /** The `x-request-id` of the client's request. */
  requestId: string;
  method: string;
  path: string;
  /** The route pattern, e.g. `/unified/documents/drives`. */
  route: string | null;
  provider: string | null;
  actionId: string | null;
  status: number;
  durationMs: number;
  /** Secret-free: query string as received, minus nothing sensitive (keys never go in queries). */
  query: string | null;
  /** What went wrong without failing the request, e.g. a provider record only partly mapped. */
  warnings: string[];
  startedAt: string;
}

export interface ProviderLogRecord {
  id: string;
  projectId: string;
  requestId: string;
  accountId: string | null;
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  status: number | null;
  responseHeaders: Record<string, string>;
  responseBody: string | null;
  durationMs: number;
  error: string | null;
  startedAt: string;
  /**
   * Why the bodies are not in this log although the call had them, e.g. the provider log policy
   * kept only failed calls' bodies (docs/deployment.md "Request logs"). Null (or absent when
   * writing) when they were kept; a capped body says itself how much was cut.
   */
  bodyOmission?: string | null;
}

export interface RequestLogFilter {
  accountIds?: string[];
  providers?: string[];
  actionIds?: string[];
  statuses?: number[];
  requestIds?: string[];
  startedAfter?: string;
  startedBefore?: string;
}

export interface EventRecord {
  id: string;
  projectId: string;
  type: string;
  payload: Record<string, unknown>;
  createdAt: string;
  deliveredAt: string | null;
}

/** Keyset page: `after` is the opaque position returned as `next` by the previous page. */
export interface KeysetPage<Item> {
  items: Item[];
  next: string | null;
}

export interface OrganizationRepository {
  create(input: { name: string }): Promise<Organization>;
  get(id: string): Promise<Organization | undefined>;
}

export interface ProjectRepository {
  create(input: { organizationId: string; name: string }): Promise<Project>;
  get(id: string): Promise<Project | undefined>;
  list(): Promise<Project[]>;
  /** Members left undefined keep their value, null clears them; undefined when the project does not exist. */
  updateBranding(id: string, patch: Partial<ConnectPageBranding>): Promise<Project | undefined>;
}

export interface ApiKeyRepository {
  create(input: Pick<ApiKeyRecord, 'projectId' | 'name' | 'prefix' | 'keyHash' | 'scopes'>): Promise<ApiKeyRecord>;
  /** Only keys that are not revoked. */
  findByHash(keyHash: string): Promise<ApiKeyRecord | undefined>;
  list(projectId?: string): Promise<ApiKeyRecord[]>;
  /** Returns false when no such key exists. */
  revoke(id: string): Promise<boolean>;
  touch(id: string, at: string): Promise<void>;
  count(): Promise<number>;
}

export interface AccountRepository {
  create(projectId: string, input: NewAccount): Promise<AccountRecord>;
  get(projectId: string, id: string): Promise<AccountRecord | undefined>;
  list(projectId: string, filter: AccountListFilter): Promise<AccountRecord[]>;
  findByOriginOwner(projectId: string, provider: string, originOwnerId: string): Promise<AccountRecord | undefined>;
  update(projectId: string, id: string, patch: AccountPatch): Promise<AccountRecord | undefined>;
  delete(projectId: string, id: string): Promise<AccountRecord | undefined>;
}

export interface ConnectorProfileRepository {
  create(projectId: string, input: Omit<ConnectorProfileRecord, 'id' | 'projectId' | 'createdAt' | 'updatedAt'>): Promise<ConnectorProfileRecord>;
  get(projectId: string, id: string): Promise<ConnectorProfileRecord | undefined>;
  list(projectId: string, filter?: { provider?: string }): Promise<ConnectorProfileRecord[]>;
  findByProvider(projectId: string, provider: string, version?: string): Promise<ConnectorProfileRecord | undefined>;
  update(
    projectId: string,
    id: string,
    patch: Partial<Pick<ConnectorProfileRecord, 'version' | 'label' | 'authConfig' | 'enabledActions'>>,
  ): Promise<ConnectorProfileRecord | undefined>;
  delete(projectId: string, id: string): Promise<boolean>;
}

export interface ConnectSessionRepository {
  create(input: Omit<ConnectSessionRecord, 'id' | 'createdAt'>): Promise<ConnectSessionRecord>;
  findByTokenHash(tokenHash: string): Promise<ConnectSessionRecord | undefined>;
  get(projectId: string, id: number): Promise<ConnectSessionRecord | undefined>;
}

export interface ConnectionAttemptRepository {
  create(input: Omit<ConnectionAttemptRecord, 'id' | 'createdAt' | 'updatedAt'>): Promise<ConnectionAttemptRecord>;
  get(id: string): Promise<ConnectionAttemptRecord | undefined>;
  findByOauthState(state: string): Promise<ConnectionAttemptRecord | undefined>;
  latestForSession(sessionId: number): Promise<ConnectionAttemptRecord | undefined>;
  /** The attempt that linked an account with the session, if one did (a session links once). */
  authenticatedForSession(sessionId: number): Promise<ConnectionAttemptRecord | undefined>;
  update(
    id: string,
    patch: Partial<Pick<ConnectionAttemptRecord, 'status' | 'accountId' | 'oauthErrorCode' | 'oauthErrorDescription' | 'oauthState' | 'oauthVerifier'>>,
  ): Promise<ConnectionAttemptRecord | undefined>;
}

/** A log row's place in (started_at, id) order, the order retention deletes in. */
export interface LogPosition {
  startedAt: string;
  id: string;
}

/** What log retention needs of a log table. */
export interface PrunableLogRepository {
  /** The newest row beyond the `keepNewest` newest; undefined when there are no more rows than that. */
  firstRowBeyond(keepNewest: number): Promise<LogPosition | undefined>;
  /** Deletes at most `limit` of the oldest rows at or before `position`; how many it deleted. */
  deleteUpTo(position: LogPosition, limit: number): Promise<number>;
}

export interface RequestLogRepository extends PrunableLogRepository {
  create(input: Omit<RequestLogRecord, 'id'>): Promise<RequestLogRecord>;
  createMany(inputs: Omit<RequestLogRecord, 'id'>[]): Promise<RequestLogRecord[]>;
  get(projectId: string, id: string): Promise<RequestLogRecord | undefined>;
  findByRequestId(projectId: string, requestId: string): Promise<RequestLogRecord | undefined>;
  /** Newest first. */
  list(projectId: string, filter: RequestLogFilter, page: { pageSize: number; after?: string }): Promise<KeysetPage<RequestLogRecord>>;
}

export interface ProviderLogRepository extends PrunableLogRepository {
  createMany(inputs: Omit<ProviderLogRecord, 'id'>[]): Promise<ProviderLogRecord[]>;
  get(projectId: string, requestId: string, id: string): Promise<ProviderLogRecord | undefined>;
  listByRequest(projectId: string, requestId: string): Promise<ProviderLogRecord[]>;
}

export interface EventRepository {
  append(projectId: string, type: string, payload: Record<string, unknown>): Promise<EventRecord>;
  /**
   * Several events in as few statements as the database allows (data sync appends one per changed
   * record); stored already relayed when the project has no enabled webhook endpoint.
   */
  appendMany(projectId: string, events: readonly { type: string; payload: Record<string, unknown> }[]): Promise<void>;
  listPending(limit: number): Promise<EventRecord[]>;
  list(projectId: string, filter?: { type?: string }): Promise<EventRecord[]>;
  markDelivered(id: string, at: string): Promise<void>;
}

/** A column holding encrypted values, as `table.column`. */
export type EncryptedColumn = 'accounts.credentials' | 'connector_profiles.auth_config' | 'connection_attempts.oauth_verifier';

/** One encrypted value and the row holding it. */
export interface SealedValue {
  column: EncryptedColumn;
  id: string;
  value: EncryptedValue;
}

/** Encrypted values across tables by the key that sealed them: the keyring check at start-up and key rotation. */
export interface EncryptedValueRepository {
  /** Every key id some stored value was sealed with. */
  keyIdsInUse(): Promise<string[]>;
  /** One value sealed with `keyId`, to prove the keyring's key of that id opens it. */
  sampleSealedWith(keyId: string): Promise<SealedValue | undefined>;
  /** Up to `limit` values of `column` sealed with a key other than `keyId`, by row id after `afterId`. */
  listSealedWithOtherKeys(column: EncryptedColumn, keyId: string, afterId: string, limit: number): Promise<SealedValue[]>;
  /** Stores `next` in place of `value` unless the row changed meanwhile; whether it did. */
  replace(value: SealedValue, next: EncryptedValue): Promise<boolean>;
}

export interface Store {
  readonly dialect: 'sqlite' | 'postgres';
  readonly organizations: OrganizationRepository;
  readonly projects: ProjectRepository;
  readonly apiKeys: ApiKeyRepository;
  readonly accounts: AccountRepository;
  readonly connectorProfiles: ConnectorProfileRepository;
  readonly connectSessions: ConnectSessionRepository;
  readonly connectionAttempts: ConnectionAttemptRepository;
  readonly requestLogs: RequestLogRepository;
  readonly providerLogs: ProviderLogRepository;
  readonly events: EventRepository;
  /** Webhooks (docs/concepts/webhooks.md). */
  readonly webhookEndpoints: WebhookEndpointRepository;
  readonly webhookDeliveries: WebhookDeliveryRepository;
  readonly encryptedValues: EncryptedValueRepository;
  /** Data sync (docs/concepts/data-sync.md). */
  readonly dataSyncConfigs: DataSyncConfigRepository;
  readonly dataSyncSchedules: DataSyncScheduleRepository;
  readonly dataSyncRuns: DataSyncRunRepository;
  readonly syncedRecords: SyncedRecordRepository;
  /**
   * Runs `work` while holding a lock named `key`: a PostgreSQL advisory lock across processes,
   * an in-process mutex on SQLite (a single process owns the file). Used by token refresh.
   */
  withLock<T>(key: string, work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` in one database transaction: every write through the repositories it is given
   * lands together, or none does (a throw rolls back). Used where a crash halfway would leave
   * rows nobody learns about, e.g. linking an account.
   */
  transaction<T>(work: (transaction: StoreTransaction) => Promise<T>): Promise<T>;
  /**
   * The reads every request makes, served from a per-process cache: at once consistent with this
   * process's writes, at most `readCacheTtlMs` behind other processes' (docs/deployment.md "Caches").
   * Use them on the request path only; code that reads to write uses the repositories.
   */
  readonly cachedReads: CachedReads;
  /** How other processes' writes reach `cachedReads` (docs/deployment.md "Caches"). */
  readonly cacheInvalidation: CacheInvalidation;
  close(): Promise<void>;
}

export interface CacheInvalidation {
  /**
   * `notifications` on PostgreSQL: other processes' writes evict at once while the listener
   * connection is up, within `readCacheTtlMs` while it is down. `time-to-live` on SQLite (or with
   * notifications turned off): within `readCacheTtlMs`. `off` when the cache is.
   */
  readonly mode: 'notifications' | 'time-to-live' | 'off';
  /** Whether the listener connection is up and listening right now (always false unless `notifications`). */
  readonly listening: boolean;
  /** Calls `listener` each time `listening` changes; returns what unsubscribes it. */
  onListeningChange(listener: (listening: boolean) => void): () => void;
}

export interface CachedReads {
  apiKeyByHash(keyHash: string): Promise<ApiKeyRecord | undefined>;
  project(id: string): Promise<Project | undefined>;
  account(projectId: string, id: string): Promise<AccountRecord | undefined>;
  connectorProfile(projectId: string, id: string): Promise<ConnectorProfileRecord | undefined>;
  newestConnectorProfile(projectId: string, provider: string): Promise<ConnectorProfileRecord | undefined>;
}

/** The repositories of a store, bound to one transaction. */
export type StoreTransaction = Omit<Store, 'withLock' | 'transaction' | 'close' | 'cachedReads' | 'cacheInvalidation'> & {
  /**
   * The open Kysely transaction itself (inside `store.transaction` only), for components that
   * must write in it with their own SQL, e.g. a pg-boss engine enqueuing a job with the change.
   */
  readonly sqlTransaction?: unknown;
};

export interface StoreOptions {
  /** `postgres://...` selects PostgreSQL; anything else (or absent) the embedded SQLite. */
  databaseUrl?: string;
  /** SQLite file path; `:memory:` for tests. Default `./.data/openunified.sqlite`. */
  sqlitePath?: string;
  /** PostgreSQL schema to use (created if missing); tests isolate each run with a fresh one. */
  postgresSchema?: string;
  /** How long `cachedReads` may lag behind another process's writes; 0 turns the cache off. Default 2000. */
  readCacheTtlMs?: number;
  /**
   * PostgreSQL only: listen for other processes' writes on one dedicated connection and evict
   * their rows from the cache at once (default true). Off, they show within `readCacheTtlMs`.
   */
  cacheChangeNotifications?: boolean;
  /** First wait before re-opening a dropped listener connection, doubling up to 10 s. Default 250. */
  cacheListenerReconnectDelayMs?: number;
}
