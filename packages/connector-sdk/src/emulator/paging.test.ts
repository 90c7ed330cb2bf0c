import { describe, expect, it } from 'vitest';
import type { EmulatorRequest } from './emulator-server.js';
import { cursorPage, isPagingParameterError, linkHeader, offsetPage, PagingParameterError, pageUrl, readIntegerParameter } from './paging.js';

function requestFor(pathAndQuery: string, host = '127.0.0.1:4010'): EmulatorRequest {
  const url = new URL(pathAndQuery, 'http://emulator.local');
  return {
    method: 'GET',
    path: url.pathname,
    params: {},
    query: url.searchParams,
    headers: { host },
    body: undefined,
    rawBody: '',
    bodyBytes: Buffer.alloc(0),
  };
}

const letters = ['a', 'b', 'c', 'd', 'e'];

function thrown(action: () => unknown): PagingParameterError {
  try {
    action();
  } catch (error) {
    if (isPagingParameterError(error)) return error;
    throw error;
  }
  throw new Error('expected a PagingParameterError');
}

describe('readIntegerParameter', () => {
  it('defaults when absent or empty and reads integers within bounds', () => {
    expect(readIntegerParameter(requestFor('/items'), 'limit', { defaultValue: 10 })).toBe(10);
    expect(readIntegerParameter(requestFor('/items?limit='), 'limit', { defaultValue: 10 })).toBe(10);
    expect(readIntegerParameter(requestFor('/items?limit=50'), 'limit', { defaultValue: 10, min: 1, max: 50 })).toBe(50);
  });

  it('clamps above the maximum when the provider does', () => {
    expect(readIntegerParameter(requestFor('/items?maxResults=5000'), 'maxResults', { defaultValue: 50, max: 100, aboveMax: 'clamp' })).toBe(100);
  });

  it.each(['abc', '1.5', '0', '101', '99999999999999999'])('refuses limit=%s naming the parameter and bounds', (raw) => {
    const error = thrown(() => readIntegerParameter(requestFor(`/items?limit=${raw}`), 'limit', { defaultValue: 10, min: 1, max: 100 }));
    expect(error.parameter).toBe('limit');
    expect(error.message).toBe(`limit must be an integer within [1, 100], got '${raw}'`);
  });
});

describe('offsetPage', () => {
  it('walks to the end and ends without a next offset', () => {
    expect(offsetPage(letters, 0, 2)).toEqual({ items: ['a', 'b'], offset: 0, limit: 2, total: 5, nextOffset: 2 });
    expect(offsetPage(letters, 4, 2)).toEqual({ items: ['e'], offset: 4, limit: 2, total: 5, nextOffset: undefined });
    expect(offsetPage(letters, 3, 2).nextOffset).toBeUndefined();
  });

  it('answers an empty last page past the end', () => {
    expect(offsetPage(letters, 10, 2)).toMatchObject({ items: [], nextOffset: undefined });
  });
});

describe('cursorPage', () => {
  const walk = (query: string, options: Parameters<typeof cursorPage<string>>[2]) => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const parameter = options.cursorParameter ?? 'cursor';
      const page = cursorPage(requestFor(`/items?${query}${cursor ? `&${parameter}=${encodeURIComponent(cursor)}` : ''}`), letters, options);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  };

  it('filters while paging when given the query filter: every match once, no empty last page, each page reads from its cursor on', () => {
    const vowels = (letter: string) => 'aeiou'.includes(letter);
    expect(walk('q=x', { limit: 1, matches: vowels })).toEqual(letters.filter(vowels));
    expect(walk('q=x', { limit: 2, matches: vowels })).toEqual(letters.filter(vowels));
    expect(walk('q=x', { limit: 2, matches: () => false })).toEqual([]);
    const numbers = Array.from({ length: 10_000 }, (_, index) => String(index));
    let inspected = 0;
    const even = (number: string) => {
      inspected += 1;
      return Number(number) % 2 === 0;
    };
    const first = cursorPage(requestFor('/numbers'), numbers, { limit: 2, matches: even });
    expect(first.items).toEqual(['0', '2']);
    inspected = 0;
    const second = cursorPage(requestFor(`/numbers?cursor=${encodeURIComponent(first.nextCursor ?? '')}`), numbers, { limit: 2, matches: even });
    expect(second.items).toEqual(['4', '6']);
    // From the cursor to the match that says a next page exists, not the whole array.
    expect(inspected).toBe(5);
  });

  it('walks every item once through opaque cursors', () => {
    expect(walk('q=x', { limit: 2 })).toEqual(letters);
    expect(walk('q=x', { limit: 2, cursorParameter: 'after', prefix: '~!!~' })).toEqual(letters);
    const first = cursorPage(requestFor('/items'), letters, { limit: 2, prefix: '~!!~' });
    expect(first.nextCursor).toMatch(/^~!!~[A-Za-z0-9_-]+$/);
  });

  it('refuses a cursor reused with another bound parameter or on another path', () => {
    const { nextCursor } = cursorPage(requestFor('/items?q=x'), letters, { limit: 2, boundTo: ['q'] });
    const cursor = encodeURIComponent(nextCursor ?? '');
    expect(cursorPage(requestFor(`/items?q=x&cursor=${cursor}`), letters, { limit: 2, boundTo: ['q'] }).items).toEqual(['c', 'd']);
    expect(thrown(() => cursorPage(requestFor(`/items?q=y&cursor=${cursor}`), letters, { limit: 2, boundTo: ['q'] })).parameter).toBe('cursor');
    expect(() => cursorPage(requestFor(`/other?q=x&cursor=${cursor}`), letters, { limit: 2, boundTo: ['q'] })).toThrow(PagingParameterError);
    // Parameters it is not bound to may change between pages, as the page size does.
    expect(cursorPage(requestFor(`/items?q=x&limit=3&cursor=${cursor}`), letters, { limit: 3, boundTo: ['q'] }).items).toEqual(['c', 'd', 'e']);
  });

  it.each(['garbage', 'eyJvIjotMX0', '~!!~', '%%%'])('refuses the cursor %j it did not issue', (cursor) => {
    const error = thrown(() => cursorPage(requestFor(`/items?after=${encodeURIComponent(cursor)}`), letters, { limit: 2, cursorParameter: 'after' }));
    expect(error.message).toBe('after is not a cursor issued for this query');
  });
});

describe('pageUrl and linkHeader', () => {
  it('builds the next page URL on the caller’s host, keeping the other parameters', () => {
    const request = requestFor('/api/v1/users?limit=2&filter=a&filter=b&after=x');
    expect(pageUrl(request, { after: 'next-cursor' })).toBe('http://127.0.0.1:4010/api/v1/users?limit=2&filter=a&filter=b&after=next-cursor');
    expect(pageUrl(request, { after: undefined, page: 3 })).toBe('http://127.0.0.1:4010/api/v1/users?limit=2&filter=a&filter=b&page=3');
  });

  it('writes an RFC 8288 Link header without the links that are absent', () => {
    expect(linkHeader({ self: 'http://h/a?x=1', next: 'http://h/a?after=2', prev: undefined })).toBe(
      '<http://h/a?x=1>; rel="self", <http://h/a?after=2>; rel="next"',
    );
    expect(linkHeader({ next: undefined })).toBe('');
  });
});
