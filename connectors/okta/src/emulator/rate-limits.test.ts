import { describe, expect, it } from 'vitest';
import { RateLimits } from './rate-limits.js';

describe('RateLimits', () => {
  const minuteStart = Date.UTC(2024, 0, 1, 10, 0, 0);

  it('counts requests per endpoint and announces the end of the window in epoch seconds', () => {
    const limits = new RateLimits(3, 60_000, () => minuteStart + 5_000);

    expect(limits.consume('/api/v1/users')).toEqual({
      limited: false,
      headers: { 'X-Rate-Limit-Limit': '3', 'X-Rate-Limit-Remaining': '2', 'X-Rate-Limit-Reset': String(minuteStart / 1000 + 60) },
    });
    expect(limits.consume('/api/v1/groups').headers['X-Rate-Limit-Remaining']).toBe('2');
  });

  it('refuses requests over budget until the next window', () => {
    let now = minuteStart;
    const limits = new RateLimits(1, 60_000, () => now);
    limits.consume('/api/v1/users');

    expect(limits.consume('/api/v1/users')).toMatchObject({ limited: true, headers: { 'X-Rate-Limit-Remaining': '0' } });

    now += 60_000;
    expect(limits.consume('/api/v1/users')).toMatchObject({ limited: false, headers: { 'X-Rate-Limit-Remaining': '0' } });
  });

  it('reports the budget without spending it on peek', () => {
    const limits = new RateLimits(5, 1_000, () => minuteStart + 250);
    limits.peek('/api/v1/users');

    expect(limits.peek('/api/v1/users')).toEqual({
      'X-Rate-Limit-Limit': '5',
      'X-Rate-Limit-Remaining': '5',
      'X-Rate-Limit-Reset': String(minuteStart / 1000 + 1),
    });
  });
});
