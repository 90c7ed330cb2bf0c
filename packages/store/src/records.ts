import type { DataSyncConfigRepository, DataSyncRunRepository, DataSyncScheduleRepository, SyncedRecordRepository } from './data-sync/records.js';
import type { CachedTable } from './read-cache.js';
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
  /**
   * Origins (`https://app.example.com`) of the project's application: where a connect session
   * may send the customer back, and the pages that may frame the connect page. Empty: none.
   */
  allowedOrigins: string[];
  /** The page's colour scheme; `system` follows the customer's device. */
  theme: ConnectPageTheme;
}

export type ConnectPageTheme = 'light' | 'dark' | 'system';

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
  /** Where the page sends the customer once the connection succeeded or failed; its origin is one of the project's allowed origins. */
  redirectUrl: string | null;
  /** The language of the connect page, when the session chose one (else the browser's). */
  locale: string | null;
}

/** A session to store; where it returns to and its language are optional. */
export type NewConnectSession = Omit<ConnectSessionRecord, 'id' | 'createdAt' | 'redirectUrl' | 'locale'> &
  Partial<Pick<ConnectSessionRecord, 'redirectUrl' | 'locale'>>;

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
  /** The API key that authenticated the request (null when unknown, absent when writing means null). */
  apiKeyId?: string | null;
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
  methods?: string[];
  apiKeyIds?: string[];
  /** Answered below 400 (true) or 400 and above (false). */
  success?: boolean;
  startedAfter?: string;
  startedBefore?: string;
}

