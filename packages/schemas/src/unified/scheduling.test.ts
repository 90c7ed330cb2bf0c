import { describe, expect, it } from 'vitest';
import { coreUnifiedResources } from '../catalogue/core-resources.js';
import { UnifiedCatalogue } from '../catalogue/unified-catalogue.js';
import { schedulingBookingCancelSchema, schedulingBookingCreateSchema, schedulingBookingSchema, schedulingSlotSchema } from './scheduling.js';

const booking = {
  id: 'c28xIQaWQ6YWJj',
  remote_id: 'abc',
  title: 'Intro call between Ada and Bob',
  description: null,
  status: { value: 'confirmed', source_value: 'accepted' },
  start_at: '2026-03-02T09:00:00.000Z',
  end_at: '2026-03-02T09:30:00.000Z',
  duration_minutes: 30,
  event_type_id: 'c28xIQaWQ6MQ',
  remote_event_type_id: '1',
  hosts: [{ id: 'c28xIQaWQ6MTA', remote_id: '10', name: 'Ada', email: 'ada@example.com', time_zone: 'Europe/London' }],
  attendees: [{ name: 'Bob', email: 'bob@example.com', time_zone: 'America/New_York', phone_number: null, language: 'en', no_show: false }],
  location: 'https://app.cal.com/video/abc',
  meeting_url: 'https://app.cal.com/video/abc',
  cancellation_reason: null,
  rescheduled_from_id: null,
  created_at: '2026-02-20T10:00:00.000Z',
  updated_at: null,
  unified_custom_fields: { id: 42 },
};

describe('scheduling models', () => {
  it('reads a booking with its hosts and attendees, and an unmapped status', () => {
    expect(schedulingBookingSchema.parse(booking)).toEqual(booking);
    const unmapped = { ...booking, status: { value: 'unmapped_value', source_value: 'awaiting_host' } };
    expect(schedulingBookingSchema.parse(unmapped).status?.value).toBe('unmapped_value');
    expect(schedulingBookingSchema.safeParse({ ...booking, status: { value: 'accepted', source_value: 'accepted' } }).success).toBe(false);
    expect(schedulingBookingSchema.safeParse({ ...booking, start_at: '2026-03-02 09:00' }).success).toBe(false);
  });

  it('reads a slot named by its start', () => {
    const slot = {
      id: 'c28xIQ...',
      remote_id: '2026-03-02T09:00:00.000Z',
      event_type_id: 'c28xIQaWQ6MQ',
      remote_event_type_id: '1',
      start_at: '2026-03-02T09:00:00.000Z',
      end_at: '2026-03-02T09:30:00.000Z',
    };
    expect(schedulingSlotSchema.parse(slot)).toEqual(slot);
  });

  it('takes a booking create body with its attendees, every field nullable', () => {
    const body = {
      event_type_id: '1',
      start_at: '2026-03-02T09:00:00Z',
      attendees: [{ name: ' Bob ', email: 'bob@example.com', time_zone: 'America/New_York' }, { email: 'guest@example.com' }],
    };
    expect(schedulingBookingCreateSchema.parse(body).attendees?.[0]?.name).toBe('Bob');
    expect(schedulingBookingCreateSchema.parse({ location: null, duration_minutes: null })).toEqual({ location: null, duration_minutes: null });
    expect(schedulingBookingCreateSchema.safeParse({ attendees: [] }).success).toBe(false);
    expect(schedulingBookingCreateSchema.safeParse({ attendees: [{ email: 'not an email' }] }).success).toBe(false);
    expect(schedulingBookingCreateSchema.safeParse({ start_at: '2026-03-02' }).success).toBe(false);
    expect(schedulingBookingCancelSchema.parse({ reason: 'Ill' })).toEqual({ reason: 'Ill' });
  });
});

describe('scheduling catalogue', () => {
  it('serves event types, their slots and bookings with a cancel command', () => {
    const catalogue = new UnifiedCatalogue(coreUnifiedResources);
    const scheduling = catalogue.list().filter((resource) => resource.category === 'scheduling');
    expect(scheduling.map((resource) => [resource.path, Object.keys(resource.operations).sort()])).toEqual([
      ['/unified/scheduling/event_types', ['get', 'list']],
      ['/unified/scheduling/event_types/{id}/slots', ['list']],
      ['/unified/scheduling/bookings', ['commands', 'create', 'get', 'list']],
    ]);
    const bookings = catalogue.get('scheduling.bookings')!;
    expect(bookings.supports('cancel')).toBe(true);
    expect(bookings.operation('cancel')).toBe('scheduling.bookings.cancel');
    expect(bookings.pathParameters('cancel')).toEqual(['id']);
    expect(bookings.filters).toEqual(['updated_after', 'status', 'start_after', 'start_before', 'event_type_id']);
    expect(catalogue.get('scheduling.event_type_slots')?.nested).toBe(true);
  });
});
