import { describe, expect, it } from 'vitest';
import { oktaErrorMessage, oktaRetryAfterSeconds } from './provider-responses.js';

describe('oktaErrorMessage', () => {
  it('reads errorSummary and appends the causes that name the refused fields', () => {
    const body = {
      errorCode: 'E0000001',
      errorSummary: 'Api validation failed: login',
      errorLink: 'E0000001',
      errorId: 'oaeq3-mR0f3RVqnDcDVNhs6Cw',
      errorCauses: [{ errorSummary: 'login: An object with this field already exists in the current organization' }],
    };

    expect(oktaErrorMessage(body)).toBe('Api validation failed: login (login: An object with this field already exists in the current organization)');
  });

  it('returns the summary alone when there is no cause, and accepts a single cause object', () => {
    expect(oktaErrorMessage({ errorCode: 'E0000011', errorSummary: 'Invalid token provided', errorCauses: [] })).toBe('Invalid token provided');
    expect(oktaErrorMessage({ errorSummary: 'Api validation failed: captchaId', errorCauses: { errorSummary: 'captchaId: Invalid CAPTCHA ID.' } })).toBe(
      'Api validation failed: captchaId (captchaId: Invalid CAPTCHA ID.)',
    );
  });

  it.each([null, 'Service Unavailable', { message: 'not Okta' }, { errorSummary: 42 }])('returns undefined for %j', (body) => {
    expect(oktaErrorMessage(body)).toBeUndefined();
  });
});

describe('oktaRetryAfterSeconds', () => {
  const now = Date.UTC(2024, 0, 1, 12, 0, 0);

  it('counts the seconds until X-Rate-Limit-Reset, whatever the header case', () => {
    expect(oktaRetryAfterSeconds({ 'x-rate-limit-reset': String(now / 1000 + 42) }, now)).toBe(42);
    expect(oktaRetryAfterSeconds({ 'X-Rate-Limit-Reset': String(now / 1000 + 3) }, now)).toBe(3);
  });

  it('waits at least one second when the reset is now or past', () => {
    expect(oktaRetryAfterSeconds({ 'x-rate-limit-reset': String(now / 1000) }, now)).toBe(1);
    expect(oktaRetryAfterSeconds({ 'x-rate-limit-reset': String(now / 1000 - 30) }, now)).toBe(1);
  });

  it('returns undefined without a readable reset header', () => {
    expect(oktaRetryAfterSeconds({}, now)).toBeUndefined();
    expect(oktaRetryAfterSeconds({ 'x-rate-limit-reset': '' }, now)).toBeUndefined();
    expect(oktaRetryAfterSeconds({ 'x-rate-limit-reset': 'soon' }, now)).toBeUndefined();
  });
});
