/** HubSpot OAuth scopes the connector's actions need (https://developers.hubspot.com/docs/apps/legacy-apps/authentication/scopes). */
export const OAUTH_SCOPE = 'oauth';
export const CONTACTS_READ_SCOPE = 'crm.objects.contacts.read';
export const CONTACTS_WRITE_SCOPE = 'crm.objects.contacts.write';
export const COMPANIES_READ_SCOPE = 'crm.objects.companies.read';
export const CONTACT_SCHEMAS_READ_SCOPE = 'crm.schemas.contacts.read';
export const COMPANY_SCHEMAS_READ_SCOPE = 'crm.schemas.companies.read';
export const LISTS_READ_SCOPE = 'crm.lists.read';

/** Everything the connector's actions need, as the OAuth method requests it. */
export const CONNECTOR_SCOPES = [
  OAUTH_SCOPE,
  CONTACTS_READ_SCOPE,
  CONTACTS_WRITE_SCOPE,
  COMPANIES_READ_SCOPE,
  CONTACT_SCHEMAS_READ_SCOPE,
  COMPANY_SCHEMAS_READ_SCOPE,
  LISTS_READ_SCOPE,
];

export const SCOPE_DESCRIPTIONS: Record<string, string> = {
  [OAUTH_SCOPE]: 'Basic OAuth access, required by every HubSpot app',
  [CONTACTS_READ_SCOPE]: 'View contacts',
  [CONTACTS_WRITE_SCOPE]: 'Create, edit and delete contacts',
  [COMPANIES_READ_SCOPE]: 'View companies',
  [CONTACT_SCHEMAS_READ_SCOPE]: 'View contact property definitions',
  [COMPANY_SCHEMAS_READ_SCOPE]: 'View company property definitions',
  [LISTS_READ_SCOPE]: 'View lists',
};
