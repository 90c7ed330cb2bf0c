import { describe, expect, it } from 'vitest';
import { XeroRateLimiter } from './rate-limits.js';

describe("Xero's per-tenant limits", () => {
  it('counts calls per tenant and refuses past the minute limit with Retry-After and X-Rate-Limit-Problem', () => {
    const limiter = new XeroRateLimiter({ perMinute: 2, perDay: 100 });
    const now = 1_000_000;
    expect(limiter.take('a', now).headers['x-minlimit-remaining']).toBe('1');
    expect(limiter.take('a', now + 1).refused).toBeUndefined();
    const refused = limiter.take('a', now + 20_000).refused!;
    expect(refused.status).toBe(429);
    expect(refused.headers).toMatchObject({ 'retry-after': '40', 'x-rate-limit-problem': 'minute', 'x-minlimit-remaining': '0' });
    expect(limiter.take('b', now + 20_000).refused).toBeUndefined();
    expect(limiter.take('a', now + 60_001).refused).toBeUndefined();
  });

  it('refuses past the day limit, naming it', () => {
    const limiter = new XeroRateLimiter({ perMinute: 100, perDay: 2 });
    limiter.take('a', 0);
    limiter.take('a', 120_000);
    expect(limiter.take('a', 240_000).refused?.headers).toMatchObject({ 'x-rate-limit-problem': 'day', 'retry-after': String(86_400 - 240) });
  });
});
