import { crmContactUpdateSchema, defineAction, encodeCompositeId, updateInputSchema } from '@openunified/connector-sdk';
import { hubspotRecordId } from '../crm-objects.js';
import { toHubspotContactProperties } from '../mappers/contact-write.js';
import { hubspotObjectSchema, parseHubspotBody } from '../provider-schemas.js';
import { CONTACTS_WRITE_SCOPE } from '../scopes.js';

export const updateContactAction = defineAction({
  id: 'hubspot_update_contact',
  label: 'Update contact',
  description:
    'Updates a HubSpot contact (unified or HubSpot id) from a unified body: members sent change, null clears, members left ' +
    "out stay. HubSpot's validation errors answer 400 with provider_errors.",
  tags: ['crm', 'contacts'],
  schema_type: 'unified',
  unified: 'crm.contacts.update',
  required_scopes: [CONTACTS_WRITE_SCOPE],
  kind: 'update',
  input: updateInputSchema(crmContactUpdateSchema),
  async run({ input, http }) {
    const remoteId = hubspotRecordId(input.path.id, 'contact');
    const response = await http.patch(`/crm/v3/objects/contacts/${remoteId}`, { json: { properties: toHubspotContactProperties(input.body) } });
    const updated = parseHubspotBody(hubspotObjectSchema, response.body, 'updated contact');
    return { data: { id: encodeCompositeId(updated.id), remote_id: updated.id } };
  },
});
