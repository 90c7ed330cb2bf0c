import { defineAction, listInputSchema, z } from '@openunified/connector-sdk';
import { CONTACTS, listMapped, type SearchFilter } from '../crm-objects.js';
import { mapContact } from '../mappers/contact.js';
import { CONTACT_SCHEMAS_READ_SCOPE, CONTACTS_READ_SCOPE } from '../scopes.js';
import { recordIdFilter } from './record-id-filter.js';

export const contactFilterSchema = z.strictObject({
  email: z.string().min(1).optional().describe('Only the contact with this primary e-mail address'),
  account_id: recordIdFilter('company').optional().describe('Only contacts whose primary company is this account (unified or HubSpot id)'),
});

function searchFilters(filter: z.output<typeof contactFilterSchema> | undefined): SearchFilter[] {
  const filters: SearchFilter[] = [];
  if (filter?.email !== undefined) filters.push({ propertyName: 'email', operator: 'EQ', value: filter.email });
  if (filter?.account_id !== undefined) filters.push({ propertyName: 'associatedcompanyid', operator: 'EQ', value: filter.account_id });
  return filters;
}

export const listContactsAction = defineAction({
  id: 'hubspot_list_contacts',
  label: 'List contacts',
  description:
    'Lists HubSpot contacts as unified CRM contacts, custom properties in unified_custom_fields. Filters: email, account_id, ' +
    'updated_after (through the CRM search, on lastmodifieddate). One HubSpot call per page, plus the property definitions ' +
    'once every few minutes.',
  tags: ['crm', 'contacts'],
  schema_type: 'unified',
  unified: 'crm.contacts.list',
  required_scopes: [CONTACTS_READ_SCOPE, CONTACT_SCHEMAS_READ_SCOPE],
  kind: 'list',
  input: listInputSchema(contactFilterSchema),
  run: (context) => listMapped(context, CONTACTS, context.input.query, searchFilters(context.input.query.filter), mapContact),
});
