import { describe, expect, it } from 'vitest';
import { backoffDelayMs, parseRetryAfterSeconds } from './retry-timing.js';

describe('parseRetryAfterSeconds', () => {
  const now = Date.parse('2024-01-02T03:04:05Z');

  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfterSeconds('7', now)).toBe(7);
    expect(parseRetryAfterSeconds('Tue, 02 Jan 2024 03:04:15 GMT', now)).toBe(10);
    expect(parseRetryAfterSeconds('Tue, 02 Jan 2024 03:00:00 GMT', now)).toBe(0);
  });

  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfterSeconds(undefined, now)).toBeUndefined();
    expect(parseRetryAfterSeconds('soon', now)).toBeUndefined();
  });
});

describe('backoffDelayMs', () => {
  it('spreads delays up to a doubling, capped ceiling', () => {
    expect(backoffDelayMs(1, 100, 1_000, () => 0.999)).toBe(99);
    expect(backoffDelayMs(3, 100, 1_000, () => 0.5)).toBe(200);
    expect(backoffDelayMs(10, 100, 1_000, () => 0.5)).toBe(500);
    expect(backoffDelayMs(2, 100, 1_000, () => 0)).toBe(0);
  });
});
