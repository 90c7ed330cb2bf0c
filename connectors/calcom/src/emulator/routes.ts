import type { EmulatorRequest, EmulatorResponse, EmulatorRoute } from '@openunified/connector-sdk/emulator';
import { calcomApiVersions } from '../calcom-api.js';
import type { CalcomBooking, CalcomEventType } from '../provider-types.js';
import { holdsTime, openSlots } from './schedule.js';
import { type Schedule, sandboxHost } from './seed.js';

/** Cal.com's error body: `{status: "error", timestamp, path, error: {code, message, details}}`. */
export function calcomError(status: number, message: string, path = '', details?: unknown): EmulatorResponse {
  const code =
    status === 400
      ? 'BadRequestException'
      : status === 401
        ? 'UnauthorizedException'
        : status === 403
          ? 'ForbiddenException'
          : status === 404
            ? 'NotFoundException'
            : status === 429
              ? 'ThrottlerException'
              : 'InternalServerErrorException';
  return { status, body: { status: 'error', timestamp: new Date().toISOString(), path, error: { code, message, ...(details !== undefined && { details }) } } };
}

/** A class-validator refusal as Cal.com's ValidationPipe answers it. */
function validationError(path: string, messages: string[]): EmulatorResponse {
  return calcomError(400, messages.join(', '), path, { message: messages, error: 'Bad Request', statusCode: 400 });
}

const success = (data: unknown, extra: Record<string, unknown> = {}, status = 200): EmulatorResponse => ({
  status,
  body: { status: 'success', data, ...extra },
});

