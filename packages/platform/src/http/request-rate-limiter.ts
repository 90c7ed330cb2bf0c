import { createRequire } from 'node:module';
import { TooManyRequestsError } from '@openunified/errors';
import { type PlatformLogger, serviceRef } from '@openunified/feature-kit';
import type * as RateLimiterFlexible from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DatabaseConfig, RateLimitConfig } from '../platform-config.js';
import { ConfigurationError } from '../startup-failure.js';

/**
 * The per-API-key request budget the authentication hook spends: rejects with a 429
 * (`TooManyRequestsError`, `Retry-After`) once a key's budget is spent. Bring your own to
 * `createPlatform({ rateLimiter })`; the platform closes only the one it created.
 */
export interface RateLimiter {
  consume(apiKeyId: string): Promise<void>;
}

export const RateLimiterToken = serviceRef<RateLimiter>('openunified.platform.RateLimiter');

// The package's index loads every store it supports (37 modules, some 0.04 s of CPU at each start);
// each limiter is loaded from its own module when used.
const require = createRequire(import.meta.url);
const RateLimiterMemory: typeof RateLimiterFlexible.RateLimiterMemory = require('rate-limiter-flexible/lib/RateLimiterMemory.js');
const RateLimiterRes: typeof RateLimiterFlexible.RateLimiterRes = require('rate-limiter-flexible/lib/RateLimiterRes.js');

/** Counts requests per API key across every process that shares the limiter's store. */
export class RequestRateLimiter implements RateLimiter {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly closeStore: () => Promise<void> = async () => {},
  ) {}

  /** Spends one request of `apiKeyId`'s budget; a 429 with `Retry-After` once it is spent. */
  async consume(apiKeyId: string): Promise<void> {
    try {
      await this.limiter.consume(apiKeyId);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw new TooManyRequestsError(rejection.msBeforeNext / 1000, 'rate limit exceeded for this API key');
      }
      throw rejection;
    }
  }

  async close(): Promise<void> {
    await this.closeStore();
  }
}

const KEY_PREFIX = 'openunified_rate_limit';
const FAILED_AUTHENTICATION_KEY_PREFIX = 'openunified_failed_authentication';

interface LimiterBackend {
  limiter: RateLimiterAbstract;
  close: () => Promise<void>;
}

/**
 * In memory for one process (the embedded default); Redis or PostgreSQL so that every process
 * behind a load balancer shares one budget per key. A shared store that fails falls back to an
 * in-memory limiter rather than failing requests: limits loosen per process, the API stays up.
 */
export async function createRequestRateLimiter(settings: RateLimitConfig, database: DatabaseConfig, logger: PlatformLogger): Promise<RequestRateLimiter> {
  const { limiter, close } = await openLimiter(
    { points: settings.points, duration: settings.windowSeconds, keyPrefix: KEY_PREFIX },
    settings,
    database,
    logger,
  );
  return new RequestRateLimiter(limiter, close);
}

/** The failed-authentication budget of client IPs, in the store `settings` names (see `FailedAuthenticationLimiter`). */
export async function createFailedAuthenticationLimiter(
  settings: RateLimitConfig,
  database: DatabaseConfig,
  logger: PlatformLogger,
): Promise<FailedAuthenticationLimiter> {
  const { points, windowSeconds } = settings.failedAuthentication;
  const { limiter, close } = await openLimiter({ points, duration: windowSeconds, keyPrefix: FAILED_AUTHENTICATION_KEY_PREFIX }, settings, database, logger);
  return new FailedAuthenticationLimiter(limiter, close);
}

