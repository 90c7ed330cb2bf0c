import { resolve } from 'node:path';
import { formatProviderLogBodySampling, parseProviderLogBodySampling } from '@openunified/action-pipeline';
import { type Keyring, parseKeyring } from '@openunified/auth';
import {
  ConfigurationError,
  type DatabaseConfig,
  defaultConnectPageLimits,
  defaultDataRetention,
  defaultLogRetention,
  defaultProviderLogBodies,
  type PlatformConfig,
} from '@openunified/platform';
import { z } from 'zod';

/** The platform's settings, where the server listens, the connector packages `CONNECTORS` adds, and sandbox mode. */
export interface ServerConfig extends PlatformConfig {
  port: number;
  host: string;
  connectorPackages: string[];
  /** The `--sandbox` flag or `SANDBOX=1`. */
  sandbox: boolean;
  /** The `--worker` flag: a process that runs data-sync jobs and serves no API (docs/deployment.md#data-sync-workers). */
  worker: boolean;
  /** `WORKER_HEALTH_PORT`: where a `--worker` process serves `GET /health` (on `HOST`); unset, it serves no HTTP at all. */
  workerHealthPort: number | undefined;
}

const packageNamePattern = /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function integer(minimum: number, maximum: number, fallback: number) {
  const message = `must be a whole number between ${minimum} and ${maximum}`;
  return z
    .preprocess(emptyAsUndefined, z.string().trim().regex(/^\d+$/, message).optional())
    .transform((value) => (value === undefined ? fallback : Number(value)))
    .pipe(z.number().min(minimum, message).max(maximum, message));
}

function optionalText() {
  return z.preprocess(emptyAsUndefined, z.string().trim().optional());
}

