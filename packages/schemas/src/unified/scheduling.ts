import { z } from 'zod';
import { dateTimeSchema, enumValueSchema } from '../enum-value.js';

/**
 * Unified scheduling models (docs/unified/scheduling.md): the event types people book (a
 * "30 minute intro call"), the bookings made of them with their hosts and attendees, and the
 * open slots of an event type between two instants. The vendor's published API has no
 * scheduling models, so these follow the conventions of the other categories: `id` (unified) and
 * `remote_id` (the provider's) pairs, `{value, source_value}` enums with `unmapped_value`, ISO
 * 8601 date-times with an offset, and `unified_custom_fields` for provider fields without a
 * unified home. Every field but the ids may be null: providers do not record the same things.
 */

/**
 * `confirmed`: the booking holds its time; `pending`: it waits for the host to confirm it;
 * `cancelled`: called off by either side; `rejected`: a pending booking the host declined.
 */
export const schedulingBookingStatusValues = ['confirmed', 'pending', 'cancelled', 'rejected'] as const;
export type SchedulingBookingStatus = (typeof schedulingBookingStatusValues)[number];

const unifiedIdSchema = z.string().describe('Unified id (composite `c28xIQ...`)');
const remoteIdSchema = z.string().describe("The provider's id");
const unifiedCustomFields = z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home, keyed by their provider name');

export const schedulingEventTypeSchema = z.object({
  id: unifiedIdSchema,
  remote_id: remoteIdSchema,
  name: z.string().nullable().describe('What invitees see, e.g. "30 min intro call"'),
  slug: z.string().nullable().describe('The part of the booking page URL naming the event type'),
  description: z.string().nullable(),
  duration_minutes: z.number().nullable().describe('How long a booking of it lasts by default'),
  active: z.boolean().nullable().describe('False when the event type is hidden from the booking page'),
  booking_url: z.string().nullable().describe('The public page where it is booked'),
  owner_id: z.string().nullable().describe('Unified id of the user who owns the event type'),
  remote_owner_id: z.string().nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFields,
});
export type SchedulingEventType = z.infer<typeof schedulingEventTypeSchema>;

/** A user of the scheduling account who hosts a booking. */
export const schedulingHostSchema = z.object({
  id: z.string().nullable().describe('Unified id of the user'),
  remote_id: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  time_zone: z.string().nullable().describe('IANA time zone, e.g. "Europe/London"'),
});
export type SchedulingHost = z.infer<typeof schedulingHostSchema>;

/** Someone outside the account who booked, or was invited to, a booking. */
export const schedulingAttendeeSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  time_zone: z.string().nullable().describe('IANA time zone, e.g. "America/New_York"'),
  phone_number: z.string().nullable(),
  language: z.string().nullable().describe('ISO 639-1 code of the language of their e-mails, e.g. "en"'),
  no_show: z.boolean().nullable().describe('True when marked as absent from the meeting'),
});
export type SchedulingAttendee = z.infer<typeof schedulingAttendeeSchema>;

export const schedulingBookingSchema = z.object({
  id: unifiedIdSchema,
  remote_id: remoteIdSchema,
  title: z.string().nullable(),
  description: z.string().nullable(),
  status: enumValueSchema(schedulingBookingStatusValues).nullable(),
  start_at: dateTimeSchema.nullable(),
  end_at: dateTimeSchema.nullable(),
  duration_minutes: z.number().nullable(),
  event_type_id: z.string().nullable().describe('Unified id of the event type booked (a record of /unified/scheduling/event_types)'),
  remote_event_type_id: z.string().nullable(),
  hosts: z.array(schedulingHostSchema).nullable(),
  attendees: z.array(schedulingAttendeeSchema).nullable().describe('Who booked, first, then anyone else attending'),
  location: z.string().nullable().describe('Where it takes place: an address, a phone number or a video link'),
  meeting_url: z.string().nullable().describe('The video conference link, when there is one'),
  cancellation_reason: z.string().nullable(),
  rescheduled_from_id: z.string().nullable().describe('Unified id of the booking this one replaced when it was rescheduled'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFields,
});
export type SchedulingBooking = z.infer<typeof schedulingBookingSchema>;

/** An open time of an event type: a booking may start there. */
export const schedulingSlotSchema = z.object({
  id: unifiedIdSchema.describe('Unified id of the slot (its event type and start)'),
  remote_id: z.string().describe('The start instant as the provider gave it'),
  event_type_id: z.string().nullable().describe('Unified id of the event type'),
  remote_event_type_id: z.string().nullable(),
  start_at: dateTimeSchema.nullable(),
  end_at: dateTimeSchema.nullable(),
});
export type SchedulingSlot = z.infer<typeof schedulingSlotSchema>;

/** One attendee of a new booking. */
export const schedulingAttendeeWriteSchema = z.object({
  name: z.string().trim().min(1).nullish(),
  email: z.email().nullish(),
  time_zone: z.string().min(1).nullish().describe('IANA time zone; UTC when left out'),
  phone_number: z.string().min(1).nullish(),
  language: z.string().min(2).nullish(),
});
export type SchedulingAttendeeWrite = z.infer<typeof schedulingAttendeeWriteSchema>;

/** The body of `POST /unified/scheduling/bookings`. */
export const schedulingBookingCreateSchema = z.object({
  event_type_id: z.string().min(1).nullish().describe('The event type to book (unified or provider id)'),
  start_at: dateTimeSchema.nullish().describe('The start of the booking: one of the event type slots'),
  duration_minutes: z.number().int().positive().nullish().describe('Where the event type offers several lengths; its default otherwise'),
  attendees: z
    .array(schedulingAttendeeWriteSchema)
    .min(1)
    .nullish()
    .describe('Who books first (name and email needed), then anyone else invited (an email is enough)'),
  location: z.string().min(1).nullish(),
  passthrough: z.record(z.string(), z.unknown()).nullish().describe('Merged into the provider request as is'),
});
export type SchedulingBookingCreate = z.infer<typeof schedulingBookingCreateSchema>;

/** The body of `POST /unified/scheduling/bookings/{id}/cancel`. */
export const schedulingBookingCancelSchema = z.object({
  reason: z.string().min(1).nullish().describe('Why it is called off: sent to the attendees'),
  passthrough: z.record(z.string(), z.unknown()).nullish().describe('Merged into the provider request as is'),
});
export type SchedulingBookingCancel = z.infer<typeof schedulingBookingCancelSchema>;
