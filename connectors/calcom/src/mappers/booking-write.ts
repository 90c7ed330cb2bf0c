import { BadRequestError, type SchedulingBookingCreate, toRemoteId } from '@openunified/connector-sdk';
import type { CalcomBookingInput } from '../provider-types.js';

/**
 * The unified create body to Cal.com's CreateBookingInput_2024_08_13: the first attendee is
 * Cal.com's `attendee` (name and email needed; UTC when no time zone is given), the others its
 * `guests` (their e-mails), `duration_minutes` its `lengthInMinutes`. Cal.com takes the start in
 * UTC. What Cal.com would refuse without saying which field is refused here.
 */
export function toCalcomBookingInput(body: SchedulingBookingCreate): CalcomBookingInput {
  const problems: string[] = [];
  const eventTypeId = body.event_type_id ? Number(toRemoteId(body.event_type_id)) : Number.NaN;
  if (!Number.isInteger(eventTypeId) || eventTypeId <= 0) problems.push('event_type_id: the id of a Cal.com event type is needed');
  if (!body.start_at) problems.push('start_at: the start of the booking is needed');
  const [booker, ...guests] = body.attendees ?? [];
  if (!booker?.name || !booker.email) problems.push('attendees[0]: the name and email of who books are needed');
  const guestEmails = guests.map((guest) => guest.email);
  if (guestEmails.some((email) => !email)) problems.push('attendees: every attendee after the first needs an email');
  if (problems.length > 0) throw new BadRequestError(problems.join('; '));
  return {
    ...(body.passthrough ?? {}),
    start: new Date(body.start_at!).toISOString(),
    eventTypeId,
    ...(body.duration_minutes && { lengthInMinutes: body.duration_minutes }),
    attendee: {
      name: booker!.name!,
      email: booker!.email!,
      timeZone: booker!.time_zone ?? 'UTC',
      ...(booker!.phone_number && { phoneNumber: booker!.phone_number }),
      ...(booker!.language && { language: booker!.language }),
    },
    ...(guestEmails.length > 0 && { guests: guestEmails as string[] }),
    ...(body.location && { location: body.location }),
  };
}
