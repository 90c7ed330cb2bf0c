import { defineAction, getInputSchema } from '@openunified/connector-sdk';
import { COMPANIES, getMapped } from '../crm-objects.js';
import { mapAccount } from '../mappers/account.js';
import { COMPANIES_READ_SCOPE, COMPANY_SCHEMAS_READ_SCOPE } from '../scopes.js';

export const getAccountAction = defineAction({
  id: 'hubspot_get_account',
  label: 'Get account',
  description: 'Gets one HubSpot company (unified or HubSpot id) as a unified CRM account, custom properties in unified_custom_fields.',
  tags: ['crm', 'accounts', 'companies'],
  schema_type: 'unified',
  unified: 'crm.accounts.get',
  required_scopes: [COMPANIES_READ_SCOPE, COMPANY_SCHEMAS_READ_SCOPE],
  kind: 'get',
  input: getInputSchema(),
  run: (context) => getMapped(context, COMPANIES, context.input.path.id, mapAccount),
});
