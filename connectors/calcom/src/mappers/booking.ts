import {
  mapEnumValue,
  type SchedulingAttendee,
  type SchedulingBooking,
  type SchedulingBookingStatus,
  type SchedulingHost,
  toIsoDateTime,
  unmappedFields,
} from '@openunified/connector-sdk';
import type { CalcomAttendee, CalcomBooking, CalcomHost } from '../provider-types.js';
import { calcomId } from './ids.js';

/** Cal.com's booking statuses: `accepted` holds the time, `pending` waits for the host's confirmation. */
export const calcomBookingStatuses: Readonly<Record<string, SchedulingBookingStatus>> = {
  accepted: 'confirmed',
  pending: 'pending',
  cancelled: 'cancelled',
  rejected: 'rejected',
};

const mapped = new Set([
  'uid',
  'title',
  'description',
  'status',
  'start',
  'end',
  'duration',
  'eventTypeId',
  'hosts',
  'attendees',
  'guests',
  'location',
  'meetingUrl',
  'cancellationReason',
  'rescheduledFromUid',
  'createdAt',
  'updatedAt',
]);

const isUrl = (value: string | undefined): value is string => value !== undefined && /^https?:\/\//i.test(value);

function mapHost(host: CalcomHost): SchedulingHost {
  return { id: calcomId(host.id), remote_id: String(host.id), name: host.name ?? null, email: host.email ?? null, time_zone: host.timeZone ?? null };
}

function mapAttendee(attendee: CalcomAttendee): SchedulingAttendee {
  return {
    name: attendee.name ?? null,
    email: attendee.email ?? null,
    time_zone: attendee.timeZone ?? null,
    phone_number: attendee.phoneNumber ?? null,
    language: attendee.language ?? null,
    no_show: typeof attendee.absent === 'boolean' ? attendee.absent : null,
  };
}

/** Cal.com's attendees, then the guests (e-mails only) not already among them. */
function withGuests(booking: CalcomBooking): SchedulingAttendee[] {
  const attendees = (booking.attendees ?? []).map(mapAttendee);
  const known = new Set(attendees.map((attendee) => attendee.email?.toLowerCase()));
  const guests = (booking.guests ?? []).filter((email) => !known.has(email.toLowerCase()));
  return [...attendees, ...guests.map((email) => ({ name: null, email, time_zone: null, phone_number: null, language: null, no_show: null }))];
}

/**
 * BookingOutput_2024_08_13 to the unified booking. Its `uid` is the remote id: Cal.com reads and
 * cancels bookings by uid; the numeric `id` stays in `unified_custom_fields`, with `eventType`,
 * `metadata` and the booking form's answers. Guests (e-mails invited beside the attendees)
 * follow the attendees.
 */
export function mapBooking(booking: CalcomBooking): SchedulingBooking {
  const eventTypeId = booking.eventType?.id ?? booking.eventTypeId;
  const remoteEventTypeId = eventTypeId === null || eventTypeId === undefined ? null : String(eventTypeId);
  return {
    id: calcomId(booking.uid)!,
    remote_id: booking.uid,
    title: booking.title ?? null,
    description: booking.description || null,
    status: mapEnumValue(booking.status, calcomBookingStatuses),
    start_at: toIsoDateTime(booking.start),
    end_at: toIsoDateTime(booking.end),
    duration_minutes: booking.duration ?? null,
    event_type_id: calcomId(remoteEventTypeId),
    remote_event_type_id: remoteEventTypeId,
    hosts: (booking.hosts ?? []).map(mapHost),
    attendees: withGuests(booking),
    location: booking.location ?? booking.meetingUrl ?? null,
    meeting_url: booking.meetingUrl ?? (isUrl(booking.location) ? booking.location : null),
    cancellation_reason: booking.cancellationReason ?? null,
    rescheduled_from_id: calcomId(booking.rescheduledFromUid),
    created_at: toIsoDateTime(booking.createdAt),
    updated_at: toIsoDateTime(booking.updatedAt),
    unified_custom_fields: unmappedFields(booking, mapped),
  };
}
