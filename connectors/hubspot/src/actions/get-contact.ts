import { defineAction, getInputSchema } from '@openunified/connector-sdk';
import { CONTACTS, getMapped } from '../crm-objects.js';
import { mapContact } from '../mappers/contact.js';
import { CONTACT_SCHEMAS_READ_SCOPE, CONTACTS_READ_SCOPE } from '../scopes.js';

export const getContactAction = defineAction({
  id: 'hubspot_get_contact',
  label: 'Get contact',
  description: 'Gets one HubSpot contact (unified or HubSpot id) as a unified CRM contact, custom properties in unified_custom_fields.',
  tags: ['crm', 'contacts'],
  schema_type: 'unified',
  unified: 'crm.contacts.get',
  required_scopes: [CONTACTS_READ_SCOPE, CONTACT_SCHEMAS_READ_SCOPE],
  kind: 'get',
  input: getInputSchema(),
  run: (context) => getMapped(context, CONTACTS, context.input.path.id, mapContact),
});