const environmentSchema = z.object({
  PORT: integer(0, 65_535, 3000),
  WORKER_HEALTH_PORT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'must be a whole number between 0 and 65535')
      .transform(Number)
      .pipe(z.number().max(65_535, 'must be a whole number between 0 and 65535'))
      .optional(),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().trim().default('127.0.0.1')),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  TRUST_PROXY: z
    .preprocess(emptyAsUndefined, z.enum(['1', '0', 'true', 'false'], { message: 'must be 1 or 0' }).default('0'))
    .transform((value) => value === '1' || value === 'true'),
  CONNECT_PAGE_REQUESTS_PER_MINUTE: integer(1, 1_000_000, defaultConnectPageLimits.requestsPerIpPerMinute),
  CONNECT_PAGE_SUBMISSIONS_PER_MINUTE: integer(1, 1_000_000, defaultConnectPageLimits.submissionsPerSessionPerMinute),
  CONNECT_PAGE_VERIFICATIONS_PER_LINK: integer(1, 1_000_000, defaultConnectPageLimits.verificationsPerSession),
  LOG_RETENTION_DAYS: integer(1, 3650, defaultLogRetention.maxAgeDays),
  LOG_RETENTION_MAX_ROWS: integer(1, 1_000_000_000, defaultLogRetention.maxRows),
  LOG_RETENTION_INTERVAL_SECONDS: integer(1, 86_400, defaultLogRetention.intervalMs / 1000),
  LOG_RETENTION_BATCH_SIZE: integer(1, 100_000, defaultLogRetention.batchSize),
  EVENT_RETENTION_DAYS: integer(1, 3650, defaultDataRetention.eventDays),
  WEBHOOK_DELIVERY_RETENTION_DAYS: integer(1, 3650, defaultDataRetention.webhookDeliveryDays),
  CONNECT_SESSION_RETENTION_DAYS: integer(1, 3650, defaultDataRetention.connectSessionDays),
  DATA_SYNC_RUN_RETENTION_DAYS: integer(1, 3650, defaultDataRetention.dataSyncRunDays),
  DATA_SYNC_RUN_RETENTION_KEEP: integer(1, 100_000, defaultDataRetention.dataSyncRunsKeptPerSchedule),
  DATA_RETENTION_INTERVAL_SECONDS: integer(1, 86_400, defaultDataRetention.intervalMs / 1000),
  // Ids of a batch are bound parameters: well under SQLite's and PostgreSQL's limits.
  DATA_RETENTION_BATCH_SIZE: integer(1, 10_000, defaultDataRetention.batchSize),
  PROVIDER_LOG_BODIES: z.preprocess(
    emptyAsUndefined,
    z.enum(['capped', 'none', 'full'], { message: 'must be one of capped, none, full' }).default(defaultProviderLogBodies.mode),
  ),
  PROVIDER_LOG_BODY_CHARACTERS: integer(1, 10_000_000, defaultProviderLogBodies.capCharacters),
  PROVIDER_LOG_BODY_SAMPLING: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default(formatProviderLogBodySampling(defaultProviderLogBodies.sampling ?? 'all'))
      .transform((text, context) => {
        const sampling = parseProviderLogBodySampling(text);
        if (sampling === undefined) {
          context.addIssue({ code: 'custom', message: 'must be all, errors or sampled:<rate from 0 to 1>, e.g. sampled:0.1' });
          return z.NEVER;
        }
        return sampling;
      }),
  ),
  DATABASE_URL: optionalText(),
  DATABASE_SCHEMA: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lowercase PostgreSQL identifier (letters, digits, _)')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  ENCRYPTION_KEYS: optionalText(),
  ENCRYPTION_ACTIVE_KEY_ID: optionalText(),
  CURSOR_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  RATE_LIMIT_POINTS: integer(1, 1_000_000, 100),
  RATE_LIMIT_WINDOW_SECONDS: integer(1, 86_400, 1),
  AUTH_FAILURE_LIMIT_POINTS: integer(1, 1_000_000, 60),
  AUTH_FAILURE_LIMIT_WINDOW_SECONDS: integer(1, 86_400, 60),
  RATE_LIMIT_STORE: z.preprocess(
    emptyAsUndefined,
    z.enum(['memory', 'redis', 'postgres'], { message: 'must be one of memory, redis, postgres' }).default('memory'),
  ),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' }).optional()),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  BODY_LIMIT_BYTES: integer(1024, 100 * 1024 * 1024, 1024 * 1024),
  UPLOAD_LIMIT_BYTES: integer(1024, 1024 * 1024 * 1024, 25 * 1024 * 1024),
  HEARTBEAT_AFTER_MS: integer(1, 600_000, 5_000),
  HEARTBEAT_INTERVAL_MS: integer(1, 600_000, 5_000),
  WEBHOOK_DELIVERY: z.preprocess(emptyAsUndefined, z.enum(['on', 'off'], { message: 'must be on or off' }).default('on')),
  DATA_SYNC_ENGINE: z.preprocess(emptyAsUndefined, z.enum(['embedded', 'pg-boss'], { message: 'must be embedded or pg-boss' }).optional()),
  DATA_SYNC_SCHEDULER: z.preprocess(emptyAsUndefined, z.enum(['on', 'off'], { message: 'must be on or off' }).optional()),
  DATA_SYNC_CONCURRENCY: integer(1, 1000, 8),
  DATA_SYNC_LEASE_SECONDS: integer(1, 3600, 60),
  WEBHOOK_ALLOWED_NETWORKS: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .transform((value) => value?.split(/[\s,]+/).filter(Boolean) ?? [])
    .pipe(z.array(z.string().regex(/^[0-9a-f.:]+(\/\d{1,3})?$/i, 'must be IP networks separated by commas, e.g. 10.0.0.0/8,::1/128'))),
  CONNECTORS: z
    .preprocess(emptyAsUndefined, z.string().optional())
    .transform((value) => value?.split(/[\s,]+/).filter(Boolean) ?? [])
    .pipe(z.array(z.string().regex(packageNamePattern, 'must be package names separated by commas'))),
  SANDBOX: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : ''),
      z.enum(['', '0', 'false', 'no', 'off', '1', 'true', 'yes', 'on'], { message: 'must be 1 or 0' }),
    )
    .transform((value) => ['1', 'true', 'yes', 'on'].includes(value)),
});

type Environment = z.output<typeof environmentSchema>;

const defaultDataDirectory = './.data';
const defaultSandboxDataDirectory = './.data-sandbox';

