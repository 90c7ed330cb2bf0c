import { describe, expect, it } from 'vitest';
import { hasRecordedResponseBody, type ProviderCallRecord, redactedCallRecord } from './provider-call-record.js';
import { collectSecrets } from './secret-redaction.js';

const secrets = collectSecrets({ access_token: 'tok-secret-123' });

function attempt(responseBody: string | null): Omit<ProviderCallRecord, 'id'> {
  return {
    method: 'GET',
    url: 'https://api.example.com/items?token=tok-secret-123',
    requestHeaders: { authorization: 'Bearer tok-secret-123', accept: 'application/json' },
    requestBody: null,
    status: responseBody === null ? null : 200,
    responseHeaders: { 'x-echo': 'tok-secret-123' },
    responseBody,
    durationMs: 12,
    startedAt: '2026-11-26T10:00:00.000Z',
    error: responseBody === null ? 'socket hang up' : null,
    attempt: 1,
  };
}

describe('redactedCallRecord', () => {
  it('redacts the url and headers at once, and the response body when it is read', () => {
    const record = redactedCallRecord(attempt('{"echo":"tok-secret-123"}'), secrets);
    expect(record.url).toBe('https://api.example.com/items?token=[REDACTED]');
    expect(record.requestHeaders).toEqual({ authorization: '[REDACTED]', accept: 'application/json' });
    expect(record.responseHeaders).toEqual({ 'x-echo': '[REDACTED]' });
    expect(record.responseBody).toBe('{"echo":"[REDACTED]"}');
    expect(record.responseBody).toBe('{"echo":"[REDACTED]"}');
  });

  it('tells whether a body arrived without redacting it', () => {
    expect(hasRecordedResponseBody(redactedCallRecord(attempt('{}'), secrets))).toBe(true);
    expect(hasRecordedResponseBody(redactedCallRecord(attempt(null), secrets))).toBe(false);
    // Records made elsewhere (tests, other clients) are asked directly.
    expect(hasRecordedResponseBody({ ...attempt('{}'), id: 'plain' })).toBe(true);
  });

  it('caps a long body after redacting it, and shows the body, redacted, in JSON', () => {
    const long = `tok-secret-123${'x'.repeat(70 * 1024)}`;
    const record = redactedCallRecord(attempt(long), secrets);
    const json = JSON.parse(JSON.stringify(record)) as ProviderCallRecord;
    expect(json.responseBody?.startsWith('[REDACTED]xxx')).toBe(true);
    expect(json.responseBody).toMatch(/\[truncated: \d+ bytes in total\]$/);
    expect(Object.keys(json).sort()).toEqual(Object.keys({ ...attempt(null), id: '' }).sort());
    expect(json).toMatchObject({ method: 'GET', status: 200, attempt: 1, url: 'https://api.example.com/items?token=[REDACTED]' });
    expect(JSON.stringify(record)).not.toContain('tok-secret-123');
  });
});
