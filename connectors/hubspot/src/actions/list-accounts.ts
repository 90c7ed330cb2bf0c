import { defineAction, listInputSchema, z } from '@openunified/connector-sdk';
import { COMPANIES, listMapped, type SearchFilter } from '../crm-objects.js';
import { mapAccount } from '../mappers/account.js';
import { COMPANIES_READ_SCOPE, COMPANY_SCHEMAS_READ_SCOPE } from '../scopes.js';

export const accountFilterSchema = z.strictObject({
  name: z.string().min(1).optional().describe('Only companies with this word in their name (HubSpot CONTAINS_TOKEN; * is a wildcard)'),
  domain: z.string().min(1).optional().describe("Only the company with this domain (HubSpot's company domain name)"),
});

function searchFilters(filter: z.output<typeof accountFilterSchema> | undefined): SearchFilter[] {
  const filters: SearchFilter[] = [];
  if (filter?.name !== undefined) filters.push({ propertyName: 'name', operator: 'CONTAINS_TOKEN', value: filter.name });
  if (filter?.domain !== undefined) filters.push({ propertyName: 'domain', operator: 'EQ', value: filter.domain });
  return filters;
}

export const listAccountsAction = defineAction({
  id: 'hubspot_list_accounts',
  label: 'List accounts',
  description:
    'Lists HubSpot companies as unified CRM accounts, custom properties in unified_custom_fields. Filters: name, domain, ' +
    'updated_after (through the CRM search, on hs_lastmodifieddate). One HubSpot call per page, plus the property definitions ' +
    'once every few minutes.',
  tags: ['crm', 'accounts', 'companies'],
  schema_type: 'unified',
  unified: 'crm.accounts.list',
  required_scopes: [COMPANIES_READ_SCOPE, COMPANY_SCHEMAS_READ_SCOPE],
  kind: 'list',
  input: listInputSchema(accountFilterSchema),
  run: (context) => listMapped(context, COMPANIES, context.input.query, searchFilters(context.input.query.filter), mapAccount),
});
