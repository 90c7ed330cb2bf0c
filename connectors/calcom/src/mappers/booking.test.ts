import { encodeCompositeId, schedulingBookingSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { CalcomBooking } from '../provider-types.js';
import accepted from './__fixtures__/booking.json' with { type: 'json' };
import cancelled from './__fixtures__/booking-cancelled.json' with { type: 'json' };
import { mapBooking } from './booking.js';

describe('mapBooking', () => {
  it('maps a booking with its hosts, attendees and guests, keyed by uid', () => {
    const mapped = mapBooking(accepted as unknown as CalcomBooking);
    expect(mapped).toEqual({
      id: encodeCompositeId('booking_uid_123'),
      remote_id: 'booking_uid_123',
      title: 'Consultation',
      description: 'Learn how to integrate scheduling into marketplace.',
      status: { value: 'confirmed', source_value: 'accepted' },
      start_at: '2024-08-13T15:30:00.000Z',
      end_at: '2024-08-13T16:30:00.000Z',
      duration_minutes: 60,
      event_type_id: encodeCompositeId('1'),
      remote_event_type_id: '1',
      hosts: [{ id: encodeCompositeId('1'), remote_id: '1', name: 'Jane Doe', email: 'jane100@example.com', time_zone: 'America/Los_Angeles' }],
      attendees: [
        { name: 'John Doe', email: 'john@example.com', time_zone: 'America/New_York', phone_number: '+1234567890', language: 'en', no_show: false },
        { name: null, email: 'guest1@example.com', time_zone: null, phone_number: null, language: null, no_show: null },
        { name: null, email: 'guest2@example.com', time_zone: null, phone_number: null, language: null, no_show: null },
      ],
      location: 'https://example.com/meeting',
      meeting_url: 'https://example.com/recurring-meeting',
      cancellation_reason: null,
      rescheduled_from_id: encodeCompositeId('previous_uid_123'),
      created_at: '2024-08-13T15:30:00.000Z',
      updated_at: '2024-08-13T15:30:00.000Z',
      unified_custom_fields: {
        id: 123,
        cancelledByEmail: null,
        reschedulingReason: 'User rescheduled the event',
        eventType: { id: 1, slug: 'some-event' },
        absentHost: true,
        metadata: { key: 'value' },
        rating: 4,
        icsUid: 'ics_uid_123',
        bookingFieldsResponses: { customField: 'customValue' },
      },
    });
    expect(schedulingBookingSchema.parse(mapped)).toEqual(mapped);
  });

  it('maps a cancelled booking at an address, with an absent attendee and no dates', () => {
    const mapped = mapBooking(cancelled as unknown as CalcomBooking);
    expect(mapped).toMatchObject({
      description: null,
      status: { value: 'cancelled', source_value: 'cancelled' },
      location: 'Main office, 1 Example Street',
      meeting_url: null,
      cancellation_reason: 'User requested cancellation',
      hosts: [{ email: null }],
      attendees: [{ name: 'John Doe', email: null, no_show: true }],
      created_at: null,
      updated_at: null,
      rescheduled_from_id: null,
    });
    expect(schedulingBookingSchema.parse(mapped)).toEqual(mapped);
  });

  it('keeps a status Cal.com adds later as unmapped, and rejected as rejected', () => {
    expect(mapBooking({ ...(accepted as unknown as CalcomBooking), status: 'awaiting_host' }).status).toEqual({
      value: 'unmapped_value',
      source_value: 'awaiting_host',
    });
    expect(mapBooking({ ...(accepted as unknown as CalcomBooking), status: 'rejected' }).status?.value).toBe('rejected');
    expect(mapBooking({ ...(accepted as unknown as CalcomBooking), status: 'pending' }).status?.value).toBe('pending');
  });
});
