import { describe, expect, it } from 'vitest';
import { hubspotErrorMessage, hubspotRetryAfterSeconds } from './provider-responses.js';

describe('hubspotErrorMessage', () => {
  it('reads the message of a HubSpot error body and adds the details it lacks', () => {
    const body = {
      status: 'error',
      message: 'Property values were not valid',
      correlationId: 'aeb5f871-7f07-4993-9211-075dc63e7cbf',
      category: 'VALIDATION_ERROR',
      errors: [{ message: 'Email address ada@ is invalid', code: 'INVALID_EMAIL', context: { propertyName: ['email'] } }],
    };
    expect(hubspotErrorMessage(body)).toBe('Property values were not valid (Email address ada@ is invalid)');
    expect(hubspotErrorMessage({ ...body, errors: [] })).toBe('Property values were not valid');
    expect(hubspotErrorMessage({ ...body, message: 'Email address ada@ is invalid' })).toBe('Email address ada@ is invalid');
  });

  it('answers undefined for a body that is not HubSpot-shaped', () => {
    expect(hubspotErrorMessage({ error: 'invalid_grant' })).toBeUndefined();
    expect(hubspotErrorMessage('<html>')).toBeUndefined();
    expect(hubspotErrorMessage(null)).toBeUndefined();
  });
});

describe('hubspotRetryAfterSeconds', () => {
  const now = Date.UTC(2024, 4, 1, 22, 30, 0);

  it('waits one interval when the ten-second window is spent', () => {
    const headers = { 'X-HubSpot-RateLimit-Remaining': '0', 'X-HubSpot-RateLimit-Interval-Milliseconds': '10000', 'X-HubSpot-RateLimit-Max': '110' };
    expect(hubspotRetryAfterSeconds(headers, now)).toBe(10);
    expect(hubspotRetryAfterSeconds({ 'x-hubspot-ratelimit-remaining': '0' }, now)).toBe(10);
  });

  it('waits a second when only the per-second budget is spent', () => {
    expect(hubspotRetryAfterSeconds({ 'x-hubspot-ratelimit-secondly-remaining': '0', 'x-hubspot-ratelimit-remaining': '40' }, now)).toBe(1);
  });

  it('waits until the next UTC midnight when the daily budget is spent', () => {
    expect(hubspotRetryAfterSeconds({ 'x-hubspot-ratelimit-daily-remaining': '0', 'x-hubspot-ratelimit-remaining': '0' }, now)).toBe(5400);
  });

  it('leaves the wait to the client when no budget is reported spent or the headers are unreadable', () => {
    expect(hubspotRetryAfterSeconds({ 'x-hubspot-ratelimit-remaining': '12' }, now)).toBeUndefined();
    expect(hubspotRetryAfterSeconds({ 'x-hubspot-ratelimit-remaining': 'none' }, now)).toBeUndefined();
    expect(hubspotRetryAfterSeconds({}, now)).toBeUndefined();
  });
});
