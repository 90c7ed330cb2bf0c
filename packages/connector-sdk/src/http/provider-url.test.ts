import { BadRequestError } from '@openunified/errors';
import { describe, expect, it } from 'vitest';
import type { ConnectorDefinition } from '../connector.js';
import { applyOriginOverride, joinProviderUrl, mergePassThroughQuery, resolveBaseUrl } from './provider-url.js';

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