const postgresUrlPattern = /^postgres(ql)?:\/\//;
const sqliteUrlPattern = /^(sqlite|file):/i;

/**
 * Reads and validates every setting at start-up, so a typo fails the start with one line naming
 * the variable instead of surfacing as an odd failure under load.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env, argumentsList: readonly string[] = []): ServerConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0]);
    throw new ConfigurationError(`invalid ${variable}${describeReceived(variable, environment[variable])}: ${issue.message}`);
  }
  const settings = parsed.data;
  const sandbox = argumentsList.includes('--sandbox') || settings.SANDBOX;
  const worker = argumentsList.includes('--worker');
  // Sandbox data (emulator credentials, fake accounts) lives apart from real data by default;
  // a shared DATA_DIR is refused by its marker (docs/deployment.md).
  const dataDirectory = resolve(settings.DATA_DIR ?? (sandbox ? defaultSandboxDataDirectory : defaultDataDirectory));
  return {
    port: settings.PORT,
    host: settings.HOST,
    publicUrl: settings.PUBLIC_URL,
    trustProxy: settings.TRUST_PROXY,
    logRetention: {
      maxAgeDays: settings.LOG_RETENTION_DAYS,
      maxRows: settings.LOG_RETENTION_MAX_ROWS,
      intervalMs: settings.LOG_RETENTION_INTERVAL_SECONDS * 1000,
      batchSize: settings.LOG_RETENTION_BATCH_SIZE,
    },
    dataRetention: {
      eventDays: settings.EVENT_RETENTION_DAYS,
      webhookDeliveryDays: settings.WEBHOOK_DELIVERY_RETENTION_DAYS,
      connectSessionDays: settings.CONNECT_SESSION_RETENTION_DAYS,
      dataSyncRunDays: settings.DATA_SYNC_RUN_RETENTION_DAYS,
      dataSyncRunsKeptPerSchedule: settings.DATA_SYNC_RUN_RETENTION_KEEP,
      intervalMs: settings.DATA_RETENTION_INTERVAL_SECONDS * 1000,
      batchSize: settings.DATA_RETENTION_BATCH_SIZE,
    },
    providerLogBodies: {
      mode: settings.PROVIDER_LOG_BODIES,
      capCharacters: settings.PROVIDER_LOG_BODY_CHARACTERS,
      sampling: settings.PROVIDER_LOG_BODY_SAMPLING,
    },
    connectPageLimits: {
      requestsPerIpPerMinute: settings.CONNECT_PAGE_REQUESTS_PER_MINUTE,
      submissionsPerSessionPerMinute: settings.CONNECT_PAGE_SUBMISSIONS_PER_MINUTE,
      verificationsPerSession: settings.CONNECT_PAGE_VERIFICATIONS_PER_LINK,
    },
    database: databaseConfig(settings, dataDirectory),
    dataDirectory,
    keyring: keyringConfig(settings),
    cursorSecret: settings.CURSOR_SECRET,
    rateLimit: rateLimitConfig(settings),
    logLevel: settings.LOG_LEVEL,
    bodyLimitBytes: settings.BODY_LIMIT_BYTES,
    uploadLimitBytes: settings.UPLOAD_LIMIT_BYTES,
    heartbeat: { afterMs: settings.HEARTBEAT_AFTER_MS, intervalMs: settings.HEARTBEAT_INTERVAL_MS },
    webhooks: { deliver: settings.WEBHOOK_DELIVERY === 'on', allowedNetworks: settings.WEBHOOK_ALLOWED_NETWORKS },
    dataSync: dataSyncConfig(settings, { sandbox, worker }),
    connectorPackages: settings.CONNECTORS,
    sandbox,
    worker,
    // Read by --worker processes only: API processes and the CLI may share the worker's environment.
    workerHealthPort: settings.WORKER_HEALTH_PORT,
  };
}

function describeReceived(variable: string, value: string | undefined): string {
  // Secrets (and URLs, which may hold passwords) are never echoed; short plain values help spot a typo.
  if (value === undefined || value.length > 40 || /KEY|SECRET|URL/.test(variable)) return '';
  return ` ("${value}")`;
}

function databaseConfig(settings: Environment, dataDirectory: string): DatabaseConfig {
  const url = settings.DATABASE_URL;
  if (url && postgresUrlPattern.test(url)) return { kind: 'postgres', url, schema: settings.DATABASE_SCHEMA };
  if (settings.DATABASE_SCHEMA) throw new ConfigurationError('invalid DATABASE_SCHEMA: only applies when DATABASE_URL is a postgres:// URL');
  if (!url) return { kind: 'sqlite', sqlitePath: resolve(dataDirectory, 'openunified.sqlite') };
  if (sqliteUrlPattern.test(url)) return { kind: 'sqlite', sqlitePath: resolve(url.replace(sqliteUrlPattern, '').replace(/^\/\/(?=\/)/, '')) };
  throw new ConfigurationError('invalid DATABASE_URL: must be a postgres:// URL, or sqlite:<path> for a SQLite file');
}

function dataSyncConfig(settings: Environment, process: { sandbox: boolean; worker: boolean }): PlatformConfig['dataSync'] {
  if (settings.DATA_SYNC_ENGINE === 'pg-boss' && !(settings.DATABASE_URL && postgresUrlPattern.test(settings.DATABASE_URL))) {
    throw new ConfigurationError('invalid DATA_SYNC_ENGINE ("pg-boss"): requires DATABASE_URL to be a postgres:// URL');
  }
  if (process.worker && process.sandbox)
    throw new ConfigurationError('--worker cannot be combined with sandbox mode: the sandbox runs its syncs in the server process');
  if (process.worker && settings.DATA_SYNC_SCHEDULER === 'off') {
    throw new ConfigurationError('invalid DATA_SYNC_SCHEDULER ("off"): a --worker process is there to run data-sync jobs');
  }
  return {
    engineKind: settings.DATA_SYNC_ENGINE,
    // Unset: on with the embedded engine, off with pg-boss, where --worker processes run the jobs.
    runScheduler: process.worker ? true : settings.DATA_SYNC_SCHEDULER && settings.DATA_SYNC_SCHEDULER === 'on',
    concurrency: settings.DATA_SYNC_CONCURRENCY,
    leaseMs: settings.DATA_SYNC_LEASE_SECONDS * 1000,
  };
}

function keyringConfig(settings: Environment): Keyring | undefined {
  if (!settings.ENCRYPTION_KEYS) {
    if (settings.ENCRYPTION_ACTIVE_KEY_ID) throw new ConfigurationError('invalid ENCRYPTION_ACTIVE_KEY_ID: requires ENCRYPTION_KEYS');
    return undefined;
  }
  try {
    return parseKeyring(settings.ENCRYPTION_KEYS, settings.ENCRYPTION_ACTIVE_KEY_ID);
  } catch (error) {
    const variable =
      /active encryption key/.test((error as Error).message) && settings.ENCRYPTION_ACTIVE_KEY_ID ? 'ENCRYPTION_ACTIVE_KEY_ID' : 'ENCRYPTION_KEYS';
    throw new ConfigurationError(`invalid ${variable}: ${(error as Error).message}`);
  }
}

function rateLimitConfig(settings: Environment): PlatformConfig['rateLimit'] {
  const store = settings.RATE_LIMIT_STORE;
  if (store === 'redis' && !settings.REDIS_URL) throw new ConfigurationError('invalid RATE_LIMIT_STORE ("redis"): requires REDIS_URL');
  if (store === 'postgres' && !(settings.DATABASE_URL && postgresUrlPattern.test(settings.DATABASE_URL))) {
    throw new ConfigurationError('invalid RATE_LIMIT_STORE ("postgres"): requires DATABASE_URL to be a postgres:// URL');
  }
  return {
    points: settings.RATE_LIMIT_POINTS,
    windowSeconds: settings.RATE_LIMIT_WINDOW_SECONDS,
    store,
    redisUrl: settings.REDIS_URL,
    failedAuthentication: { points: settings.AUTH_FAILURE_LIMIT_POINTS, windowSeconds: settings.AUTH_FAILURE_LIMIT_WINDOW_SECONDS },
  };
}
