import { describe, expect, it } from 'vitest';
import { nextAttemptAt } from './retry-schedule.js';

const settings = { baseDelayMs: 1_000, maxDelayMs: 8_000, retryWindowMs: 86_400_000 };
const now = new Date('2025-01-01T00:00:00.000Z');
const giveUpAt = new Date('2025-01-02T00:00:00.000Z');
const waitAfter = (failures: number, random: number) => (nextAttemptAt(settings, failures, now, giveUpAt, () => random)?.getTime() ?? 0) - now.getTime();

describe('nextAttemptAt', () => {
  it('doubles the wait after each failure up to the cap, with half of it jittered', () => {
    expect([1, 2, 3, 4, 5, 6].map((failures) => waitAfter(failures, 1))).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
    expect([1, 2, 3, 4].map((failures) => waitAfter(failures, 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect(waitAfter(3, 0.5)).toBe(3_000);
  });

  it('gives up once the retry window has run out', () => {
    expect(nextAttemptAt(settings, 30, giveUpAt, giveUpAt)).toBeNull();
    expect(nextAttemptAt(settings, 30, new Date(giveUpAt.getTime() - 1), giveUpAt)).not.toBeNull();
  });
});
