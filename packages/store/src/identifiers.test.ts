import { describe, expect, it } from 'vitest';
import { createId } from './identifiers.js';

describe('createId', () => {
  it('gives 128 random bits after the prefix, distinct across many pool refills', () => {
    const ids = Array.from({ length: 5_000 }, () => createId('rql'));
    for (const id of ids) expect(id).toMatch(/^rql_[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.map((id) => id.slice(4, 10))).size).toBeGreaterThan(4_900);
  });
});
