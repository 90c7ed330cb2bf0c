import { resolve } from 'node:path';
import { type Keyring, parseKeyring } from '@openunified/auth';
import { z } from 'zod';

export const ServerConfigToken = Symbol.for('openunified.server.ServerConfig');

export type DatabaseConfig =
  | { kind: 'sqlite'; sqlitePath: string }
  | { kind: 'postgres'; url: string; schema: string | undefined };

export type RateLimitStoreKind = 'memory' | 'redis' | 'postgres';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ServerConfig {
  port: number;
  host: string;
  /** The address clients use; defaults to the listening address once it is known. */
  publicUrl: string | undefined;
  database: DatabaseConfig;
  /** Holds the SQLite file and, unless configured, the encryption keys and the cursor secret. */
  dataDirectory: string;
  /** From `ENCRYPTION_KEYS`; when absent the key file in the data directory is used. */
  keyring: Keyring | undefined;
  /** From `CURSOR_SECRET`; when absent one is generated into the data directory. */
  cursorSecret: string | undefined;
  rateLimit: {
    points: number;
    windowSeconds: number;
    store: RateLimitStoreKind;
    redisUrl: string | undefined;
  };
  logLevel: LogLevel;
  bodyLimitBytes: number;
  /** `Prefer: heartbeat` (SPEC 4.1): when a unified response starts streaming, and how often it sends a newline. */
  heartbeat: { afterMs: number; intervalMs: number };
}

/** A bad setting: its message names the variable and is meant to be printed as is. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

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
  HOST: z.preprocess(emptyAsUndefined, z.string().trim().default('127.0.0.1')),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  DATABASE_URL: optionalText(),
  DATABASE_SCHEMA: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lowercase PostgreSQL identifier (letters, digits, _)')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./.data')),
  ENCRYPTION_KEYS: optionalText(),
  ENCRYPTION_ACTIVE_KEY_ID: optionalText(),
  CURSOR_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  RATE_LIMIT_POINTS: integer(1, 1_000_000, 100),
  RATE_LIMIT_WINDOW_SECONDS: integer(1, 86_400, 1),
  RATE_LIMIT_STORE: z.preprocess(
    emptyAsUndefined,
    z.enum(['memory', 'redis', 'postgres'], { message: 'must be one of memory, redis, postgres' }).default('memory'),
  ),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  BODY_LIMIT_BYTES: integer(1024, 100 * 1024 * 1024, 1024 * 1024),
  HEARTBEAT_AFTER_MS: integer(1, 600_000, 5_000),
  HEARTBEAT_INTERVAL_MS: integer(1, 600_000, 5_000),
});

type Environment = z.output<typeof environmentSchema>;

const postgresUrlPattern = /^postgres(ql)?:\/\//;
const sqliteUrlPattern = /^(sqlite|file):/i;

/**
 * Reads and validates every setting at start-up, so a typo fails the start with one line naming
 * the variable instead of surfacing as an odd failure under load.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0]);
    throw new ConfigurationError(`invalid ${variable}${describeReceived(variable, environment[variable])}: ${issue.message}`);
  }
  const settings = parsed.data;
  const dataDirectory = resolve(settings.DATA_DIR);
  return {
    port: settings.PORT,
    host: settings.HOST,
    publicUrl: settings.PUBLIC_URL,
    database: databaseConfig(settings, dataDirectory),
    dataDirectory,
    keyring: keyringConfig(settings),
    cursorSecret: settings.CURSOR_SECRET,
    rateLimit: rateLimitConfig(settings),
    logLevel: settings.LOG_LEVEL,
    bodyLimitBytes: settings.BODY_LIMIT_BYTES,
    heartbeat: { afterMs: settings.HEARTBEAT_AFTER_MS, intervalMs: settings.HEARTBEAT_INTERVAL_MS },
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

function keyringConfig(settings: Environment): Keyring | undefined {
  if (!settings.ENCRYPTION_KEYS) {
    if (settings.ENCRYPTION_ACTIVE_KEY_ID) throw new ConfigurationError('invalid ENCRYPTION_ACTIVE_KEY_ID: requires ENCRYPTION_KEYS');
    return undefined;
  }
  try {
    return parseKeyring(settings.ENCRYPTION_KEYS, settings.ENCRYPTION_ACTIVE_KEY_ID);
  } catch (error) {
    const variable = /active encryption key/.test((error as Error).message) && settings.ENCRYPTION_ACTIVE_KEY_ID ? 'ENCRYPTION_ACTIVE_KEY_ID' : 'ENCRYPTION_KEYS';
    throw new ConfigurationError(`invalid ${variable}: ${(error as Error).message}`);
  }
}

function rateLimitConfig(settings: Environment): ServerConfig['rateLimit'] {
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
  };
}
