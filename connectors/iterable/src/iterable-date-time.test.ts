import { describe, expect, it } from 'vitest';
import { parseIterableDateTime, toIterableDateTime } from './iterable-date-time.js';

describe('toIterableDateTime', () => {
  it('writes an ISO instant as yyyy-MM-dd HH:mm:ss ZZ in UTC', () => {
    expect(toIterableDateTime('2024-03-01T10:30:15+02:00')).toBe('2024-03-01 08:30:15 +00:00');
  });

  it('refuses text that is no date-time', () => {
    expect(() => toIterableDateTime('yesterday')).toThrow(RangeError);
  });
});

describe('parseIterableDateTime', () => {
  it('reads the offset, and UTC when there is none', () => {
    expect(parseIterableDateTime('2024-03-01 10:30:15 +02:00')).toBe(Date.parse('2024-03-01T08:30:15Z'));
    expect(parseIterableDateTime('2024-03-01 10:30:15')).toBe(Date.parse('2024-03-01T10:30:15Z'));
  });

  it('round-trips what toIterableDateTime writes', () => {
    expect(parseIterableDateTime(toIterableDateTime('2024-12-31T23:59:59Z'))).toBe(Date.parse('2024-12-31T23:59:59Z'));
  });

  it('gives undefined for another format', () => {
    expect(parseIterableDateTime('2024-03-01T10:30:15Z')).toBeUndefined();
  });
});
