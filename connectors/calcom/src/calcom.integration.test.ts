import type { SchedulingBooking, SchedulingEventType, SchedulingSlot, SyncParams } from '@openunified/connector-sdk';
import { encodeCompositeId } from '@openunified/connector-sdk';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calcomApiVersions } from './calcom-api.js';
import { CALCOM_SANDBOX_API_KEY, type RunningCalcomEmulator, startCalcomEmulator } from './emulator/index.js';
import { calcomConnector } from './index.js';

const DAY = 86_400_000;
// A fixed Wednesday noon, so the seeded week and its slots are the same on every run.
const NOW = Date.parse('2026-03-04T12:00:00Z');

let emulator: RunningCalcomEmulator;
beforeAll(async () => {
  emulator = await startCalcomEmulator({ now: () => NOW, rateLimit: false });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.clearRequests();
  emulator.clearFaults();
});

const run = (actionId: string, input: SyncParams, credentials: Record<string, string> = emulator.sandboxCredentials) =>
  runAction(calcomConnector, actionId, input, { originOverride: emulator.url, credentials });
const calls = (path: string, method = 'GET') => emulator.requests.filter((request) => request.path === path && request.method === method);

async function drain<Item>(actionId: string, input: SyncParams & { query: Record<string, unknown> }): Promise<Item[]> {
  const records: Item[] = [];
  let cursor: string | undefined;
  do {
    const page = await run(actionId, { ...input, query: { ...input.query, ...(cursor && { cursor }) } });
    records.push(...(page.data as Item[]));
    cursor = (page.next as string | null) ?? undefined;
  } while (cursor);
  return records;
}

describe('event types', () => {
  it('lists every event type, paged by the connector from one unpaged call per page, with the version header', async () => {
    const types = await drain<SchedulingEventType>('calcom_list_event_types', { query: { page_size: 3 } });
    expect(types.map((type) => [type.name, type.duration_minutes, type.active])).toEqual([
      ['15 min chat', 15, true],
      ['30 min intro call', 30, true],
      ['Deep dive', 60, true],
      ['Partner review', 45, false],
    ]);
    expect(calls('/v2/event-types')).toHaveLength(2);
    expect(calls('/v2/event-types').every((request) => request.headers['cal-api-version'] === calcomApiVersions.eventTypes)).toBe(true);
    expect(calls('/v2/event-types')[0]!.headers.authorization).toBe(`Bearer ${CALCOM_SANDBOX_API_KEY}`);
  });

  it('reads one by unified or Cal.com id, and answers an unknown one with a 404', async () => {
    expect(((await run('calcom_get_event_type', { path: { id: encodeCompositeId('1002') } })).data as SchedulingEventType).slug).toBe('30min');
    expect(((await run('calcom_get_event_type', { path: { id: '1003' } })).data as SchedulingEventType).name).toBe('Deep dive');
    const error = await expectApiError(run('calcom_get_event_type', { path: { id: '999' } }));
    expect(error.statusCode).toBe(404);
    expect(error.providerErrors?.[0]).toMatchObject({
      status: 404,
      raw: { status: 'error', error: { code: 'NotFoundException', message: 'Event type with id=999 not found' } },
    });
  });
});

