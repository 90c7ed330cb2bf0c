import type { ConnectorDefinition } from '@openunified/connector-contract';
import { BadRequestError } from '@openunified/errors';
import { describe, expect, it } from 'vitest';
import type { QueryValue } from './provider-http-client.js';
import { applyOriginOverride, joinProviderUrl, mergePassThroughQuery, providerRequestUrl, providerRequestUrlParsed, resolveBaseUrl } from './provider-url.js';

const connector = { key: 'bamboohr', baseUrl: 'https://api.bamboohr.com/api/gateway.php/{company_domain}/v1' } as ConnectorDefinition;

describe('applyOriginOverride', () => {
  it('swaps scheme, host and port and keeps path, query and fragment', () => {
    expect(applyOriginOverride('https://oauth2.googleapis.com/token?a=1#x', 'http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000/token?a=1#x');
    expect(applyOriginOverride('https://example.com/a', undefined)).toBe('https://example.com/a');
  });
});

describe('resolveBaseUrl', () => {
  it('fills placeholders from the credentials, URL-encoded', () => {
    expect(resolveBaseUrl(connector, { company_domain: 'acme' })).toBe('https://api.bamboohr.com/api/gateway.php/acme/v1');
    expect(resolveBaseUrl(connector, { company_domain: 'a/b?c' })).toBe('https://api.bamboohr.com/api/gateway.php/a%2Fb%3Fc/v1');
    expect(resolveBaseUrl(connector, { company_domain: 'acme' }, 'http://127.0.0.1:9')).toBe('http://127.0.0.1:9/api/gateway.php/acme/v1');
  });

  it('names a missing credential in a 400', () => {
    expect(() => resolveBaseUrl(connector, {})).toThrowError(BadRequestError);
    expect(() => resolveBaseUrl(connector, {})).toThrow(/"company_domain"/);
  });
});

describe('joinProviderUrl', () => {
  it('appends relative paths to the base path and overrides absolute URLs', () => {
    expect(joinProviderUrl('https://x.com/v1/', '/drives').toString()).toBe('https://x.com/v1/drives');
    expect(joinProviderUrl('https://x.com/v1', 'https://other.com/next?p=2', 'http://127.0.0.1:9').toString()).toBe('http://127.0.0.1:9/next?p=2');
  });
});

describe('mergePassThroughQuery', () => {
  it('serialises nested objects deepObject style and arrays of objects by index', () => {
    const url = new URL('https://x.com/a?keep=1');
    mergePassThroughQuery(url, { a: { b: 'c' }, list: [{ id: 1 }], flag: true, skipped: null });
    expect([...url.searchParams]).toEqual([
      ['keep', '1'],
      ['a[b]', 'c'],
      ['list[0][id]', '1'],
      ['flag', 'true'],
    ]);
  });
});

describe('providerRequestUrl', () => {
  it('builds the common request as URL and URLSearchParams would', () => {
    expect(
      providerRequestUrl({
        baseUrl: 'https://www.googleapis.com/drive/v3',
        path: '/drives',
        query: { pageSize: 25, pageToken: undefined, q: "name contains 'x y'", fields: ['a', 'b'] },
        passThroughQuery: { fields: 'kind', filter: { owner: 'me' } },
        credentialQuery: { key: 'k~1' },
      }),
    ).toBe('https://www.googleapis.com/drive/v3/drives?pageSize=25&q=name+contains+%27x+y%27&fields=kind&filter%5Bowner%5D=me&key=k%7E1');
  });

  it('escapes a repeated parameter the same every time, and a lone surrogate as URLSearchParams does', () => {
    const fields = "nextPageToken,drives(id,name,createdTime),kind!'~";
    const expected = `https://example.com/v1/drives?fields=${new URLSearchParams({ fields }).toString().slice('fields='.length)}`;
    for (let round = 0; round < 3; round++) {
      expect(providerRequestUrl({ baseUrl: 'https://example.com/v1', path: '/drives', query: { fields } })).toBe(expected);
    }
    const lone = 'a\uD800b';
    const url = new URL('https://example.com/v1/drives');
    url.searchParams.set('q', lone);
    expect(providerRequestUrl({ baseUrl: 'https://example.com/v1', path: '/drives', query: { q: lone } })).toBe(url.href);
    expect(providerRequestUrl({ baseUrl: 'https://example.com/v1', path: '/drives', query: { q: lone } })).toBe(url.href);
  });

  it('gives what URL gives for every mix of base, path and parameters', () => {
    const bases = [
      'https://x.com',
      'https://X.com/v1/',
      'https://x.com/api/gateway.php/a%2Fb/v1',
      'http://127.0.0.1:9/a/../v2',
      'https://x.com/v1?fixed=1',
      'https://x.com/v1#frag',
      'https://x.com:443/v1',
    ];
    const paths = [
      '',
      '/',
      'drives',
      '//drives/1',
      'files/a b',
      'files/%2E%2E/secret',
      'a/./b',
      'a/../b',
      "items/o'brien(1)!*",
      'q?x=1',
      'frag#x',
      'ünïcode',
      'https://other.com/next?p=2',
      'back\\slash',
      'colon:at@sign;semi=1,2+3$4&5',
    ];
    const queries: (Record<string, QueryValue> | undefined)[] = [
      undefined,
      {},
      { a: 1, b: 'two words', c: null, d: undefined, e: [true, false], f: "~!'()*-._" },
      { key: 'action', same: ['1', '2'], lone: '\uD800x', emoji: '😀', plus: 'a+b=c&d' },
    ];
    const passThroughs: (Record<string, unknown> | undefined)[] = [
      undefined,
      {},
      { same: 'proxy', nested: { deep: { er: 'x' } }, list: [{ id: 1 }, 2], none: null },
    ];
    const credentialQueries: (Record<string, string> | undefined)[] = [undefined, { key: 'secret' }, { same: 'c', other: 'd d' }];
    let compared = 0;
    for (const baseUrl of bases) {
      for (const path of paths) {
        for (const query of queries) {
          for (const passThroughQuery of passThroughs) {
            for (const credentialQuery of credentialQueries) {
              for (const originOverride of [undefined, 'http://127.0.0.1:4000']) {
                const parts = { baseUrl, path, query, passThroughQuery, credentialQuery, originOverride };
                expect(providerRequestUrl(parts), JSON.stringify(parts)).toBe(providerRequestUrlParsed(parts));
                compared += 1;
              }
            }
          }
        }
      }
    }
    expect(compared).toBe(bases.length * paths.length * queries.length * passThroughs.length * credentialQueries.length * 2);
  });
});
