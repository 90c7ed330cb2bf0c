import { describe, expect, it } from 'vitest';
import { toIsoDateTime } from './date-time.js';

describe('toIsoDateTime', () => {
  it('turns dates into UTC midnight', () => {
    expect(toIsoDateTime('2024-01-02')).toBe('2024-01-02T00:00:00.000Z');
  });

  it('reads epoch milliseconds and seconds, as numbers or strings', () => {
    expect(toIsoDateTime(1_704_164_645_000)).toBe('2024-01-02T03:04:05.000Z');
    expect(toIsoDateTime(1_704_164_645)).toBe('2024-01-02T03:04:05.000Z');
    expect(toIsoDateTime('1704164645')).toBe('2024-01-02T03:04:05.000Z');
  });

  it('reads ISO strings without an offset as UTC and converts offsets to UTC', () => {
    expect(toIsoDateTime('2024-01-02T03:04:05')).toBe('2024-01-02T03:04:05.000Z');
    expect(toIsoDateTime('2024-01-02 03:04')).toBe('2024-01-02T03:04:00.000Z');
    expect(toIsoDateTime('2024-01-02T03:04:05.123456+02:00')).toBe('2024-01-02T01:04:05.123Z');
    expect(toIsoDateTime('2024-01-02T03:04:05-0530')).toBe('2024-01-02T08:34:05.000Z');
    expect(toIsoDateTime(new Date('2024-01-02T03:04:05Z'))).toBe('2024-01-02T03:04:05.000Z');
  });

  it('passes canonical instants through as they are, and still refuses impossible ones in that form', () => {
    expect(toIsoDateTime('2024-01-02T03:04:05.678Z')).toBe('2024-01-02T03:04:05.678Z');
    expect(toIsoDateTime('2024-02-29T23:59:59.999Z')).toBe('2024-02-29T23:59:59.999Z');
    expect(toIsoDateTime('2023-02-29T00:00:00.000Z')).toBeNull();
    expect(toIsoDateTime('2024-13-02T03:04:05.678Z')).toBeNull();
  });

  it('passes a canonical value through exactly when a Date prints it back unchanged', () => {
    // Every edge of the calendar and the clock, in leap and common years and centuries.
    const twoDigits = (values: number[]) => values.map((value) => String(value).padStart(2, '0'));
    for (const year of ['0000', '1900', '2000', '2023', '2024', '2100', '9999']) {
      for (const month of twoDigits([0, 1, 2, 4, 12, 13])) {
        for (const day of twoDigits([0, 1, 28, 29, 30, 31, 32])) {
          for (const [hour, minute, second] of [
            ['00', '00', '00'],
            ['23', '59', '59'],
            ['24', '00', '00'],
            ['12', '60', '00'],
            ['12', '00', '60'],
          ]) {
            const value = `${year}-${month}-${day}T${hour}:${minute}:${second}.250Z`;
            const date = new Date(value);
            const printedBack = !Number.isNaN(date.getTime()) && date.toISOString() === value;
            expect(toIsoDateTime(value) === value, value).toBe(printedBack);
          }
        }
      }
    }
  });

  it('gives null for absent, empty and impossible values', () => {
    for (const value of [null, undefined, '', '0000-00-00', '2023-02-30', '2023-02-30T00:00:00.000Z', 'yesterday', Number.NaN, new Date('nope')]) {
      expect(toIsoDateTime(value)).toBeNull();
    }
  });
});
