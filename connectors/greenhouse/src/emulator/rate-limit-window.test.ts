import { describe, expect, it } from 'vitest';
import { RateLimitWindow } from './rate-limit-window.js';

describe('RateLimitWindow', () => {
  const windowStart = Date.UTC(2024, 0, 1, 10, 0, 0);

  it('opens a window with the first request and counts requests down within it', () => {
    let now = windowStart;
    const window = new RateLimitWindow(3, 10_000, () => now);

    expect(window.consume()).toEqual({ exhausted: false, secondsUntilReset: 10, headers: { 'X-RateLimit-Limit': '3', 'X-RateLimit-Remaining': '2' } });
    now = windowStart + 2_000;
    expect(window.consume()).toMatchObject({ secondsUntilReset: 8, headers: { 'X-RateLimit-Remaining': '1' } });
  });

  it('refuses requests over budget with Retry-After and the reset time, until the next window', () => {
    let now = windowStart;
    const window = new RateLimitWindow(1, 10_000, () => now);
    window.consume();
    now = windowStart + 7_500;

    expect(window.consume()).toEqual({
      exhausted: true,
      secondsUntilReset: 3,
      headers: {
        'X-RateLimit-Limit': '1',
        'X-RateLimit-Remaining': '0',
        'Retry-After': '3',
        'X-RateLimit-Reset': String(windowStart / 1000 + 10),
      },
    });

    now = windowStart + 10_000;
    expect(window.consume().exhausted).toBe(false);
  });
});
