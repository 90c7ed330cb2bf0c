import { BadRequestError } from '@openunified/errors';
import { describe, expect, it } from 'vitest';
import { paginateArray } from './paginate-array.js';

describe('paginateArray', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];

  it('walks the list page by page to the end', () => {
    const first = paginateArray(items, 2);
    expect(first).toEqual({ data: ['a', 'b'], next: '2' });
    const second = paginateArray(items, 2, first.next ?? undefined);
    expect(second).toEqual({ data: ['c', 'd'], next: '4' });
    expect(paginateArray(items, 2, second.next ?? undefined)).toEqual({ data: ['e'], next: null });
  });

  it('ends without a next when the page is exactly full', () => {
    expect(paginateArray(items, 5)).toEqual({ data: items, next: null });
  });

  it('rejects a cursor that is not an offset', () => {
    expect(() => paginateArray(items, 2, 'abc')).toThrow(BadRequestError);
  });
});
