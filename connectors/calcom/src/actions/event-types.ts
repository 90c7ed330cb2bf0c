import { defineAction, getInputSchema, listInputSchema, paginateArray, toRemoteId, z } from '@openunified/connector-sdk';
import { calcomHeaders } from '../calcom-api.js';
import { mapEventType } from '../mappers/event-type.js';
import type { CalcomEnvelope, CalcomEventType } from '../provider-types.js';

export const listEventTypesAction = defineAction({
  id: 'calcom_list_event_types',
  label: 'List event types',
  description:
    "Lists the event types of the key's user (GET /v2/event-types). Cal.com answers them all at once, unpaged: each page is one call, cut by the connector. " +
    'Event types carry no update time, so updated_after is not applied.',
  tags: ['scheduling', 'event_types'],
  schema_type: 'unified',
  unified: 'scheduling.event_types.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(z.object({}).strict()),
  async run({ input, http }) {
    const { body } = await http.get<CalcomEnvelope<CalcomEventType[]>>('/v2/event-types', { headers: calcomHeaders('eventTypes') });
    const page = paginateArray(body.data, input.query.page_size, input.query.cursor);
    return { data: page.data.map(mapEventType), next: page.next };
  },
});

export const getEventTypeAction = defineAction({
  id: 'calcom_get_event_type',
  label: 'Get event type',
  description: 'Reads one event type by unified or Cal.com id (GET /v2/event-types/{eventTypeId}).',
  tags: ['scheduling', 'event_types'],
  schema_type: 'unified',
  unified: 'scheduling.event_types.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const id = encodeURIComponent(toRemoteId(input.path.id));
    const { body } = await http.get<CalcomEnvelope<CalcomEventType>>(`/v2/event-types/${id}`, { headers: calcomHeaders('eventTypes') });
    return { data: mapEventType(body.data) };
  },
});
