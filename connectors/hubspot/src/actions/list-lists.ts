import { BadRequestError, type CrmList, defineAction, listInputSchema, z } from '@openunified/connector-sdk';
import { LIST_OBJECT_TYPES, mapList } from '../mappers/list.js';
import { hubspotListSearchResponseSchema, parseHubspotBody } from '../provider-schemas.js';
import { LISTS_READ_SCOPE } from '../scopes.js';

const objectTypeIdByUnifiedType = Object.fromEntries(Object.entries(LIST_OBJECT_TYPES).map(([objectTypeId, type]) => [type, objectTypeId]));

export const listFilterSchema = z.strictObject({
  name: z.string().min(1).optional().describe('Only lists whose name contains this text (HubSpot list search query)'),
  type: z
    .string()
    .transform((type) => objectTypeIdByUnifiedType[type] ?? type)
    .refine((objectTypeId) => /^\d+-\d+$/.test(objectTypeId), {
      message: `must be one of ${Object.keys(objectTypeIdByUnifiedType).join(', ')} or a HubSpot object type id such as 0-1`,
    })
    .optional()
    .describe('Only lists of this kind: contacts, accounts, deals, tickets, or a HubSpot object type id (0-1)'),
});

function offsetOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  if (!/^\d{1,9}$/.test(cursor)) throw new BadRequestError(`cursor "${cursor}" is not a HubSpot list search offset`);
  return Number(cursor);
}

function updatedAfter(list: CrmList, threshold: string | undefined): boolean {
  return threshold === undefined || (list.updated_at !== null && Date.parse(list.updated_at) > Date.parse(threshold));
}

export const listListsAction = defineAction({
  id: 'hubspot_list_lists',
  label: 'List lists',
  description:
    'Lists HubSpot lists (segments of contacts, companies, deals, ...) as unified CRM lists through the list search, one call ' +
    'per page, offset paging. Filters: name, type. The list search cannot filter on modification time, so updated_after is ' +
    'applied to each page after fetching: a page may hold fewer lists than page_size.',
  tags: ['crm', 'lists'],
  schema_type: 'unified',
  unified: 'crm.lists.list',
  required_scopes: [LISTS_READ_SCOPE],
  kind: 'list',
  input: listInputSchema(listFilterSchema),
  async run({ input, http }) {
    const { cursor, page_size: pageSize, filter, updated_after: threshold } = input.query;
    const response = await http.post('/crm/v3/lists/search', {
      json: {
        offset: offsetOf(cursor),
        count: pageSize,
        additionalProperties: [],
        ...(filter?.name !== undefined && { query: filter.name }),
        ...(filter?.type !== undefined && { objectTypeId: filter.type }),
      },
      // A search reads: repeating it after a 429 or a 5xx changes nothing.
      idempotent: true,
    });
    const page = parseHubspotBody(hubspotListSearchResponseSchema, response.body, 'list search page');
    const lists = page.lists.map(mapList).filter((list) => updatedAfter(list, threshold));
    return { data: lists, next: page.hasMore ? String(page.offset) : null };
  },
});
