import { defineAction, syncParamsSchema, z } from '@openunified/connector-sdk';
import { hubspotPropertiesResponseSchema, parseHubspotBody } from '../provider-schemas.js';
import { COMPANY_SCHEMAS_READ_SCOPE, CONTACT_SCHEMAS_READ_SCOPE } from '../scopes.js';

export const listPropertiesAction = defineAction({
  id: 'hubspot_list_properties',
  label: 'List properties',
  description:
    'Lists the property definitions of HubSpot contacts or companies as HubSpot returns them (name, label, type, options, ' +
    'hubspotDefined): what a client reads to know the names and types of the custom fields in unified_custom_fields.',
  tags: ['crm', 'properties'],
  schema_type: 'native',
  required_scopes: [CONTACT_SCHEMAS_READ_SCOPE, COMPANY_SCHEMAS_READ_SCOPE],
  kind: 'other',
  input: syncParamsSchema.extend({
    path: z.object({ object_type: z.enum(['contacts', 'companies']).describe('Whose properties: contacts or companies') }),
  }),
  async run({ input, http }) {
    const response = await http.get(`/crm/v3/properties/${input.path.object_type}`, { query: { archived: false } });
    return { data: parseHubspotBody(hubspotPropertiesResponseSchema, response.body, 'property list').results };
  },
});
