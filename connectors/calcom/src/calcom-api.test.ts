import { describe, expect, it } from 'vitest';
import { calcomErrorMessage, calcomHeaders, calcomRetryAfterSeconds } from './calcom-api.js';

describe('calcomErrorMessage', () => {
  it("reads Cal.com's message and its validation details", () => {
    expect(calcomErrorMessage({ status: 'error', error: { code: 'NotFoundException', message: 'Booking with uid=x was not found in the database' } })).toBe(
      'Booking with uid=x was not found in the database',
    );
    const validation = {
      status: 'error',
      error: {
        code: 'BadRequestException',
        message: 'Bad Request Exception',
        details: { message: ['attendee.email must be an email'], error: 'Bad Request', statusCode: 400 },
      },
    };
    expect(calcomErrorMessage(validation)).toBe('Bad Request Exception: attendee.email must be an email');
    expect(calcomErrorMessage({ message: 'other' })).toBeUndefined();
    expect(calcomErrorMessage('text')).toBeUndefined();
  });
});

describe('calcomRetryAfterSeconds', () => {
  it('waits until the latest reset, Unix time or seconds left', () => {
    const now = Date.parse('2026-03-02T09:00:00Z');
    expect(calcomRetryAfterSeconds({ 'x-ratelimit-reset-default': String(now / 1000 + 42) }, now)).toBe(42);
    expect(calcomRetryAfterSeconds({ 'x-ratelimit-reset-default': '7' }, now)).toBe(7);
    expect(calcomRetryAfterSeconds({ 'x-ratelimit-remaining-default': '0' }, now)).toBeUndefined();
  });
});

describe('calcomHeaders', () => {
  it('names the version of each area', () => {
    expect(calcomHeaders('bookings')).toEqual({ 'cal-api-version': '2024-08-13' });
    expect(calcomHeaders('eventTypes')).toEqual({ 'cal-api-version': '2024-06-14' });
    expect(calcomHeaders('slots')).toEqual({ 'cal-api-version': '2024-09-04' });
  });
});
