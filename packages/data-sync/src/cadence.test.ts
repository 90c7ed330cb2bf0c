import { describe, expect, it } from 'vitest';
import { assertCadence, durationMs, firstTickFrom, nextTickAfter } from './cadence.js';

describe('cadence', () => {
  it('reads ISO 8601 durations of weeks, days, hours, minutes and seconds', () => {
    expect(durationMs('PT1H', 'cadence')).toBe(3_600_000);
    expect(durationMs('P1DT30M', 'cadence')).toBe(86_400_000 + 1_800_000);
    expect(durationMs('P2W', 'cadence')).toBe(14 * 86_400_000);
    for (const wrong of ['P1M', 'P1Y', 'PT', 'P', '1h', 'PT1.5H']) expect(() => durationMs(wrong, 'cadence')).toThrow(/ISO 8601 duration/);
    expect(() => assertCadence('PT0S')).toThrow(/at least PT1S/);
  });

  it('puts ticks on start_at + k x cadence whatever the time of asking: no drift', () => {
    const startAt = '2026-01-01T00:07:00.000Z';
    expect(nextTickAfter(startAt, 'PT15M', new Date('2026-01-01T00:00:00Z'))).toBe(startAt);
    expect(nextTickAfter(startAt, 'PT15M', new Date('2026-01-01T00:07:00Z'))).toBe('2026-01-01T00:22:00.000Z');
    expect(nextTickAfter(startAt, 'PT15M', new Date('2026-01-01T00:21:59.999Z'))).toBe('2026-01-01T00:22:00.000Z');
    // A run that ended late (or after days of downtime) still lands on the grid: the missed ticks collapse.
    expect(nextTickAfter(startAt, 'PT15M', new Date('2026-01-03T10:41:13.512Z'))).toBe('2026-01-03T10:52:00.000Z');
    expect(firstTickFrom(startAt, 'PT15M', new Date('2026-01-01T00:22:00Z'))).toBe('2026-01-01T00:22:00.000Z');
  });
});
