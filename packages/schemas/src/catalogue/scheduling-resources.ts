import {
  schedulingBookingCancelSchema,
  schedulingBookingCreateSchema,
  schedulingBookingSchema,
  schedulingEventTypeSchema,
  schedulingSlotSchema,
} from '../unified/scheduling.js';
import { defineUnifiedResource } from './define-unified-resource.js';

// The scheduling category (docs/unified/scheduling.md). Event types are what people book; their
// open slots are a sub-resource read between two instants; bookings carry their hosts and
// attendees, and are cancelled with a command rather than deleted (the provider keeps them).

export const schedulingEventTypesResource = defineUnifiedResource({
  category: 'scheduling',
  resource: 'event_types',
  path: '/unified/scheduling/event_types',
  noun: { one: 'event type', many: 'event types' },
  description: 'The kinds of meeting people can book, each with its length and booking page.',
  model: schedulingEventTypeSchema,
  operations: { list: {}, get: {} },
});

export const schedulingEventTypeSlotsResource = defineUnifiedResource({
  category: 'scheduling',
  resource: 'event_type_slots',
  path: '/unified/scheduling/event_types/{id}/slots',
  noun: { one: 'event type slot', many: 'event type slots' },
  description: 'The open times at which an event type can be booked, between filter[start] and filter[end] (ISO 8601 instants), earliest first.',
  model: schedulingSlotSchema,
  operations: { list: {} },
  filters: ['start', 'end'],
});

export const schedulingBookingsResource = defineUnifiedResource({
  category: 'scheduling',
  resource: 'bookings',
  path: '/unified/scheduling/bookings',
  noun: { one: 'booking', many: 'bookings' },
  description: 'Meetings booked on an event type, with their hosts and attendees. A booking is cancelled, not deleted.',
  model: schedulingBookingSchema,
  operations: {
    list: {},
    get: {},
    create: { body: schedulingBookingCreateSchema },
    commands: { cancel: { body: schedulingBookingCancelSchema, summary: 'Cancel a booking' } },
  },
  filters: ['status', 'start_after', 'start_before', 'event_type_id'],
});

export const schedulingResources = [schedulingEventTypesResource, schedulingEventTypeSlotsResource, schedulingBookingsResource] as const;
