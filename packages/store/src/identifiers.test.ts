import { describe, expect, it } from 'vitest';
import { createId, createOrderedId } from './identifiers.js';

describe('createId', () => {
  it('gives 128 random bits after the prefix, distinct across many pool refills', () => {
    const ids = Array.from({ length: 5_000 }, () => createId('rql'));
    for (const id of ids) expect(id).toMatch(/^rql_[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.map((id) => id.slice(4, 10))).size).toBeGreaterThan(4_900);
  });
});

describe('createOrderedId', () => {
  it('sorts in the order the ids were made, within one millisecond too', () => {
    const ids = Array.from({ length: 5_000 }, () => createOrderedId('evt'));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toMatch(/^evt_[0-9a-f]{20}[A-Za-z0-9_-]{16}$/);
  });
});
