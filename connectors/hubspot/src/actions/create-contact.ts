import { createInputSchema, crmContactCreateSchema, defineAction, encodeCompositeId } from '@openunified/connector-sdk';
import { toHubspotCompanyAssociations, toHubspotContactProperties } from '../mappers/contact-write.js';
import { hubspotObjectSchema, parseHubspotBody } from '../provider-schemas.js';
import { CONTACTS_WRITE_SCOPE } from '../scopes.js';

export const createContactAction = defineAction({
  id: 'hubspot_create_contact',
  label: 'Create contact',
  description:
    'Creates a HubSpot contact from a unified body; account_ids become company associations, the first one primary. ' +
    "HubSpot's validation errors (an invalid e-mail, an unknown property, an e-mail already taken) answer 400 with provider_errors.",
  tags: ['crm', 'contacts'],
  schema_type: 'unified',
  unified: 'crm.contacts.create',
  required_scopes: [CONTACTS_WRITE_SCOPE],
  kind: 'create',
  input: createInputSchema(crmContactCreateSchema),
  async run({ input, http }) {
    const { account_ids: accountIds, ...fields } = input.body;
    const response = await http.post('/crm/v3/objects/contacts', {
      json: { properties: toHubspotContactProperties(fields), associations: toHubspotCompanyAssociations(accountIds) },
    });
    const created = parseHubspotBody(hubspotObjectSchema, response.body, 'created contact');
    return { data: { id: encodeCompositeId(created.id), remote_id: created.id } };
  },
});
