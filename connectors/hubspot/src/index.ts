import { defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { getContactCustomFieldDefinitionAction, listContactCustomFieldDefinitionsAction } from './actions/contact-custom-field-definitions.js';
import { createContactAction } from './actions/create-contact.js';
import { getAccountAction } from './actions/get-account.js';
import { getAccountDetailsAction } from './actions/get-account-details.js';
import { getContactAction } from './actions/get-contact.js';
import { getListAction } from './actions/get-list.js';
import { accountFilterSchema, listAccountsAction } from './actions/list-accounts.js';
import { contactFilterSchema, listContactsAction } from './actions/list-contacts.js';
import { listFilterSchema, listListsAction } from './actions/list-lists.js';
import { listPropertiesAction } from './actions/list-properties.js';
import { updateContactAction } from './actions/update-contact.js';
import { hubspotOAuth2, hubspotPrivateApp } from './authentication.js';
import { hubspotErrorMessage, hubspotRetryAfterSeconds } from './provider-responses.js';
import { SCOPE_DESCRIPTIONS } from './scopes.js';

// HubSpot's sprocket, simplified, inline so the connect page needs no third-party asset.

export const hubspotConnector = defineConnector({
  key: 'hubspot',
  name: 'HubSpot',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  customer_description: 'Lets the application read and update your contacts, companies and lists in HubSpot.',
  description: 'HubSpot CRM (CRM v3 objects, properties and lists APIs): contacts, companies as accounts, lists, and the custom properties of contacts.',
  release_stage: 'beta',
  categories: ['crm'],
  authentication: [hubspotOAuth2, hubspotPrivateApp],
  scope_definitions: Object.entries(SCOPE_DESCRIPTIONS).map(([name, description]) => ({ name, description, includes: [] })),
  resource_types: ['contact', 'company', 'list'],
  baseUrl: 'https://api.hubapi.com',
  errorMessage: hubspotErrorMessage,
  retryAfterSeconds: hubspotRetryAfterSeconds,
  resources: {
    'crm.contacts': {
      filters: Object.keys(contactFilterSchema.shape),
      description: 'email: exact primary e-mail. account_id: primary company. Filters and updated_after go through the CRM search.',
    },
    'crm.accounts': {
      filters: Object.keys(accountFilterSchema.shape),
      description: 'name: a word of the company name (* wildcards). domain: exact company domain. Through the CRM search.',
    },
    'crm.lists': {
      filters: Object.keys(listFilterSchema.shape),
      description: 'name: contained in the list name. type: contacts, accounts, deals, tickets or a HubSpot object type id. updated_after is applied per page.',
    },
    'crm.contact_custom_field_definitions': {
      filters: [],
      description: "The account's own contact properties; updated_after reads each definition's updatedAt.",
    },
  },
  actions: [
    listContactsAction,
    getContactAction,
    createContactAction,
    updateContactAction,
    listAccountsAction,
    getAccountAction,
    listListsAction,
    getListAction,
    listContactCustomFieldDefinitionsAction,
    getContactCustomFieldDefinitionAction,
    listPropertiesAction,
    getAccountDetailsAction,
  ],
});

/** What a platform installs: `createPlatform({ connectors: [manifest] })` (docs/connector-authoring.md). */
export const manifest = defineConnectorManifest({
  connector: hubspotConnector,
  emulator: () => import('./emulator/index.js').then((emulator) => emulator.startHubspotEmulator()),
});

export default manifest;

export { hubspotOAuth2, hubspotPrivateApp } from './authentication.js';
export { mapAccount } from './mappers/account.js';
export { mapContact } from './mappers/contact.js';
export { mapList } from './mappers/list.js';
export type { HubspotErrorBody, HubspotList, HubspotObject, HubspotProperty } from './provider-schemas.js';
