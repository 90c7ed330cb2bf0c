import { describe, expect, it } from 'vitest';
import { postgresTextArray } from './postgres-text-array.js';

describe('postgresTextArray', () => {
  it('joins ids and timestamps as they are', () => {
    expect(postgresTextArray(['dss_01J9ZK4Q', 'run-2', '2026-02-01T00:00:00.000Z'])).toBe('{dss_01J9ZK4Q,run-2,2026-02-01T00:00:00.000Z}');
    expect(postgresTextArray([])).toBe('{}');
  });

  it('quotes every element once one needs it, escaping backslashes and quotes', () => {
    expect(postgresTextArray(['a', 'b c', 'x"y', 'back\\slash', '{brace}', ''])).toBe('{"a","b c","x\\"y","back\\\\slash","{brace}",""}');
  });

  it('quotes an element that reads as NULL, so it stays text', () => {
    expect(postgresTextArray(['null'])).toBe('{"null"}');
    expect(postgresTextArray(['NULLS'])).toBe('{NULLS}');
  });
});
