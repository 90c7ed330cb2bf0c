import {
  crmAccountSchema,
  crmContactCreateSchema,
  crmContactSchema,
  crmContactUpdateSchema,
  crmCustomFieldDefinitionSchema,
  crmListSchema,
} from '../unified/crm.js';
import { defineUnifiedResource } from './define-unified-resource.js';

// The crm resources of the catalogue (docs/unified/crm.md).

export const crmContactsResource = defineUnifiedResource({
  category: 'crm',
  resource: 'contacts',
  path: '/unified/crm/contacts',
  noun: { one: 'contact', many: 'contacts' },
  description: 'People a company sells to or talks with, as a CRM records them.',
  model: crmContactSchema,
  // A create answers 200, as the vendor's published API does: its clients treat any other status as a failure.
  operations: { list: {}, get: {}, create: { body: crmContactCreateSchema, status: 200 }, update: { body: crmContactUpdateSchema } },
  filters: ['email', 'account_id'],
});

export const crmAccountsResource = defineUnifiedResource({
  category: 'crm',
  resource: 'accounts',
  path: '/unified/crm/accounts',
  noun: { one: 'account', many: 'accounts' },
  description: 'Organisations a company sells to: the companies of a CRM.',
  model: crmAccountSchema,
  operations: { list: {}, get: {} },
  filters: ['name'],
});

export const crmListsResource = defineUnifiedResource({
  category: 'crm',
  resource: 'lists',
  path: '/unified/crm/lists',
  noun: { one: 'list', many: 'lists' },
  description: 'Saved lists (segments) of contacts or accounts.',
  model: crmListSchema,
  operations: { list: {}, get: {} },
  filters: ['name', 'type'],
});

export const crmContactCustomFieldDefinitionsResource = defineUnifiedResource({
  category: 'crm',
  resource: 'contact_custom_field_definitions',
  path: '/unified/crm/custom_field_definitions/contacts',
  noun: { one: 'contact custom field definition', many: 'contact custom field definitions' },
  description: "The custom fields of contacts: what the keys of a contact's unified_custom_fields are, their kinds and their choices.",
  model: crmCustomFieldDefinitionSchema,
  operations: { list: {}, get: {} },
});

export const crmResources = [crmContactsResource, crmAccountsResource, crmListsResource, crmContactCustomFieldDefinitionsResource] as const;
