import { BadRequestError } from '@openunified/errors';
import { describe, expect, it } from 'vitest';
import { expandDeepObjectQuery } from './deep-object-query.js';

describe('expandDeepObjectQuery', () => {
  it('nests bracketed keys, keeps plain keys and repeated values', () => {
    expect(
      expandDeepObjectQuery({
        page_size: '10',
        'filter[updated_after]': '2024-01-01T00:00:00Z',
        'filter[ids]': ['1', '2'],
        'proxy[search][owner]': 'me',
        'proxy[tags][]': 'a',
      }),
    ).toEqual({
      page_size: '10',
      filter: { updated_after: '2024-01-01T00:00:00Z', ids: ['1', '2'] },
      proxy: { search: { owner: 'me' }, tags: ['a'] },
    });
  });

  it('hands back the same object when no key is bracketed', () => {
    const query = { raw: 'true', fields: 'id,name' };
    expect(expandDeepObjectQuery(query)).toBe(query);
  });

  it('appends values of keys ending in [] across occurrences', () => {
    expect(expandDeepObjectQuery({ 'filter[ids][]': ['1', '2'], 'filter[name]': 'x' })).toEqual({ filter: { ids: ['1', '2'], name: 'x' } });
  });

  it.each([
    [{ filter: 'x', 'filter[name]': 'y' }, 'query parameter "filter" is sent both as a value and as an object (filter[...])'],
    [{ 'filter[name]': 'y', 'filter[name][first]': 'z' }, 'query parameter "filter.name" is sent both as a value and as an object (filter.name[...])'],
    [{ 'filter[__proto__][admin]': 'true' }, 'query parameter "filter[__proto__][admin]": "__proto__" is not an allowed key'],
    [{ 'a[b][c][d][e][f][g]': '1' }, 'query parameter "a[b][c][d][e][f][g]": nested more than 5 levels'],
    [{ 'filter[][name]': '1' }, 'query parameter "filter[][name]": [] is only allowed at the end'],
  ])('refuses %o', (query, message) => {
    expect(() => expandDeepObjectQuery(query)).toThrow(new BadRequestError(message));
  });
});
