import { TooManyRequestsError } from '@openunified/errors';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { PlatformLogger } from '@openunified/feature-kit';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { DatabaseConfig, RateLimitConfig } from '../platform-config.js';

/**
 * The per-API-key request budget the authentication hook spends: rejects with a 429
 * (`TooManyRequestsError`, `Retry-After`) once a key's budget is spent. Bring your own to
 * `createPlatform({ rateLimiter })`; the platform closes only the one it created.
 */
export interface RateLimiter {
  consume(apiKeyId: string): Promise<void>;
}

export const RateLimiterToken = Symbol.for('openunified.platform.RateLimiter');

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

/**
 * In memory for one process (the embedded default); Redis or PostgreSQL so that every process
 * behind a load balancer shares one budget per key. A shared store that fails falls back to an
 * in-memory limiter rather than failing requests: limits loosen per process, the API stays up.
 */
export async function createRequestRateLimiter(
  settings: RateLimitConfig,
  database: DatabaseConfig,
  logger: PlatformLogger,
): Promise<RequestRateLimiter> {
  const limits = { points: settings.points, duration: settings.windowSeconds, keyPrefix: KEY_PREFIX };
  const insuranceLimiter = new RateLimiterMemory(limits);
  switch (settings.store) {
    case 'memory':
      return new RequestRateLimiter(new RateLimiterMemory(limits));
    case 'redis': {
      if (!settings.redisUrl) throw new Error('the redis rate-limit store needs rateLimit.redisUrl');
      // No offline queue: while Redis is unreachable a request must not wait for it.
      const client = new Redis(settings.redisUrl, { enableOfflineQueue: false, lazyConnect: true, maxRetriesPerRequest: 1 });
      // Unreachable at start-up is a configuration error; later outages fall back (see above).
      await client.connect().catch((error: unknown) => {
        client.disconnect();
        throw new Error('cannot connect to the Redis of the rate-limit store', { cause: error });
      });
      client.on('error', (error: Error) => logger.warn({ err: error }, 'rate-limit store (Redis) unavailable'));
      const limiter = new RateLimiterRedis({ ...limits, storeClient: client, insuranceLimiter });
      return new RequestRateLimiter(limiter, async () => {
        client.disconnect();
      });
    }
    case 'postgres': {
      if (database.kind !== 'postgres') throw new Error('the postgres rate-limit store needs the PostgreSQL database (database.kind postgres)');
      const pool = new pg.Pool({ connectionString: database.url, max: 4 });
      const limiter = await new Promise<RateLimiterPostgres>((resolve, reject) => {
        const created: RateLimiterPostgres = new RateLimiterPostgres(
          { ...limits, storeClient: pool, tableName: 'rate_limits', schemaName: database.schema, insuranceLimiter },
          (error?: Error) => (error ? reject(error) : resolve(created)),
        );
      }).catch(async (error: unknown) => {
        await pool.end();
        throw error;
      });
      return new RequestRateLimiter(limiter, () => pool.end());
    }
  }
}
