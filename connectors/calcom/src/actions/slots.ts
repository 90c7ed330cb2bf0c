import { BadRequestError, dateTimeSchema, defineAction, paginateArray, subResourceListInputSchema, toRemoteId, z } from '@openunified/connector-sdk';
import { calcomHeaders } from '../calcom-api.js';
import { mapSlotRanges } from '../mappers/slot.js';
import type { CalcomEnvelope, CalcomSlotRanges } from '../provider-types.js';

const slotFilterSchema = z
  .object({
    start: dateTimeSchema.optional().describe('The earliest start (ISO 8601 with an offset); needed'),
    end: dateTimeSchema.optional().describe('The latest start (ISO 8601 with an offset); needed'),
  })
  .strict();

export const listEventTypeSlotsAction = defineAction({
  id: 'calcom_list_event_type_slots',
  label: 'List event type slots',
  description:
    'Lists the open slots of an event type between filter[start] and filter[end] (GET /v2/slots?eventTypeId=...&format=range). Cal.com answers the ' +
    'whole range at once: each page is one call, cut by the connector. Slots are not records that change, so updated_after is not applied.',
  tags: ['scheduling', 'event_type_slots'],
  schema_type: 'unified',
  unified: 'scheduling.event_type_slots.list',
  required_scopes: [],
  kind: 'list',
  input: subResourceListInputSchema(slotFilterSchema),
  async run({ input, http }) {
    const { start, end } = input.query.filter ?? {};
    if (!start || !end) throw new BadRequestError('filter[start] and filter[end] are needed: the slots of an event type are read between two instants');
    if (Date.parse(end) <= Date.parse(start)) throw new BadRequestError('filter[end] must be after filter[start]');
    const eventTypeId = toRemoteId(input.path.id);
    const { body } = await http.get<CalcomEnvelope<CalcomSlotRanges>>('/v2/slots', {
      query: { eventTypeId, start: new Date(start).toISOString(), end: new Date(end).toISOString(), format: 'range', timeZone: 'UTC' },
      headers: calcomHeaders('slots'),
    });
    const page = paginateArray(mapSlotRanges(eventTypeId, body.data ?? {}), input.query.page_size, input.query.cursor);
    return { data: page.data, next: page.next };
  },
});