async function openLimiter(
  limits: { points: number; duration: number; keyPrefix: string },
  settings: RateLimitConfig,
  database: DatabaseConfig,
  logger: PlatformLogger,
): Promise<LimiterBackend> {
  const insuranceLimiter = new RateLimiterMemory(limits);
  switch (settings.store) {
    case 'memory':
      return { limiter: new RateLimiterMemory(limits), close: async () => {} };
    case 'redis': {
      if (!settings.redisUrl) throw new Error('the redis rate-limit store needs rateLimit.redisUrl');
      // Loaded only here: a process without a Redis store (the CLI, the embedded default) never loads the client.
      const { Redis } = await loadIoredis();
      // No offline queue: while Redis is unreachable a request must not wait for it.
      const client = new Redis(settings.redisUrl, { enableOfflineQueue: false, lazyConnect: true, maxRetriesPerRequest: 1 });
      // Unreachable at start-up is a configuration error; later outages fall back (see above).
      await client.connect().catch((error: unknown) => {
        client.disconnect();
        throw new Error('cannot connect to the Redis of the rate-limit store', { cause: error });
      });
      client.on('error', (error: Error) => logger.warn({ err: error }, 'rate-limit store (Redis) unavailable'));
      const RateLimiterRedis: typeof RateLimiterFlexible.RateLimiterRedis = require('rate-limiter-flexible/lib/RateLimiterRedis.js');
      const limiter = new RateLimiterRedis({ ...limits, storeClient: client, insuranceLimiter });
      return {
        limiter,
        close: async () => {
          client.disconnect();
        },
      };
    }
    case 'postgres': {
      if (database.kind !== 'postgres') throw new Error('the postgres rate-limit store needs the PostgreSQL database (database.kind postgres)');
      // Loaded only here: the embedded default and the Redis store never load the PostgreSQL client.
      const { default: pg } = await import('pg');
      const pool = new pg.Pool({
        connectionString: database.url,
        max: 4,
        application_name: `openunified-rate-limit:${database.schema ?? 'public'}`.slice(0, 63),
      });
      // A connection PostgreSQL ends (idle or in use) must not be an unheard 'error' that ends the
      // process: the limiter's query fails and the in-memory insurance limiter counts instead.
      pool.on('error', (error) => logger.warn({ err: error }, 'rate-limit store (PostgreSQL) connection lost'));
      pool.on('connect', (client) => client.on('error', () => {}));
      const RateLimiterPostgres: typeof RateLimiterFlexible.RateLimiterPostgres = require('rate-limiter-flexible/lib/RateLimiterPostgres.js');
      const limiter = await new Promise<RateLimiterFlexible.RateLimiterPostgres>((resolve, reject) => {
        const created = new RateLimiterPostgres(
          { ...limits, storeClient: pool, tableName: 'rate_limits', schemaName: database.schema, insuranceLimiter },
          (error?: Error) => (error ? reject(error) : resolve(created)),
        );
      }).catch(async (error: unknown) => {
        await pool.end();
        throw error;
      });
      return { limiter, close: () => pool.end() };
    }
  }
}

export const FailedAuthenticationLimiterToken = serviceRef<FailedAuthenticationLimiter>('openunified.platform.FailedAuthenticationLimiter');

// Blocked addresses remembered in this process: enough for a distributed guess, bounded so that
// an attacker with many addresses cannot grow it without end.
const BLOCKED_ADDRESSES_KEPT = 10_000;

/**
 * Throttles clients that fail to authenticate, per client IP: each 401 spends a point; once an
 * address has spent its budget, every request it makes to a route needing a key is a 429 until
 * the window ends, a right key included, so a guess cannot succeed at speed. The block is
 * remembered in the process, so a blocked client costs no round trip to a shared store and a
 * client with a valid key pays nothing.
 */
export class FailedAuthenticationLimiter {
  private readonly blockedUntil = new Map<string, number>();

  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly closeStore: () => Promise<void> = async () => {},
  ) {}

  /** A 429 with `Retry-After` while `clientIp` is blocked. */
  assertNotBlocked(clientIp: string): void {
    const until = this.blockedUntil.get(clientIp);
    if (until === undefined) return;
    const remainingMs = until - Date.now();
    if (remainingMs <= 0) {
      this.blockedUntil.delete(clientIp);
      return;
    }
    throw tooManyFailures(remainingMs);
  }

  /** Spends a point of `clientIp`'s budget for a failed authentication; a 429 once it is spent. */
  async recordFailure(clientIp: string): Promise<void> {
    try {
      await this.limiter.consume(clientIp);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      if (this.blockedUntil.size >= BLOCKED_ADDRESSES_KEPT) this.blockedUntil.delete(this.blockedUntil.keys().next().value!);
      this.blockedUntil.set(clientIp, Date.now() + rejection.msBeforeNext);
      throw tooManyFailures(rejection.msBeforeNext);
    }
  }

  async close(): Promise<void> {
    await this.closeStore();
  }
}

function tooManyFailures(retryAfterMs: number): TooManyRequestsError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new TooManyRequestsError(retryAfterSeconds, `too many failed authentications from this address; retry after ${retryAfterSeconds} seconds`);
}

/** ioredis, an optional peer dependency: only deployments with the Redis rate-limit store install it. */
async function loadIoredis(): Promise<typeof import('ioredis')> {
  try {
    return await import('ioredis');
  } catch (error) {
    throw new ConfigurationError(
      `RATE_LIMIT_STORE "redis" needs the package ioredis: install it next to @openunified/platform (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}
