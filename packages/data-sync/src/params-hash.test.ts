import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash, paramsHash, sameContent } from './params-hash.js';

describe('paramsHash', () => {
  it('ignores key order at every depth, keeps array order, and treats null members as absent', () => {
    const one = paramsHash({ query: { page_size: 50, filter: { name: 'a', hidden: false } }, path: null });
    const other = paramsHash({ query: { filter: { hidden: false, name: 'a' }, page_size: 50 } });
    expect(one).toBe(other);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(paramsHash({ query: { ids: [1, 2] } })).not.toBe(paramsHash({ query: { ids: [2, 1] } }));
    expect(paramsHash({ query: { page_size: 50 } })).not.toBe(paramsHash({ query: { page_size: 51 } }));
  });

  it('serializes canonically', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }], e: undefined })).toBe('{"a":[{"c":null,"d":2}],"b":1}');
    expect(canonicalJson([undefined, 'a"b', { z: [], y: {} }])).toBe('[null,"a\\"b",{"y":{},"z":[]}]');
  });
});

describe('contentHash and sameContent', () => {
  it('hashes the JSON text as stored, and tells a key-order difference from a change of content', () => {
    const stored = JSON.stringify({ id: '1', name: 'x', custom: { b: 1, a: 2 } });
    // Hex SHA-256 of the text: stored hashes stay valid across versions as long as the text is the same.
    expect(contentHash(stored)).toBe('8f06267b5223a0892807f6d60393b4a96be4d4654c67f2800c4e757d6e1c650c');
    const reordered = JSON.stringify({ name: 'x', custom: { a: 2, b: 1 }, id: '1' });
    expect(contentHash(reordered)).not.toBe(contentHash(stored));
    expect(sameContent(stored, reordered)).toBe(true);
    expect(sameContent(stored, JSON.stringify({ id: '1', name: 'y', custom: { b: 1, a: 2 } }))).toBe(false);
    expect(sameContent(stored, JSON.stringify({ id: '1', name: 'x', custom: { b: 1, a: 2 }, extra: null }))).toBe(false);
  });
});
