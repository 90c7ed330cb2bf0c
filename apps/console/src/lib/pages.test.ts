import { describe, expect, it } from 'vitest';
import { compactQuery, flattenPages, nextCursor, nextPageNumber } from './pages.js';

describe('paging', () => {
  it('follows the next cursor until the API answers none', () => {
    expect(nextCursor({ data: [], next: 'abc' })).toBe('abc');
    expect(nextCursor({ data: [], next: null })).toBeUndefined();
    expect(nextCursor({ data: [], next: '' })).toBeUndefined();
    expect(nextCursor({ data: [] })).toBeUndefined();
  });

  it('asks for another numbered page only after a full one', () => {
    expect(nextPageNumber([1, 2, 3], 1, 3)).toBe(2);
    expect(nextPageNumber([1, 2], 4, 3)).toBeUndefined();
    expect(nextPageNumber([], 1, 25)).toBeUndefined();
  });

  it('flattens pages in order, once per id, when a record moved between two page loads', () => {
    expect(
      flattenPages([
        [{ id: 'a' }, { id: 'b' }],
        [{ id: 'b' }, { id: 'c' }],
      ]).map((item) => item.id),
    ).toEqual(['a', 'b', 'c']);
  });

  it('sends only the filters that were set', () => {
    expect(compactQuery({ provider: '', status: ['active'], owner: undefined, none: [], page_size: '25' })).toEqual({ status: ['active'], page_size: '25' });
  });
});
