import { describe, expect, it } from 'vitest';
import { RateLimitWindow } from './rate-limit-window.js';

describe('RateLimitWindow', () => {
  const hourStart = Date.UTC(2024, 0, 1, 10, 0, 0);

  it('counts requests down and announces the end of the hour', () => {
    const window = new RateLimitWindow(3, () => hourStart + 60_000);

    const first = window.consume();

    expect(first.exhausted).toBe(false);
    expect(first.headers).toEqual({
      'X-RateLimit-Limit': '3',
      'X-RateLimit-Remaining': '2',
      'X-RateLimit-Reset': String(hourStart / 1000 + 3600),
    });
    expect(first.secondsUntilReset).toBe(3540);
  });

  it('refuses requests over budget until the next hour', () => {
    let now = hourStart;
    const window = new RateLimitWindow(2, () => now);
    window.consume();
    window.consume();

    expect(window.consume()).toMatchObject({ exhausted: true, headers: { 'X-RateLimit-Remaining': '0' } });

    now = hourStart + 3_600_000;
    expect(window.consume()).toMatchObject({ exhausted: false, headers: { 'X-RateLimit-Remaining': '1' } });
  });

  it('reports the budget without spending it on peek', () => {
    const window = new RateLimitWindow(5, () => hourStart);
    window.peek();

    expect(window.peek().headers['X-RateLimit-Remaining']).toBe('5');
  });
});
