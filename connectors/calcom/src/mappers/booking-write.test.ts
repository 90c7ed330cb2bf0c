import { encodeCompositeId } from '@openunified/connector-sdk';
import { expectApiError } from '@openunified/connector-sdk/testing';
import { describe, expect, it } from 'vitest';
import { toCalcomBookingInput } from './booking-write.js';

describe('toCalcomBookingInput', () => {
  it('books for the first attendee and invites the others as guests', () => {
    const input = toCalcomBookingInput({
      event_type_id: encodeCompositeId('1002'),
      start_at: '2026-03-02T10:00:00+01:00',
      duration_minutes: 30,
      attendees: [{ name: 'Bob', email: 'bob@example.com', time_zone: 'Europe/Berlin', language: 'de' }, { email: 'guest@example.com' }],
      location: 'Main office',
      passthrough: { metadata: { source: 'crm' } },
    });
    expect(input).toEqual({
      metadata: { source: 'crm' },
      start: '2026-03-02T09:00:00.000Z',
      eventTypeId: 1002,
      lengthInMinutes: 30,
      attendee: { name: 'Bob', email: 'bob@example.com', timeZone: 'Europe/Berlin', language: 'de' },
      guests: ['guest@example.com'],
      location: 'Main office',
    });
  });

  it('books in UTC when no time zone is given', () => {
    expect(
      toCalcomBookingInput({ event_type_id: '7', start_at: '2026-03-02T09:00:00Z', attendees: [{ name: 'Bob', email: 'bob@example.com' }] }).attendee.timeZone,
    ).toBe('UTC');
  });

  it('refuses what Cal.com needs and the body lacks, naming each field', async () => {
    const error = await expectApiError(
      Promise.resolve().then(() => toCalcomBookingInput({ event_type_id: 'abc', attendees: [{ email: 'x@example.com' }, { name: 'No mail' }] })),
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(
      'event_type_id: the id of a Cal.com event type is needed; start_at: the start of the booking is needed; attendees[0]: the name and email of who books are needed; attendees: every attendee after the first needs an email',
    );
  });
});
