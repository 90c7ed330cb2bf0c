import { defineAction, syncParamsSchema, z } from '@openunified/connector-sdk';
import { parseHubspotBody } from '../provider-schemas.js';

const accountDetailsSchema = z.looseObject({ portalId: z.number(), timeZone: z.string().nullish(), uiDomain: z.string().nullish() });

export const getAccountDetailsAction = defineAction({
  id: 'hubspot_get_account_details',
  label: 'Get account details',
  description:
    'Gets the HubSpot account the credentials belong to (portal id, time zone, currency, data hosting location) as HubSpot ' +
    'returns it. The connect page runs it to check a private app access token before linking.',
  tags: ['crm', 'account'],
  schema_type: 'native',
  required_scopes: [],
  kind: 'other',
  input: syncParamsSchema,
  async run({ http }) {
    const response = await http.get('/account-info/v3/details');
    return { data: parseHubspotBody(accountDetailsSchema, response.body, 'account details') };
  },
});
