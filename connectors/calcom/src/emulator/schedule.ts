import type { CalcomBooking, CalcomEventType } from '../provider-types.js';
import type { Schedule } from './seed.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Bookings that hold their time: accepted, and pending ones waiting for the host. */
export const holdsTime = (booking: CalcomBooking) => booking.status === 'accepted' || booking.status === 'pending';

export interface SlotRange {
  start: number;
  end: number;
}

/**
 * The open slots of an event type starting within [from, to]: every `slotInterval` (its length
 * by default) within the schedule's hours, at least `minimumBookingNotice` minutes from now, and
 * not overlapping a booking that holds its time, buffers included.
 */
export function openSlots(
  eventType: CalcomEventType,
  schedule: Schedule,
  bookings: readonly CalcomBooking[],
  range: { from: number; to: number; now: number; lengthInMinutes?: number },
): SlotRange[] {
  const length = (range.lengthInMinutes ?? eventType.lengthInMinutes) * MINUTE;
  const step = (eventType.slotInterval || eventType.lengthInMinutes) * MINUTE;
  const earliest = range.now + (eventType.minimumBookingNotice ?? 0) * MINUTE;
  const before = (eventType.beforeEventBuffer ?? 0) * MINUTE;
  const after = (eventType.afterEventBuffer ?? 0) * MINUTE;
  const busy = bookings.filter(holdsTime).map((booking) => ({ start: Date.parse(booking.start) - before, end: Date.parse(booking.end) + after }));
  const slots: SlotRange[] = [];
  for (let day = Math.floor(range.from / DAY) * DAY; day <= range.to; day += DAY) {
    if (!(schedule.days as readonly number[]).includes(new Date(day).getUTCDay())) continue;
    for (let start = day + schedule.startMinute * MINUTE; start + length <= day + schedule.endMinute * MINUTE; start += step) {
      if (start < range.from || start > range.to || start < earliest) continue;
      const end = start + length;
      if (busy.some((held) => start < held.end && end > held.start)) continue;
      slots.push({ start, end });
    }
  }
  return slots;
}
