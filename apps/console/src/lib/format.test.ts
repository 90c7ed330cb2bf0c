import { expect, it } from 'vitest';
import { describeCadence, formatDuration, formatJson, localInputToIso } from './format.js';

it('describes ISO 8601 cadences in words, and leaves what it cannot read as it is', () => {
  expect(describeCadence('PT1H')).toBe('every 1 hour');
  expect(describeCadence('P1D')).toBe('every 1 day');
  expect(describeCadence('P2W')).toBe('every 2 weeks');
  expect(describeCadence('PT1H30M')).toBe('every 1 hour 30 minutes');
  expect(describeCadence('not-a-duration')).toBe('not-a-duration');
});

it('formats durations at the precision a person reads', () => {
  expect(formatDuration(42.4)).toBe('42 ms');
  expect(formatDuration(1534)).toBe('1.53 s');
  expect(formatDuration(75_000)).toBe('1 min 15 s');
  expect(formatDuration(null)).toBe('—');
});

it('shows bodies as JSON, text as text, and a note for none', () => {
  expect(formatJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  expect(formatJson('plain')).toBe('plain');
  expect(formatJson(null)).toBe('(none)');
});

it('turns a datetime-local value into an instant, and an empty one into no filter', () => {
  expect(localInputToIso('')).toBeUndefined();
  expect(localInputToIso('2026-01-02T03:04')).toBe(new Date('2026-01-02T03:04').toISOString());
});
