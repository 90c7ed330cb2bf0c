import type { ProviderCallRecord } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { type ProviderLogBodies, parseProviderLogBodySampling, providerLogBodyOmissions } from './provider-log-bodies.js';

function call(overrides: Partial<ProviderCallRecord> = {}): ProviderCallRecord {
  return {
    id: 'call-1',
    method: 'GET',
    url: 'https://api.iterable.com/api/templates',
    requestHeaders: {},
    requestBody: null,
    status: 200,
    responseHeaders: {},
    responseBody: '{"templates":[]}',
    durationMs: 12,
    startedAt: '2026-11-23T10:00:00.000Z',
    error: null,
    attempt: 1,
    ...overrides,
  };
}

const capped = (sampling: ProviderLogBodies['sampling']): ProviderLogBodies => ({ mode: 'capped', capCharacters: 4096, sampling });

describe('providerLogBodyOmissions', () => {
  it('keeps every body with `all`, and none with the `none` mode, saying so where there was one', () => {
    expect(providerLogBodyOmissions(capped('all'), [call(), call()], false)).toEqual([null, null]);
    const none = providerLogBodyOmissions(
      { mode: 'none', capCharacters: 4096 },
      [call(), call({ responseBody: null, status: null, error: 'ECONNRESET' })],
      false,
    );
    expect(none).toEqual(['not kept: the provider log policy keeps no bodies (none)', null]);
  });

  it('with `errors`, keeps the bodies of failed calls and of every call of a failed request', () => {
    const throttledThenServed = [call({ status: 429, responseBody: '{"msg":"slow down"}' }), call()];
    const [throttled, served] = providerLogBodyOmissions(capped('errors'), throttledThenServed, false);
    expect(throttled).toBeNull();
    expect(served).toMatch(/^not kept: .*failed calls only \(errors\)/);
    expect(providerLogBodyOmissions(capped('errors'), [call(), call()], true)).toEqual([null, null]);
  });

  it('with `sampled:<rate>`, keeps a sampled request whole and says why an unsampled one has no bodies', () => {
    const policy = capped({ successRate: 0.25 });
    expect(providerLogBodyOmissions(policy, [call(), call()], false, () => 0.1)).toEqual([null, null]);
    const [unsampled] = providerLogBodyOmissions(policy, [call()], false, () => 0.9);
    expect(unsampled).toBe(
      'not kept: the provider log policy keeps bodies of failed calls and of 25 % of other requests (sampled:0.25), and this request was not sampled',
    );
    expect(providerLogBodyOmissions(policy, [call({ status: 502 })], false, () => 0.9)).toEqual([null]);
  });
});

describe('parseProviderLogBodySampling', () => {
  it('reads all, errors and sampled:<rate between 0 and 1>, and nothing else', () => {
    expect(parseProviderLogBodySampling('all')).toBe('all');
    expect(parseProviderLogBodySampling('errors')).toBe('errors');
    expect(parseProviderLogBodySampling('sampled:0.05')).toEqual({ successRate: 0.05 });
    expect(parseProviderLogBodySampling('sampled:1')).toEqual({ successRate: 1 });
    for (const wrong of ['sampled:', 'sampled:2', 'sampled:-0.1', 'sampled:abc', 'some', 'ERRORS']) expect(parseProviderLogBodySampling(wrong)).toBeUndefined();
  });
});
