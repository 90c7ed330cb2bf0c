import { describe, expect, it } from 'vitest';
import { greenhouseErrorMessage, greenhouseRetryAfterSeconds } from './provider-responses.js';

describe('greenhouseErrorMessage', () => {
  it('names every field a validation error lists', () => {
    const body = {
      message: 'Validation error',
      errors: [
        { message: "can't be blank", field: 'first_name' },
        { message: 'must contain at least one application', field: 'applications' },
      ],
    };
    expect(greenhouseErrorMessage(body)).toBe("Validation error: first_name: can't be blank; applications: must contain at least one application");
  });

  it('takes the message alone when there is no list, and nothing from another shape', () => {
    expect(greenhouseErrorMessage({ message: 'Resource not found' })).toBe('Resource not found');
    expect(greenhouseErrorMessage({ message: 'Validation error', errors: [{ message: 'Must be one of: candidate, prospect' }] })).toBe(
      'Validation error: Must be one of: candidate, prospect',
    );
    expect(greenhouseErrorMessage('<html>')).toBeUndefined();
  });
});

describe('greenhouseRetryAfterSeconds', () => {
  const now = Date.UTC(2024, 0, 1, 12, 0, 0);

  it('waits until X-RateLimit-Reset, given as Unix seconds or an HTTP date', () => {
    expect(greenhouseRetryAfterSeconds({ 'X-RateLimit-Reset': String(now / 1000 + 7) }, now)).toBe(7);
    expect(greenhouseRetryAfterSeconds({ 'x-ratelimit-reset': new Date(now + 4_000).toUTCString() }, now)).toBe(4);
  });

  it('waits at least a second, and says nothing without a readable header', () => {
    expect(greenhouseRetryAfterSeconds({ 'x-ratelimit-reset': String(now / 1000 - 30) }, now)).toBe(1);
    expect(greenhouseRetryAfterSeconds({}, now)).toBeUndefined();
    expect(greenhouseRetryAfterSeconds({ 'x-ratelimit-reset': 'soon' }, now)).toBeUndefined();
  });
});
