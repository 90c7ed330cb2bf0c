import { defineAction, getInputSchema } from '@openunified/connector-sdk';
import { hubspotRecordId } from '../crm-objects.js';
import { mapList } from '../mappers/list.js';
import { hubspotListFetchResponseSchema, parseHubspotBody } from '../provider-schemas.js';
import { LISTS_READ_SCOPE } from '../scopes.js';

export const getListAction = defineAction({
  id: 'hubspot_get_list',
  label: 'Get list',
  description: 'Gets one HubSpot list (unified id or HubSpot list id) as a unified CRM list, with its member count.',
  tags: ['crm', 'lists'],
  schema_type: 'unified',
  unified: 'crm.lists.get',
  required_scopes: [LISTS_READ_SCOPE],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const listId = hubspotRecordId(input.path.id, 'list');
    const response = await http.get(`/crm/v3/lists/${listId}`);
    return { data: mapList(parseHubspotBody(hubspotListFetchResponseSchema, response.body, 'list').list) };
  },
});
