import { describe, expect, it } from 'vitest';
import { talentlmsErrorMessage, talentlmsRetryAfterSeconds } from './provider-responses.js';

describe('talentlmsErrorMessage', () => {
  it('reads the message of a TalentLMS error body', () => {
    const body = { error: { type: 'invalid_request_error', message: 'The requested category does not exist' } };
    expect(talentlmsErrorMessage(body)).toBe('The requested category does not exist');
  });

  it.each([null, 'Bad Gateway', { message: 'not the TalentLMS shape' }, { error: 'flat string' }])('returns undefined for the body %j', (body) => {
    expect(talentlmsErrorMessage(body)).toBeUndefined();
  });
});

describe('talentlmsRetryAfterSeconds', () => {
  const now = Date.UTC(2024, 0, 1, 12, 0, 0);

  it('counts the seconds until X-RateLimit-Reset, whatever the header case', () => {
    expect(talentlmsRetryAfterSeconds({ 'x-ratelimit-reset': String(now / 1000 + 90) }, now)).toBe(90);
    expect(talentlmsRetryAfterSeconds({ 'X-RateLimit-Reset': String(now / 1000 + 5) }, now)).toBe(5);
  });

  it('waits at least one second when the reset is already past', () => {
    expect(talentlmsRetryAfterSeconds({ 'x-ratelimit-reset': String(now / 1000 - 30) }, now)).toBe(1);
  });

  it('returns undefined without a readable reset header', () => {
    expect(talentlmsRetryAfterSeconds({}, now)).toBeUndefined();
    expect(talentlmsRetryAfterSeconds({ 'x-ratelimit-reset': 'soon' }, now)).toBeUndefined();
  });
});