/** Filters of a project's provider logs (the steps of its requests); all optional, AND-ed. */
export interface ProviderLogFilter {
  requestIds?: string[];
  accountIds?: string[];
  methods?: string[];
  statuses?: number[];
  /** Answered below 400 (true); 400 and above, or no answer at all (false). */
  success?: boolean;
  /** Only calls made while serving a request of one of these providers (its request log's provider). */
  providers?: string[];
  /** Only calls made while serving one of these actions (its request log's action id). */
  actionIds?: string[];
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
  /** The account the event is about (an account change, a synced record, a run); null otherwise. */
  accountId: string | null;
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

/** docs/concepts/management.md: a one-time link the CLI prints to sign in to the console. */
export interface ConsoleLoginLinkRecord {
  id: string;
  projectId: string;
  /** The scopes the session it opens will hold (canonical names, as an API key's). */
  scopes: string[];
  /** How long the session it opens lasts. */
  sessionTtlSeconds: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** A signed-in console: the cookie's secret is never stored, only its SHA-256 hash. */
export interface ManagementSessionRecord {
  id: string;
  projectId: string;
  secretHash: string;
  scopes: string[];
  userAgent: string | null;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface ManagementSessionRepository {
  createLoginLink(
    input: Pick<ConsoleLoginLinkRecord, 'projectId' | 'scopes' | 'sessionTtlSeconds' | 'expiresAt'> & { tokenHash: string },
  ): Promise<ConsoleLoginLinkRecord>;
  /**
   * Marks the link used and returns it, in one conditional write: of two requests racing with the
   * same link only one gets it. Undefined when the link is unknown, used or expired at `now`.
   */
  consumeLoginLink(tokenHash: string, now: string): Promise<ConsoleLoginLinkRecord | undefined>;
  create(input: Pick<ManagementSessionRecord, 'projectId' | 'secretHash' | 'scopes' | 'userAgent' | 'expiresAt'>): Promise<ManagementSessionRecord>;
  /** Only a session neither revoked nor expired at `now`. */
  findActiveByHash(secretHash: string, now: string): Promise<ManagementSessionRecord | undefined>;
  /** The project's sessions neither revoked nor expired at `now`, newest first. */
  listActive(projectId: string, now: string): Promise<ManagementSessionRecord[]>;
  /** Returns false when the project has no such session (or it was revoked already). */
  revoke(projectId: string, id: string): Promise<boolean>;
  touch(id: string, at: string): Promise<void>;
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
  /** The account with this id whatever its project: only for a provider calling its webhook, which knows the id alone. */
  getInAnyProject(id: string): Promise<AccountRecord | undefined>;
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
  create(input: NewConnectSession): Promise<ConnectSessionRecord>;
  findByTokenHash(tokenHash: string): Promise<ConnectSessionRecord | undefined>;
  get(projectId: string, id: number): Promise<ConnectSessionRecord | undefined>;
}

export interface ConnectionAttemptRepository {
  create(input: Omit<ConnectionAttemptRecord, 'id' | 'createdAt' | 'updatedAt'>): Promise<ConnectionAttemptRecord>;
  get(id: string): Promise<ConnectionAttemptRecord | undefined>;
  findByOauthState(state: string): Promise<ConnectionAttemptRecord | undefined>;
  latestForSession(sessionId: number): Promise<ConnectionAttemptRecord | undefined>;
  /** Every attempt of the session, newest first. */
  listForSession(sessionId: number): Promise<ConnectionAttemptRecord[]>;
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
  /** `createMany` without building the records it returns: how the write-behind queue files a batch nobody reads back. */
  appendMany(inputs: Omit<RequestLogRecord, 'id'>[]): Promise<void>;
  get(projectId: string, id: string): Promise<RequestLogRecord | undefined>;
  findByRequestId(projectId: string, requestId: string): Promise<RequestLogRecord | undefined>;
  /** The logs of these request ids, in no particular order. */
  listByRequestIds(projectId: string, requestIds: string[]): Promise<RequestLogRecord[]>;
  /** Newest first. */
  list(projectId: string, filter: RequestLogFilter, page: { pageSize: number; after?: string }): Promise<KeysetPage<RequestLogRecord>>;
}

export interface ProviderLogRepository extends PrunableLogRepository {
  createMany(inputs: Omit<ProviderLogRecord, 'id'>[]): Promise<ProviderLogRecord[]>;
  /** `createMany` without building the records it returns: how the write-behind queue files a batch nobody reads back. */
  appendMany(inputs: Omit<ProviderLogRecord, 'id'>[]): Promise<void>;
  get(projectId: string, requestId: string, id: string): Promise<ProviderLogRecord | undefined>;
  listByRequest(projectId: string, requestId: string): Promise<ProviderLogRecord[]>;
  /** Newest first, ordered by (startedAt, id); `after` is the previous page's `next`. */
  list(projectId: string, filter: ProviderLogFilter, page: { pageSize: number; after?: string }): Promise<KeysetPage<ProviderLogRecord>>;
}

/** An event to append; `accountId` files it under the account it is about (`listByAccount`). */
export interface EventInput {
  type: string;
  payload: Record<string, unknown>;
  accountId?: string | null;
}

export interface EventRepository {
  append(projectId: string, type: string, payload: Record<string, unknown>, accountId?: string | null): Promise<EventRecord>;
  /**
   * Several events in as few statements as the database allows (data sync appends one per changed
   * record); stored already relayed when the project has no enabled webhook endpoint.
   */
  appendMany(projectId: string, events: readonly EventInput[]): Promise<void>;
  listPending(limit: number): Promise<EventRecord[]>;
  list(projectId: string, filter?: { type?: string }): Promise<EventRecord[]>;
  /** An account's events, newest first, ordered by (createdAt, id); `after` is the previous page's `next`. */
  listByAccount(projectId: string, accountId: string, page: { pageSize: number; after?: string }): Promise<KeysetPage<EventRecord>>;
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
  /**
   * Up to `limit` values sealed with `keyId`, across tables, to prove the keyring's key of that id
   * opens them: several, so one damaged value is told apart from a wrong key.
   */
  sampleSealedWith(keyId: string, limit: number): Promise<SealedValue[]>;
  /** Up to `limit` values of `column` sealed with a key other than `keyId`, by row id after `afterId`. */
  listSealedWithOtherKeys(column: EncryptedColumn, keyId: string, afterId: string, limit: number): Promise<SealedValue[]>;
  /** Stores `next` in place of `value` unless the row changed meanwhile; whether it did. */
  replace(value: SealedValue, next: EncryptedValue): Promise<boolean>;
}

/**
 * The deletes of data retention (docs/deployment.md "What grows and how it is bounded"): each
 * deletes at most `limit` of the oldest rows past their retention, never a row still needed, and
 * says how many it deleted.
 */
export interface RetentionRepository {
  /** Outbox events created before `createdBefore` that were relayed to webhook deliveries (an unrelayed one is kept). */
  deleteRelayedEvents(createdBefore: string, limit: number): Promise<number>;
  /** Webhook deliveries that succeeded or gave up before `settledBefore`, with their attempts (a pending one is kept). */
  deleteSettledWebhookDeliveries(settledBefore: string, limit: number): Promise<{ deliveries: number; attempts: number }>;
  /** Connect sessions that expired before `expiredBefore`, with their connection attempts. */
  deleteExpiredConnectSessions(expiredBefore: string, limit: number): Promise<{ sessions: number; attempts: number }>;
  /** Console sessions expired or revoked before `endedBefore`, and login links expired before it (docs/concepts/management.md). */
  deleteEndedManagementSessions(endedBefore: string, limit: number): Promise<{ sessions: number; loginLinks: number }>;
  /** Finished data sync runs created before `createdBefore`, except the `keepPerSchedule` newest runs of each schedule. */
  deleteFinishedDataSyncRuns(createdBefore: string, keepPerSchedule: number, limit: number): Promise<number>;
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
  /** Console login links and management sessions (docs/concepts/management.md). */
  readonly managementSessions: ManagementSessionRepository;
  /** Webhooks (docs/concepts/webhooks.md). */
  readonly webhookEndpoints: WebhookEndpointRepository;
  readonly webhookDeliveries: WebhookDeliveryRepository;
  readonly encryptedValues: EncryptedValueRepository;
  /** Data sync (docs/concepts/data-sync.md). */
  readonly dataSyncConfigs: DataSyncConfigRepository;
  readonly dataSyncSchedules: DataSyncScheduleRepository;
  readonly dataSyncRuns: DataSyncRunRepository;
  readonly syncedRecords: SyncedRecordRepository;
  /** Data retention's deletes; outside transactions only (each batch is its own). */
  readonly retention: RetentionRepository;
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
  /**
   * Moves whenever a cached read of `table` may have gone stale (a write in this process, another
   * process's change heard, the cache cleared): what a caller derives from these reads and keeps
   * is current while the versions it was derived under are, and for at most `ttlMs`.
   */
  version(table: CachedTable): number;
  /**
   * When the cached entry of a read expires, named by its table and the arguments of its read
   * (`('api_keys', keyHash)`, `('projects', id)`, `('accounts', projectId, id)`); 0 when none is
   * cached: what a caller derives from it must not outlive it.
   */
  expiresAt(table: CachedTable, ...readArguments: string[]): number;
}

/** The repositories of a store, bound to one transaction. */
export type StoreTransaction = Omit<Store, 'withLock' | 'transaction' | 'close' | 'cachedReads' | 'cacheInvalidation' | 'retention'> & {
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