describe('slots', () => {
  const slotsOf = (id: string, start: string, end: string, page_size = 100) =>
    drain<SchedulingSlot>('calcom_list_event_type_slots', { path: { id }, query: { page_size, filter: { start, end } } });

  it('computes the open slots of the seeded working week, leaving out the past and the times bookings hold', async () => {
    // Thursday 5 March 2026: 09:00 to 17:00 UTC in 30-minute steps, less the seeded bookings of the day.
    const slots = await slotsOf('1002', '2026-03-05T00:00:00Z', '2026-03-05T23:59:59Z');
    const held = emulator.account.bookings.filter((booking) => booking.start.startsWith('2026-03-05') && ['accepted', 'pending'].includes(booking.status));
    expect(held.length).toBeGreaterThan(0);
    expect(slots.length).toBe(16 - held.reduce((taken, booking) => taken + Math.ceil(booking.duration / 30), 0));
    for (const booking of held) expect(slots.some((slot) => slot.start_at === booking.start)).toBe(false);
    expect(slots[0]).toMatchObject({ event_type_id: encodeCompositeId('1002'), remote_event_type_id: '1002' });
    expect(slots.every((slot) => Date.parse(slot.end_at!) - Date.parse(slot.start_at!) === 30 * 60_000)).toBe(true);
    // Wednesday afternoon only (it is noon), nothing on the weekend.
    const week = await slotsOf('1001', '2026-03-04T00:00:00Z', '2026-03-08T23:59:59Z');
    expect(week.every((slot) => Date.parse(slot.start_at!) >= NOW)).toBe(true);
    expect(week.some((slot) => slot.start_at!.startsWith('2026-03-07') || slot.start_at!.startsWith('2026-03-08'))).toBe(false);
    const request = calls('/v2/slots').at(-1)!;
    expect(new URLSearchParams(request.query).get('format')).toBe('range');
    expect(request.headers['cal-api-version']).toBe(calcomApiVersions.slots);
  });

  it('pages one range by one call per page', async () => {
    const all = await slotsOf('1001', '2026-03-09T00:00:00Z', '2026-03-09T23:59:59Z');
    emulator.clearRequests();
    const paged = await slotsOf('1001', '2026-03-09T00:00:00Z', '2026-03-09T23:59:59Z', 10);
    expect(paged).toEqual(all);
    expect(calls('/v2/slots')).toHaveLength(Math.ceil(all.length / 10));
  });

  it('needs the two instants, in order', async () => {
    await expect(run('calcom_list_event_type_slots', { path: { id: '1001' }, query: { filter: { start: '2026-03-09T00:00:00Z' } } })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      run('calcom_list_event_type_slots', { path: { id: '1001' }, query: { filter: { start: '2026-03-09T10:00:00Z', end: '2026-03-09T09:00:00Z' } } }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(calls('/v2/slots')).toHaveLength(0);
  });
});

describe('bookings', () => {
  it('lists every booking with take/skip, one call per page, earliest start first', async () => {
    const bookings = await drain<SchedulingBooking>('calcom_list_bookings', { query: { page_size: 7 } });
    expect(bookings.length).toBe(emulator.account.bookings.length);
    expect(new Set(bookings.map((booking) => booking.remote_id)).size).toBe(bookings.length);
    const starts = bookings.map((booking) => Date.parse(booking.start_at!));
    expect([...starts].sort((left, right) => left - right)).toEqual(starts);
    const pages = calls('/v2/bookings');
    expect(pages).toHaveLength(Math.ceil(bookings.length / 7));
    expect(pages.map((request) => new URLSearchParams(request.query).get('skip'))).toEqual(pages.map((_, index) => String(index * 7)));
    expect(pages.every((request) => request.headers['cal-api-version'] === calcomApiVersions.bookings)).toBe(true);
    const withGuest = bookings.find((booking) => (booking.attendees ?? []).length > 1)!;
    expect(withGuest.attendees![1]).toMatchObject({ name: null, email: expect.stringMatching(/^guest\d+@example\.com$/) });
    expect(bookings[0]!.hosts).toEqual([
      { id: encodeCompositeId('101'), remote_id: '101', name: 'Sam Sandbox', email: 'sam@sandbox.cal.example', time_zone: 'UTC' },
    ]);
  });

  it("filters by Cal.com's statuses, pending meaning unconfirmed", async () => {
    const list = (status: string) => drain<SchedulingBooking>('calcom_list_bookings', { query: { page_size: 100, filter: { status } } });
    const cancelled = await list('cancelled');
    expect(cancelled.length).toBeGreaterThan(0);
    expect(new Set(cancelled.map((booking) => booking.status?.value))).toEqual(new Set(['cancelled', 'rejected']));
    const pending = await list('pending');
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((booking) => booking.status?.value === 'pending' && Date.parse(booking.end_at!) >= NOW)).toBe(true);
    expect(new URLSearchParams(calls('/v2/bookings').at(-1)!.query).get('status')).toBe('unconfirmed');
    const upcoming = await list('upcoming');
    const past = await list('past');
    expect(upcoming.every((booking) => Date.parse(booking.end_at!) >= NOW)).toBe(true);
    expect(past.every((booking) => Date.parse(booking.end_at!) <= NOW)).toBe(true);
    expect(upcoming.length + past.length + cancelled.length).toBe(emulator.account.bookings.length);
    expect((await list('past,cancelled')).length).toBe(past.length + cancelled.length);
    await expect(list('confirmed')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('filters by start, event type and update time', async () => {
    const start_after = '2026-03-04T00:00:00Z';
    const start_before = '2026-03-10T00:00:00Z';
    const within = await drain<SchedulingBooking>('calcom_list_bookings', { query: { page_size: 100, filter: { start_after, start_before } } });
    expect(within.length).toBeGreaterThan(0);
    expect(within.every((booking) => booking.start_at! >= '2026-03-04' && booking.end_at! <= '2026-03-10')).toBe(true);
    expect(new URLSearchParams(calls('/v2/bookings').at(-1)!.query).get('afterStart')).toBe(start_after);
    const ofType = await drain<SchedulingBooking>('calcom_list_bookings', { query: { page_size: 100, filter: { event_type_id: encodeCompositeId('1003') } } });
    expect(ofType.length).toBeGreaterThan(0);
    expect(ofType.every((booking) => booking.remote_event_type_id === '1003')).toBe(true);
    const updatedAfter = '2026-03-01T00:00:00Z';
    const recent = await drain<SchedulingBooking>('calcom_list_bookings', { query: { page_size: 100, updated_after: updatedAfter } });
    expect(recent.every((booking) => booking.updated_at! >= updatedAfter)).toBe(true);
    expect(recent.length).toBeLessThan(emulator.account.bookings.length);
    expect(new URLSearchParams(calls('/v2/bookings').at(-1)!.query).get('afterUpdatedAt')).toBe(updatedAfter);
  });

  it('reads one by uid, and answers an unknown one with a 404', async () => {
    const [first] = emulator.account.bookings;
    const read = (await run('calcom_get_booking', { path: { id: encodeCompositeId(first!.uid) } })).data as SchedulingBooking;
    expect(read).toMatchObject({ remote_id: first!.uid, title: first!.title });
    const error = await expectApiError(run('calcom_get_booking', { path: { id: 'nope' } }));
    expect(error.statusCode).toBe(404);
    expect(error.message).toContain('Booking with uid=nope was not found');
  });

  it('books an open slot, which then is no longer open, and refuses a taken or closed one with a 400', async () => {
    const [slot] = await drain<SchedulingSlot>('calcom_list_event_type_slots', {
      path: { id: '1002' },
      query: { page_size: 100, filter: { start: '2026-03-11T00:00:00Z', end: '2026-03-11T23:59:59Z' } },
    });
    const body = {
      event_type_id: '1002',
      start_at: slot!.start_at,
      attendees: [{ name: 'Ada Lovelace', email: 'ada@example.com', time_zone: 'Europe/London' }, { email: 'babbage@example.com' }],
    };
    const created = (await run('calcom_create_booking', { body })).data as { id: string; remote_id: string };
    expect(calls('/v2/bookings', 'POST')[0]!.body).toContain('"guests":["babbage@example.com"]');
    const read = (await run('calcom_get_booking', { path: { id: created.id } })).data as SchedulingBooking;
    expect(read).toMatchObject({ status: { value: 'confirmed', source_value: 'accepted' }, start_at: slot!.start_at, duration_minutes: 30 });
    expect(read.attendees!.map((attendee) => attendee.email)).toEqual(['ada@example.com', 'babbage@example.com']);

    const taken = await expectApiError(run('calcom_create_booking', { body }));
    expect(taken.statusCode).toBe(400);
    expect(taken.message).toBe('User either already has booking at this time or is not available');
    expect(taken.providerErrors?.[0]).toMatchObject({ status: 400, raw: { status: 'error', error: { code: 'BadRequestException' } } });
    const weekend = await expectApiError(run('calcom_create_booking', { body: { ...body, start_at: '2026-03-14T10:00:00Z' } }));
    expect(weekend.statusCode).toBe(400);
  });

  it("answers Cal.com's validation errors as 400s with provider_errors", async () => {
    const error = await expectApiError(
      run('calcom_create_booking', {
        body: { event_type_id: '1002', start_at: '2026-03-11T10:00:00Z', attendees: [{ name: 'Ada', email: 'ada@example.com', time_zone: 'Mars/Olympus' }] },
      }),
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain('attendee.timeZone must be a valid IANA time zone');
    expect(error.providerErrors?.[0]?.raw).toMatchObject({ error: { details: { message: ['attendee.timeZone must be a valid IANA time zone'] } } });
    const unknownType = await expectApiError(
      run('calcom_create_booking', {
        body: { event_type_id: '4242', start_at: '2026-03-11T10:00:00Z', attendees: [{ name: 'Ada', email: 'ada@example.com' }] },
      }),
    );
    expect(unknownType.statusCode).toBe(404);
    const length = await expectApiError(
      run('calcom_create_booking', {
        body: { event_type_id: '1003', duration_minutes: 45, start_at: '2026-03-11T10:00:00Z', attendees: [{ name: 'Ada', email: 'ada@example.com' }] },
      }),
    );
    expect(length.statusCode).toBe(400);
  });

  it('books a pending booking on an event type that needs confirmation, at a length it offers', async () => {
    const firstSlot = async (id: string, day: string) =>
      (
        await drain<SchedulingSlot>('calcom_list_event_type_slots', {
          path: { id },
          query: { page_size: 100, filter: { start: `${day}T00:00:00Z`, end: `${day}T23:59:59Z` } },
        })
      )[0]!.start_at;
    const pendingStart = await firstSlot('1004', '2026-03-12');
    const created = (
      await run('calcom_create_booking', { body: { event_type_id: '1004', start_at: pendingStart, attendees: [{ name: 'Ada', email: 'ada@example.com' }] } })
    ).data as { id: string };
    expect(((await run('calcom_get_booking', { path: { id: created.id } })).data as SchedulingBooking).status?.value).toBe('pending');
    // 90 minutes fit where two 60-minute slots follow each other.
    const hours = (
      await drain<SchedulingSlot>('calcom_list_event_type_slots', {
        path: { id: '1003' },
        query: { page_size: 100, filter: { start: '2026-03-13T00:00:00Z', end: '2026-03-13T23:59:59Z' } },
      })
    ).map((slot) => Date.parse(slot.start_at!));
    const longStart = new Date(hours.find((start) => hours.includes(start + 3_600_000))!).toISOString();
    const longer = (
      await run('calcom_create_booking', {
        body: { event_type_id: '1003', duration_minutes: 90, start_at: longStart, attendees: [{ name: 'Ada', email: 'ada@example.com' }] },
      })
    ).data as { id: string };
    const read = (await run('calcom_get_booking', { path: { id: longer.id } })).data as SchedulingBooking;
    expect(Date.parse(read.end_at!) - Date.parse(read.start_at!)).toBe(90 * 60_000);
  });

  it('cancels a booking with its reason, frees its slot, and refuses to cancel it twice', async () => {
    const booking = emulator.account.bookings.find((candidate) => candidate.status === 'accepted' && Date.parse(candidate.start) > NOW)!;
    const result = await run('calcom_cancel_booking', { path: { id: encodeCompositeId(booking.uid) }, body: { reason: 'Double booked' } });
    expect(result.data).toEqual({ id: encodeCompositeId(booking.uid), remote_id: booking.uid });
    expect(JSON.parse(calls(`/v2/bookings/${booking.uid}/cancel`, 'POST')[0]!.body)).toEqual({ cancellationReason: 'Double booked' });
    const read = (await run('calcom_get_booking', { path: { id: booking.uid } })).data as SchedulingBooking;
    expect(read).toMatchObject({ status: { value: 'cancelled' }, cancellation_reason: 'Double booked' });
    const day = booking.start.slice(0, 10);
    const slots = await drain<SchedulingSlot>('calcom_list_event_type_slots', {
      path: { id: String(booking.eventTypeId) },
      query: { page_size: 100, filter: { start: `${day}T00:00:00Z`, end: `${day}T23:59:59Z` } },
    });
    expect(slots.some((slot) => slot.start_at === booking.start)).toBe(true);
    const again = await expectApiError(run('calcom_cancel_booking', { path: { id: booking.uid }, body: {} }));
    expect(again.statusCode).toBe(400);
    expect((await expectApiError(run('calcom_cancel_booking', { path: { id: 'nope' }, body: {} }))).statusCode).toBe(404);
  });
});

describe('errors and rate limits', () => {
  it('refuses a wrong key', async () => {
    const error = await expectApiError(run('calcom_list_event_types', { query: {} }, { api_key: 'cal_live_wrong' }));
    expect([400, 401]).toContain(error.statusCode);
    expect(error.message).toContain('Invalid API Key');
  });

  it('retries a 429 after Retry-After', async () => {
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 1, pathPrefix: '/v2/bookings', times: 1 });
    const page = await run('calcom_list_bookings', { query: { page_size: 5 } });
    expect(page.data).toHaveLength(5);
    expect(calls('/v2/bookings')).toHaveLength(2);
  });

  it("counts the key's requests like Cal.com, with its headers, and answers the one past the limit with a 429", async () => {
    const limited = await startCalcomEmulator({ rateLimit: { requests: 2, windowSeconds: 60 } });
    try {
      const direct = (path: string) =>
        fetch(`${limited.url}${path}`, { headers: { authorization: `Bearer ${CALCOM_SANDBOX_API_KEY}`, 'cal-api-version': calcomApiVersions.eventTypes } });
      const first = await direct('/v2/event-types');
      expect(first.headers.get('x-ratelimit-limit-default')).toBe('2');
      expect(first.headers.get('x-ratelimit-remaining-default')).toBe('1');
      await direct('/v2/event-types');
      const refused = await direct('/v2/event-types');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ status: 'error', error: { code: 'ThrottlerException' } });
      const unversioned = await fetch(`${limited.url}/v2/bookings`, { headers: { authorization: `Bearer ${CALCOM_SANDBOX_API_KEY}` } });
      expect([400, 429]).toContain(unversioned.status);
    } finally {
      await limited.close();
    }
  });

  it('refuses a call without the version header its endpoint needs', async () => {
    const response = await fetch(`${emulator.url}/v2/bookings`, { headers: { authorization: `Bearer ${CALCOM_SANDBOX_API_KEY}` } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: 'error',
      error: { code: 'BadRequestException', message: expect.stringContaining('cal-api-version') },
    });
  });
});

describe('the seeded account', () => {
  it('holds more than a page of bookings around the start day, with attendees', () => {
    const { bookings } = emulator.account;
    expect(bookings.length).toBeGreaterThanOrEqual(30);
    expect(bookings.some((booking) => Date.parse(booking.start) < NOW)).toBe(true);
    expect(bookings.some((booking) => Date.parse(booking.start) > NOW + DAY)).toBe(true);
    expect(bookings.every((booking) => booking.attendees.length > 0)).toBe(true);
  });
});