/** An ISO date (`2050-09-05`, the whole day) or date-time; undefined when neither. */
function readInstant(value: string | null, endOfDay: boolean): number | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T00:00:00Z`) + (endOfDay ? 86_399_999 : 0);
  const parsed = Date.parse(value);
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && Number.isFinite(parsed) ? parsed : undefined;
}

const isEmail = (value: unknown): value is string => typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const isTimeZone = (value: unknown): value is string => {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** What `GET /v2/bookings?status=...` keeps for each of Cal.com's list statuses. */
function statusFilter(status: string, now: number): (booking: CalcomBooking) => boolean {
  switch (status) {
    case 'upcoming':
      return (booking) => Date.parse(booking.end) >= now && holdsTime(booking);
    case 'recurring':
      return (booking) => Date.parse(booking.end) >= now && holdsTime(booking) && typeof booking.recurringBookingUid === 'string';
    case 'unconfirmed':
      return (booking) => Date.parse(booking.end) >= now && booking.status === 'pending';
    case 'past':
      return (booking) => Date.parse(booking.end) <= now && holdsTime(booking);
    default:
      return (booking) => booking.status === 'cancelled' || booking.status === 'rejected';
  }
}

const listStatuses = ['upcoming', 'recurring', 'past', 'cancelled', 'unconfirmed'];
const MAX_TAKE = 250;

/** The sandbox user's Cal.com: event types, bookings and the schedule their slots come from. */
export class CalcomEmulatorAccount {
  private nextBookingId: number;

  constructor(
    readonly eventTypes: CalcomEventType[],
    readonly bookings: CalcomBooking[],
    readonly schedule: Schedule,
    private readonly now: () => number,
  ) {
    this.nextBookingId = Math.max(5000, ...bookings.map((booking) => booking.id)) + 1;
  }

  routes(): EmulatorRoute[] {
    return [
      { method: 'GET', pattern: '/v2/event-types', handle: (request) => this.versioned(request, 'eventTypes', () => success(this.eventTypes)) },
      { method: 'GET', pattern: '/v2/event-types/:eventTypeId', handle: (request) => this.versioned(request, 'eventTypes', () => this.getEventType(request)) },
      { method: 'GET', pattern: '/v2/slots', handle: (request) => this.versioned(request, 'slots', () => this.slots(request)) },
      { method: 'GET', pattern: '/v2/bookings', handle: (request) => this.versioned(request, 'bookings', () => this.listBookings(request)) },
      { method: 'GET', pattern: '/v2/bookings/:bookingUid', handle: (request) => this.versioned(request, 'bookings', () => this.getBooking(request)) },
      { method: 'POST', pattern: '/v2/bookings', handle: (request) => this.versioned(request, 'bookings', () => this.createBooking(request)) },
      {
        method: 'POST',
        pattern: '/v2/bookings/:bookingUid/cancel',
        handle: (request) => this.versioned(request, 'bookings', () => this.cancelBooking(request)),
      },
    ];
  }

  /**
   * Cal.com picks an endpoint's shape by `cal-api-version`; this emulator serves only the
   * current version of each area and refuses the others rather than answer an old shape.
   */
  private versioned(request: EmulatorRequest, area: keyof typeof calcomApiVersions, handle: () => EmulatorResponse): EmulatorResponse {
    const version = request.headers['cal-api-version'];
    if (version !== calcomApiVersions[area]) {
      return calcomError(400, `cal-api-version header must be ${calcomApiVersions[area]} for ${request.path}; got ${version ?? 'none'}`, request.path);
    }
    return handle();
  }

  private findEventType(request: EmulatorRequest, raw: string | null | undefined): CalcomEventType | EmulatorResponse {
    if (!raw || !/^\d+$/.test(raw)) return calcomError(400, 'Validation failed (numeric string is expected)', request.path);
    const found = this.eventTypes.find((candidate) => candidate.id === Number(raw));
    return found ?? calcomError(404, `Event type with id=${raw} not found`, request.path);
  }

  private getEventType(request: EmulatorRequest): EmulatorResponse {
    const found = this.findEventType(request, request.params.eventTypeId);
    return 'slug' in found ? success(found) : found;
  }

  private slots(request: EmulatorRequest): EmulatorResponse {
    const found = this.findEventType(request, request.query.get('eventTypeId'));
    if (!('slug' in found)) return found;
    const from = readInstant(request.query.get('start'), false);
    const to = readInstant(request.query.get('end'), true);
    const problems = [
      ...(from === undefined ? ['start must be a valid ISO 8601 date string'] : []),
      ...(to === undefined ? ['end must be a valid ISO 8601 date string'] : []),
    ];
    if (problems.length > 0) return validationError(request.path, problems);
    if (to! < from!) return calcomError(400, 'End date must be after start date', request.path);
    const duration = request.query.get('duration');
    const ranges = openSlots(found, this.schedule, this.bookings, {
      from: from!,
      to: to!,
      now: this.now(),
      ...(duration && { lengthInMinutes: Number(duration) }),
    });
    const range = request.query.get('format') === 'range';
    const days: Record<string, unknown[]> = {};
    for (const slot of ranges) {
      const start = new Date(slot.start).toISOString();
      const day = start.slice(0, 10);
      days[day] = [...(days[day] ?? []), range ? { start, end: new Date(slot.end).toISOString() } : { start }];
    }
    return success(days);
  }

  private listBookings(request: EmulatorRequest): EmulatorResponse {
    const take = request.query.get('take') ?? '100';
    const skip = request.query.get('skip') ?? '0';
    const problems = [
      ...(/^\d+$/.test(take) && Number(take) >= 1 && Number(take) <= MAX_TAKE ? [] : [`take must not be greater than ${MAX_TAKE}`]),
      ...(/^\d+$/.test(skip) ? [] : ['skip must not be less than 0']),
    ];
    const statuses = (request.query.get('status') ?? '').split(',').filter(Boolean);
    const unknown = statuses.filter((status) => !listStatuses.includes(status));
    if (unknown.length > 0) problems.push(`each value in status must be one of the following values: ${listStatuses.join(', ')}`);
    const afterStart = readInstant(request.query.get('afterStart'), false);
    const beforeEnd = readInstant(request.query.get('beforeEnd'), true);
    const afterUpdatedAt = readInstant(request.query.get('afterUpdatedAt'), false);
    for (const name of ['afterStart', 'beforeEnd', 'afterUpdatedAt']) {
      if (request.query.get(name) && readInstant(request.query.get(name), false) === undefined) problems.push(`${name} must be a valid ISO 8601 date string`);
    }
    if (problems.length > 0) return validationError(request.path, problems);
    const now = this.now();
    const eventTypeId = request.query.get('eventTypeId');
    const filters = statuses.map((status) => statusFilter(status, now));
    const kept = this.bookings
      .filter((booking) => filters.length === 0 || filters.some((keep) => keep(booking)))
      .filter((booking) => afterStart === undefined || Date.parse(booking.start) >= afterStart)
      .filter((booking) => beforeEnd === undefined || Date.parse(booking.end) <= beforeEnd)
      .filter((booking) => afterUpdatedAt === undefined || Date.parse(booking.updatedAt ?? booking.createdAt ?? '') >= afterUpdatedAt)
      .filter((booking) => !eventTypeId || String(booking.eventTypeId) === eventTypeId);
    const descending = request.query.get('sortStart') === 'desc';
    kept.sort((left, right) => (Date.parse(left.start) - Date.parse(right.start)) * (descending ? -1 : 1) || left.id - right.id);
    const [size, offset] = [Number(take), Number(skip)];
    const data = kept.slice(offset, offset + size);
    const totalPages = Math.ceil(kept.length / size);
    const pagination = {
      totalItems: kept.length,
      remainingItems: Math.max(0, kept.length - offset - data.length),
      returnedItems: data.length,
      itemsPerPage: size,
      currentPage: Math.floor(offset / size) + 1,
      totalPages,
      hasNextPage: offset + data.length < kept.length,
      hasPreviousPage: offset > 0,
    };
    return success(data, { pagination });
  }

  private findBooking(request: EmulatorRequest): CalcomBooking | EmulatorResponse {
    const uid = request.params.bookingUid!;
    return this.bookings.find((booking) => booking.uid === uid) ?? calcomError(404, `Booking with uid=${uid} was not found in the database`, request.path);
  }

  private getBooking(request: EmulatorRequest): EmulatorResponse {
    const found = this.findBooking(request);
    return 'uid' in found ? success(found) : found;
  }

  private createBooking(request: EmulatorRequest): EmulatorResponse {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const attendee = (typeof body.attendee === 'object' && body.attendee !== null ? body.attendee : undefined) as Record<string, unknown> | undefined;
    const guests = body.guests;
    const problems = [
      ...(typeof body.start === 'string' && readInstant(body.start, false) !== undefined ? [] : ['start must be a valid ISO 8601 date string']),
      ...(Number.isInteger(body.eventTypeId) ? [] : ['eventTypeId must be an integer number']),
      ...(attendee ? [] : ['attendee should not be empty']),
      ...(attendee && !(typeof attendee.name === 'string' && attendee.name.trim() !== '') ? ['attendee.name must be a string'] : []),
      ...(attendee && !isEmail(attendee.email) ? ['attendee.email must be an email'] : []),
      ...(attendee && !isTimeZone(attendee.timeZone) ? ['attendee.timeZone must be a valid IANA time zone'] : []),
      ...(guests === undefined || (Array.isArray(guests) && guests.every(isEmail)) ? [] : ['each value in guests must be an email']),
    ];
    if (problems.length > 0) return validationError(request.path, problems);
    const eventType = this.eventTypes.find((candidate) => candidate.id === body.eventTypeId);
    if (!eventType) return calcomError(404, `Event type with id=${String(body.eventTypeId)} not found`, request.path);
    const length = body.lengthInMinutes === undefined ? eventType.lengthInMinutes : Number(body.lengthInMinutes);
    const lengths = [eventType.lengthInMinutes, ...(eventType.lengthInMinutesOptions ?? [])];
    if (!lengths.includes(length))
      return calcomError(400, `Provided lengthInMinutes=${length} is not one of the event type's lengths ${lengths.join(', ')}`, request.path);
    const start = readInstant(body.start as string, false)!;
    const open = openSlots(eventType, this.schedule, this.bookings, { from: start, to: start, now: this.now(), lengthInMinutes: length });
    if (open.length === 0) return calcomError(400, 'User either already has booking at this time or is not available', request.path);
    const id = this.nextBookingId++;
    const created = new Date(this.now()).toISOString();
    const booking: CalcomBooking = {
      id,
      uid: `bk${id.toString(36)}${Math.floor(start / 60_000).toString(36)}`,
      title: `${eventType.title} between ${sandboxHost.name} and ${String(attendee!.name)}`,
      description: '',
      hosts: [sandboxHost],
      status: eventType.requiresConfirmation ? 'pending' : 'accepted',
      start: new Date(start).toISOString(),
      end: new Date(start + length * 60_000).toISOString(),
      duration: length,
      eventTypeId: eventType.id,
      eventType: { id: eventType.id, slug: eventType.slug },
      meetingUrl: `https://app.cal.com/video/${id}`,
      location: typeof body.location === 'string' ? body.location : `https://app.cal.com/video/${id}`,
      absentHost: false,
      createdAt: created,
      updatedAt: created,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      attendees: [
        {
          name: String(attendee!.name),
          email: String(attendee!.email),
          displayEmail: String(attendee!.email),
          timeZone: String(attendee!.timeZone),
          ...(typeof attendee!.phoneNumber === 'string' && { phoneNumber: attendee!.phoneNumber }),
          language: typeof attendee!.language === 'string' ? attendee!.language : 'en',
          absent: false,
        },
      ],
      guests: (guests as string[] | undefined) ?? [],
      bookingFieldsResponses: { name: attendee!.name, email: attendee!.email, ...((body.bookingFieldsResponses as Record<string, unknown> | undefined) ?? {}) },
    };
    this.bookings.push(booking);
    return success(booking, {}, 201);
  }

  private cancelBooking(request: EmulatorRequest): EmulatorResponse {
    const found = this.findBooking(request);
    if (!('uid' in found)) return found;
    if (found.status === 'cancelled' || found.status === 'rejected') return calcomError(400, 'This booking has already been cancelled.', request.path);
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as { cancellationReason?: unknown };
    found.status = 'cancelled';
    if (typeof body.cancellationReason === 'string') found.cancellationReason = body.cancellationReason;
    found.updatedAt = new Date(this.now()).toISOString();
    return success(found);
  }
}
