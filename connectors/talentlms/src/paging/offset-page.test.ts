import { BadRequestError } from '@openunified/errors';
import { describe, expect, it } from 'vitest';
import { sliceOffsetPage } from './offset-page.js';

const letters = ['a', 'b', 'c', 'd', 'e'];

describe('sliceOffsetPage', () => {
  it('starts at the beginning without a cursor and points at the next offset', () => {
    expect(sliceOffsetPage(letters, 2, undefined)).toEqual({ items: ['a', 'b'], next: '2' });
  });

  it('continues from the cursor and ends with next null', () => {
    expect(sliceOffsetPage(letters, 2, '2')).toEqual({ items: ['c', 'd'], next: '4' });
    expect(sliceOffsetPage(letters, 2, '4')).toEqual({ items: ['e'], next: null });
  });

  it('returns next null when the page ends exactly at the last item', () => {
    expect(sliceOffsetPage(letters, 5, undefined)).toEqual({ items: letters, next: null });
  });

  it('returns an empty last page for an offset past the end', () => {
    expect(sliceOffsetPage(letters, 2, '10')).toEqual({ items: [], next: null });
  });

  it.each(['-1', 'abc', '1.5', '', '9999999999999999'])('rejects the cursor %j with a 400', (cursor) => {
    expect(() => sliceOffsetPage(letters, 2, cursor)).toThrow(BadRequestError);
  });
});
