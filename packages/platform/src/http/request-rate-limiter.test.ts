import { randomUUID } from 'node:crypto';
import { TooManyRequestsError } from '@openunified/errors';
import { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testRedisUrl } from '../testing/test-services.js';
import { createFailedAuthenticationLimiter, createRequestRateLimiter } from './request-rate-limiter.js';

const silentLogger = pino({ level: 'silent' });
const settings = { points: 2, windowSeconds: 30, redisUrl: testRedisUrl, failedAuthentication: { points: 3, windowSeconds: 20 } };
const postgresSchema = `rate_limit_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** Reads the shared store directly, to prove the count lives there and not in the fallback. */
async function storedConsumption(store: string, apiKeyId: string, prefix = 'openunified_rate_limit'): Promise<number | undefined> {
  const key = `${prefix}:${apiKeyId}`;
  if (store === 'redis') {
    const client = new Redis(settings.redisUrl);
    try {
      const value = await client.get(key);
      return value === null ? undefined : Number(value);
    } finally {
      client.disconnect();
    }
  }
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    const result = await client.query(`SELECT points FROM ${postgresSchema}.rate_limits WHERE key = $1`, [key]);
    return result.rows[0]?.points as number | undefined;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${postgresSchema} CASCADE`);
  await client.end();
});

describe.each([
  ['memory', { kind: 'sqlite', sqlitePath: ':memory:' }],
  ['redis', { kind: 'sqlite', sqlitePath: ':memory:' }],
  ['postgres', { kind: 'postgres', url: testDatabaseUrl, schema: postgresSchema }],
] as const)('the %s rate-limit store', (store, database) => {
  it('lets a key spend its budget, then answers 429 with Retry-After', async () => {
    if (database.kind === 'postgres') {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${postgresSchema}`);
      await client.end();
    }
    const limiter = await createRequestRateLimiter({ ...settings, store }, database, silentLogger);
    try {
      const apiKeyId = `key_${randomUUID()}`;
      await limiter.consume(apiKeyId);
      await limiter.consume(apiKeyId);
      if (store !== 'memory') expect(await storedConsumption(store, apiKeyId)).toBe(2);
      const rejection = await limiter.consume(apiKeyId).catch((error: unknown) => error);
      expect(rejection).toBeInstanceOf(TooManyRequestsError);
      const retryAfter = Number((rejection as TooManyRequestsError).headers['Retry-After']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(30);

      await expect(limiter.consume(`key_${randomUUID()}`)).resolves.toBeUndefined();
    } finally {
      await limiter.close();
    }
  });

  it('counts failed authentications per client IP in the same store, then blocks the address with a 429', async () => {
    const limiter = await createFailedAuthenticationLimiter({ ...settings, store }, database, silentLogger);
    try {
      const clientIp = `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
      for (let failure = 0; failure < 3; failure++) {
        limiter.assertNotBlocked(clientIp);
        await limiter.recordFailure(clientIp);
      }
      if (store !== 'memory') expect(await storedConsumption(store, clientIp, 'openunified_failed_authentication')).toBe(3);
      const rejection = await limiter.recordFailure(clientIp).catch((error: unknown) => error);
      expect(rejection).toBeInstanceOf(TooManyRequestsError);
      expect((rejection as TooManyRequestsError).message).toMatch(/^too many failed authentications from this address; retry after \d+ seconds$/);
      const retryAfter = Number((rejection as TooManyRequestsError).headers['Retry-After']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(20);
      // Blocked now without asking the store again, whatever it would answer.
      expect(() => limiter.assertNotBlocked(clientIp)).toThrow(TooManyRequestsError);
      expect(() => limiter.assertNotBlocked(`other-${clientIp}`)).not.toThrow();
    } finally {
      await limiter.close();
    }
  });
});
