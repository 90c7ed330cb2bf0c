import { pick, seededRandom } from '@openunified/connector-sdk/emulator';
import type { CalcomBooking, CalcomEventType, CalcomHost } from '../provider-types.js';

/**
 * The sandbox's Cal.com user: four event types (one hidden), a working week of Monday to Friday,
 * 09:00 to 17:00 UTC, and bookings on both sides of the day the emulator starts, some pending,
 * cancelled or rejected, each with one or two attendees.
 */

export const sandboxHost: CalcomHost = { id: 101, name: 'Sam Sandbox', email: 'sam@sandbox.cal.example', username: 'sam-sandbox', timeZone: 'UTC' };

/** The seeded schedule: weekdays (1 Monday .. 5 Friday) from 09:00 to 17:00 UTC. */
export const sandboxSchedule = { id: 1, name: 'Working hours', timeZone: 'UTC', days: [1, 2, 3, 4, 5], startMinute: 9 * 60, endMinute: 17 * 60 } as const;
export type Schedule = typeof sandboxSchedule;

const eventType = (id: number, title: string, slug: string, lengthInMinutes: number, extra: Partial<CalcomEventType> = {}): CalcomEventType => ({
  id,
  ownerId: sandboxHost.id,
  title,
  slug,
  description: `${title} with ${sandboxHost.name}.`,
  lengthInMinutes,
  lengthInMinutesOptions: [],
  locations: [{ type: 'integration', integration: 'cal-video' }],
  bookingFields: [],
  disableGuests: false,
  slotInterval: null,
  minimumBookingNotice: 0,
  beforeEventBuffer: 0,
  afterEventBuffer: 0,
  scheduleId: sandboxSchedule.id,
  hidden: false,
  requiresConfirmation: false,
  bookingUrl: `https://cal.com/${sandboxHost.username}/${slug}`,
  ...extra,
});

export function seedEventTypes(): CalcomEventType[] {
  return [
    eventType(1001, '15 min chat', '15min', 15),
    eventType(1002, '30 min intro call', '30min', 30),
    eventType(1003, 'Deep dive', 'deep-dive', 60, { lengthInMinutesOptions: [60, 90] }),
    eventType(1004, 'Partner review', 'partner-review', 45, { hidden: true, requiresConfirmation: true }),
  ];
}

const firstNames = ['Ada', 'Bob', 'Chloe', 'Dev', 'Emeka', 'Fatima', 'Goran', 'Hana', 'Ivan', 'Jun', 'Kofi', 'Lena'];
const lastNames = ['Okafor', 'Lindqvist', 'Tanaka', 'Moreau', 'Silva', 'Novak', 'Haddad', 'Kowalski'];
const timeZones = ['Europe/London', 'America/New_York', 'Asia/Tokyo', 'Europe/Berlin', 'America/Sao_Paulo'];

const DAY = 86_400_000;
const MINUTE = 60_000;

/** The weekdays from `anchor` (midnight UTC) `-spread` to `+spread` days, in order. */
function weekdaysAround(anchor: number, spread: number): number[] {
  const days: number[] = [];
  for (let offset = -spread; offset <= spread; offset += 1) {
    const day = anchor + offset * DAY;
    if ((sandboxSchedule.days as readonly number[]).includes(new Date(day).getUTCDay())) days.push(day);
  }
  return days;
}

export interface BookingSeedOptions {
  seed: number;
  count: number;
  /** Midnight UTC of the day the bookings are spread around. */
  anchor: number;
}

/** `count` bookings, two a weekday at most, never overlapping, spread around the anchor day. */
export function seedBookings(eventTypes: readonly CalcomEventType[], { seed, count, anchor }: BookingSeedOptions): CalcomBooking[] {
  const random = seededRandom(seed);
  const days = weekdaysAround(anchor, Math.ceil(count / 2) + 10);
  const middle = days.findIndex((day) => day >= anchor);
  // Alternate before and after the anchor day so both upcoming and past bookings exist.
  const order = days
    .map((day, index) => ({ day, distance: Math.abs(index - middle) }))
    .sort((left, right) => left.distance - right.distance || left.day - right.day);
  const bookable = eventTypes.filter((candidate) => !candidate.hidden);
  const bookings: CalcomBooking[] = [];
  for (let index = 0; index < count; index += 1) {
    const { day } = order[Math.floor(index / 2)]!;
    const type = index % 7 === 6 ? eventTypes.find((candidate) => candidate.hidden)! : bookable[index % bookable.length]!;
    const start = day + (index % 2 === 0 ? 10 * 60 : 14 * 60) * MINUTE;
    const end = start + type.lengthInMinutes * MINUTE;
    const first = pick(random, firstNames);
    const last = pick(random, lastNames);
    const status = index % 10 === 3 ? 'cancelled' : index % 10 === 7 ? 'rejected' : type.requiresConfirmation || index % 10 === 5 ? 'pending' : 'accepted';
    const createdAt = start - (3 + Math.floor(random() * 10)) * DAY;
    const updatedAt = status === 'accepted' ? createdAt : createdAt + DAY;
    const email = `${first}.${last}@example.com`.toLowerCase();
    const attendees = [{ name: `${first} ${last}`, email, displayEmail: email, timeZone: pick(random, timeZones), language: 'en', absent: false }];
    bookings.push({
      id: 5000 + index,
      uid: `bk${String(index + 1).padStart(4, '0')}${Math.floor(random() * 0xffffff)
        .toString(16)
        .padStart(6, '0')}`,
      title: `${type.title} between ${sandboxHost.name} and ${first} ${last}`,
      description: index % 3 === 0 ? `Notes from ${first}: looking forward to it.` : '',
      hosts: [sandboxHost],
      status,
      ...(status === 'cancelled' && { cancellationReason: 'Something came up', cancelledByEmail: email }),
      ...(status === 'rejected' && { cancellationReason: 'Outside partner hours' }),
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      duration: type.lengthInMinutes,
      eventTypeId: type.id,
      eventType: { id: type.id, slug: type.slug },
      meetingUrl: `https://app.cal.com/video/${index + 1}`,
      location: `https://app.cal.com/video/${index + 1}`,
      absentHost: false,
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: new Date(updatedAt).toISOString(),
      metadata: {},
      attendees,
      guests: index % 4 === 1 ? [`guest${index}@example.com`] : [],
      bookingFieldsResponses: { name: `${first} ${last}`, email, notes: '' },
    });
  }
  return bookings;
}
