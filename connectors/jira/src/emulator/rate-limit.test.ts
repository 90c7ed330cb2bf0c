import { describe, expect, it } from 'vitest';
import { RateLimitWindow } from './rate-limit.js';

describe('RateLimitWindow', () => {
  it('allows the limit per window from its first request, then answers with Retry-After and the reset instant', () => {
    let now = Date.parse('2024-05-01T10:14:20.000Z');
    const window = new RateLimitWindow({ requests: 2, windowSeconds: 30 }, () => now);

    expect(window.consume()).toEqual({ limited: false, headers: { 'X-RateLimit-Limit': '2', 'X-RateLimit-Remaining': '1' } });
    expect(window.consume().headers).toEqual({ 'X-RateLimit-Limit': '2', 'X-RateLimit-Remaining': '0', 'X-RateLimit-NearLimit': 'true' });
    now += 10_000;
    expect(window.consume()).toEqual({
      limited: true,
      headers: {
        'X-RateLimit-Limit': '2',
        'X-RateLimit-Remaining': '0',
        'Retry-After': '20',
        'X-RateLimit-Reset': '2024-05-01T10:14Z',
        'RateLimit-Reason': 'jira-burst-based',
      },
    });
    now += 20_000;
    expect(window.consume().limited).toBe(false);
  });
});
