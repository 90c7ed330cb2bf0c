import { describe, expect, it } from 'vitest';
import { cursorPage, nextPageCursor } from './link-pages.js';

describe('nextPageCursor', () => {
  it('is the path read and the query of the rel="next" link among the others', () => {
    const header =
      '<https://harvest.greenhouse.io/v1/candidates?page=3&per_page=2>; rel="next", ' +
      '<https://harvest.greenhouse.io/v1/candidates?page=1&per_page=2>; rel="prev", ' +
      '<https://harvest.greenhouse.io/v1/candidates?page=474&per_page=2>; rel="last"';

    expect(nextPageCursor(header, '/candidates')).toBe('/candidates?page=3&per_page=2');
  });

  it('keeps the filters the link carries and reads unquoted or combined relations', () => {
    expect(nextPageCursor('<https://h.example/v1/jobs?per_page=5&status=open&page=2>; rel=next', '/jobs')).toBe('/jobs?per_page=5&status=open&page=2');
    expect(nextPageCursor('<https://h.example/v1/jobs?page=2>; rel="next last"', '/jobs')).toBe('/jobs?page=2');
  });

  it('is null on the last page: no header, no next link, or a link without a query', () => {
    expect(nextPageCursor(undefined, '/jobs')).toBeNull();
    expect(nextPageCursor('<https://h.example/v1/jobs?page=1>; rel="prev"', '/jobs')).toBeNull();
    expect(nextPageCursor('<not a url>; rel="next"', '/jobs')).toBeNull();
    expect(nextPageCursor('<https://h.example/v1/jobs>; rel="next"', '/jobs')).toBeNull();
  });
});

describe('cursorPage', () => {
  const offersPaths = (path: string) => /^\/(offers|applications\/\d+\/offers)$/.test(path);

  it('turns a cursor back into the path and query of the page', () => {
    expect(cursorPage('/applications/7/offers?page=2&per_page=25&updated_after=2024-01-01T00%3A00%3A00Z', offersPaths)).toEqual({
      path: '/applications/7/offers',
      query: { page: '2', per_page: '25', updated_after: '2024-01-01T00:00:00Z' },
    });
  });

  it('refuses a path the list does not read and text no next link could hold', () => {
    expect(() => cursorPage('/users?page=2', offersPaths)).toThrow('is not a page of this Greenhouse list');
    expect(() => cursorPage('/offers?', offersPaths)).toThrow('is not a page of this Greenhouse list');
    expect(() => cursorPage('page=2', offersPaths)).toThrow('is not a page of this Greenhouse list');
    expect(() => cursorPage('/offers?page two', offersPaths)).toThrow('is not a page of this Greenhouse list');
  });
});
