import {
  BadRequestError,
  createInputSchema,
  dateTimeSchema,
  defineAction,
  getInputSchema,
  listInputSchema,
  parseOffsetCursor,
  type QueryValue,
  schedulingBookingCancelSchema,
  schedulingBookingCreateSchema,
  toRemoteId,
  updateInputSchema,
  z,
} from '@openunified/connector-sdk';
import { calcomHeaders } from '../calcom-api.js';
import { mapBooking } from '../mappers/booking.js';
import { toCalcomBookingInput } from '../mappers/booking-write.js';
import { calcomId } from '../mappers/ids.js';
import type { CalcomBooking, CalcomBookingList, CalcomEnvelope } from '../provider-types.js';

/** Cal.com's `status` filter words; `pending` is taken for `unconfirmed`, the unified word for it. */
const calcomListStatuses = ['upcoming', 'recurring', 'past', 'cancelled', 'unconfirmed'] as const;
const statusAliases: Readonly<Record<string, string>> = { pending: 'unconfirmed' };

/** `status=past,cancelled` or a repeated key: Cal.com takes several statuses comma-separated. */
function calcomStatuses(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  const words = (Array.isArray(value) ? value : [value])
    .flatMap((entry) => entry.split(','))
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  const statuses = words.map((word) => statusAliases[word] ?? word);
  const unknown = statuses.filter((status) => !(calcomListStatuses as readonly string[]).includes(status));
  if (unknown.length > 0) {
    throw new BadRequestError(`filter[status]: Cal.com lists bookings by ${[...calcomListStatuses, 'pending'].join(', ')}; not ${unknown.join(', ')}`);
  }
  return [...new Set(statuses)].join(',');
}

const bookingFilterSchema = z
  .object({
    status: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .describe('upcoming, recurring, past, cancelled, unconfirmed (or pending); comma-separated for several'),
    start_after: dateTimeSchema.optional().describe("Bookings starting after this instant (Cal.com's afterStart)"),
    start_before: dateTimeSchema.optional().describe("Bookings ending before this instant (Cal.com's beforeEnd)"),
    event_type_id: z.string().min(1).optional().describe('Bookings of this event type (unified or Cal.com id)'),
  })
  .strict();

/** Cal.com documents `take` from 1; 100 keeps a page within what the unified routes answer. */
const MAX_TAKE = 100;

export const listBookingsAction = defineAction({
  id: 'calcom_list_bookings',
  label: 'List bookings',
  description:
    "Lists bookings, earliest start first (GET /v2/bookings, take/skip: one call per page). filter[status] is Cal.com's status (upcoming, recurring, past, " +
    'cancelled, unconfirmed; pending means unconfirmed), start_after its afterStart, start_before its beforeEnd, event_type_id its eventTypeId, ' +
    'updated_after its afterUpdatedAt.',
  tags: ['scheduling', 'bookings'],
  schema_type: 'unified',
  unified: 'scheduling.bookings.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(bookingFilterSchema, { maxPageSize: MAX_TAKE }),
  async run({ input, http }) {
    const { page_size: take, cursor, filter, updated_after: updatedAfter } = input.query;
    const skip = parseOffsetCursor(cursor);
    const query: Record<string, QueryValue> = {
      take,
      skip,
      sortStart: 'asc',
      status: calcomStatuses(filter?.status),
      afterStart: filter?.start_after,
      beforeEnd: filter?.start_before,
      eventTypeId: filter?.event_type_id === undefined ? undefined : toRemoteId(filter.event_type_id),
      afterUpdatedAt: updatedAfter,
    };
    const { body } = await http.get<CalcomBookingList>('/v2/bookings', { query, headers: calcomHeaders('bookings') });
    const bookings = body.data ?? [];
    const more = body.pagination ? body.pagination.hasNextPage : bookings.length === take;
    return { data: bookings.map(mapBooking), next: more && bookings.length > 0 ? String(skip + bookings.length) : null };
  },
});

export const getBookingAction = defineAction({
  id: 'calcom_get_booking',
  label: 'Get booking',
  description: 'Reads one booking by unified id or Cal.com uid (GET /v2/bookings/{bookingUid}).',
  tags: ['scheduling', 'bookings'],
  schema_type: 'unified',
  unified: 'scheduling.bookings.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const uid = encodeURIComponent(toRemoteId(input.path.id));
    const { body } = await http.get<CalcomEnvelope<CalcomBooking>>(`/v2/bookings/${uid}`, { headers: calcomHeaders('bookings') });
    return { data: mapBooking(body.data) };
  },
});

export const createBookingAction = defineAction({
  id: 'calcom_create_booking',
  label: 'Create booking',
  description:
    'Books an event type at one of its slots for the first attendee, the others invited as guests (POST /v2/bookings). Cal.com refuses a start that is not an open slot.',
  tags: ['scheduling', 'bookings'],
  schema_type: 'unified',
  unified: 'scheduling.bookings.create',
  required_scopes: [],
  kind: 'create',
  input: createInputSchema(schedulingBookingCreateSchema),
  async run({ input, http }) {
    const { body } = await http.post<CalcomEnvelope<CalcomBooking | CalcomBooking[]>>('/v2/bookings', {
      json: toCalcomBookingInput(input.body),
      headers: calcomHeaders('bookings'),
    });
    // A recurring event type answers every occurrence; the first one names the booking.
    const created = Array.isArray(body.data) ? body.data[0]! : body.data;
    return { data: { id: calcomId(created.uid)!, remote_id: created.uid } };
  },
});

export const cancelBookingAction = defineAction({
  id: 'calcom_cancel_booking',
  label: 'Cancel booking',
  description: 'Cancels a booking, with the reason sent to its attendees (POST /v2/bookings/{bookingUid}/cancel). Cal.com keeps the cancelled booking.',
  tags: ['scheduling', 'bookings'],
  schema_type: 'unified',
  unified: 'scheduling.bookings.cancel',
  required_scopes: [],
  kind: 'command',
  input: updateInputSchema(schedulingBookingCancelSchema),
  async run({ input, http }) {
    const uid = toRemoteId(input.path.id);
    const { body } = await http.post<CalcomEnvelope<CalcomBooking>>(`/v2/bookings/${encodeURIComponent(uid)}/cancel`, {
      json: { ...(input.body.passthrough ?? {}), ...(input.body.reason && { cancellationReason: input.body.reason }) },
      headers: calcomHeaders('bookings'),
    });
    const remoteId = body.data?.uid ?? uid;
    return { data: { id: calcomId(remoteId)!, remote_id: remoteId } };
  },
});
