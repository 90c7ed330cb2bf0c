import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash, paramsHash } from './params-hash.js';

describe('paramsHash', () => {
  it('ignores key order at every depth, keeps array order, and treats null members as absent', () => {
    const one = paramsHash({ query: { page_size: 50, filter: { name: 'a', hidden: false } }, path: null });
    const other = paramsHash({ query: { filter: { hidden: false, name: 'a' }, page_size: 50 } });
    expect(one).toBe(other);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(paramsHash({ query: { ids: [1, 2] } })).not.toBe(paramsHash({ query: { ids: [2, 1] } }));
    expect(paramsHash({ query: { page_size: 50 } })).not.toBe(paramsHash({ query: { page_size: 51 } }));
  });

  it('serializes canonically, so equal records hash equal', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }], e: undefined })).toBe('{"a":[{"c":null,"d":2}],"b":1}');
    expect(contentHash({ id: '1', name: 'x' })).toBe(contentHash({ name: 'x', id: '1' }));
    expect(contentHash({ id: '1', name: 'x' })).not.toBe(contentHash({ id: '1', name: 'y' }));
    // Stored hashes must stay valid across versions: a changed serialization would report every record updated.
    expect(contentHash({ id: 'drive-1', name: 'Bench', created_at: '2020-01-01T00:00:00.000Z', hidden: false, restrictions: { admin_managed: true } })).toBe(
      'c31fc2865877e407d38823d630b87542503cc37e9ce850ace85bbbb67ef8fc5f',
    );
    expect(canonicalJson([undefined, 'a"b', { z: [], y: {} }])).toBe('[null,"a\\"b",{"y":{},"z":[]}]');
  });
});
