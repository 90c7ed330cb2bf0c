import {
  defineAction,
  encodeCompositeId,
  NotFoundError,
  paginateArray,
  subResourceGetInputSchema,
  subResourceListInputSchema,
  toRemoteId,
  z,
} from '@openunified/connector-sdk';
import { mapAccount } from '../mappers/account.js';
import type { XeroAccounts } from '../provider-types.js';
import { SETTINGS_READ_SCOPES } from '../scopes.js';
import { tenantIdOf, xeroRequest } from '../xero-api.js';

export const listAccountsAction = defineAction({
  id: 'xero_list_company_accounts',
  label: 'List company accounts',
  description:
    "Lists the company's chart of accounts, archived accounts included (GET /Accounts: Xero returns the whole chart in one answer, " +
    'paged here, so each page is one call). updated_after is sent as If-Modified-Since.',
  tags: ['accounting', 'accounts'],
  schema_type: 'unified',
  unified: 'accounting.company_accounts.list',
  required_scopes: SETTINGS_READ_SCOPES,
  kind: 'list',
  input: subResourceListInputSchema(z.object({}).strict()),
  async run({ input, http }) {
    const companyId = encodeCompositeId(tenantIdOf(input.path.id));
    const { Accounts } = await xeroRequest<XeroAccounts>(http, input.path.id, { path: '/Accounts', modifiedSince: input.query.updated_after });
    const page = paginateArray(Accounts, input.query.page_size, input.query.cursor);
    return { data: page.data.map((account) => mapAccount(account, companyId)), next: page.next };
  },
});

export const getAccountAction = defineAction({
  id: 'xero_get_company_account',
  label: 'Get company account',
  description: 'Reads one account of the company (GET /Accounts/{AccountID}).',
  tags: ['accounting', 'accounts'],
  schema_type: 'unified',
  unified: 'accounting.company_accounts.get',
  required_scopes: SETTINGS_READ_SCOPES,
  kind: 'get',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    const accountId = toRemoteId(input.path.subResourceId);
    const { Accounts } = await xeroRequest<XeroAccounts>(http, input.path.id, { path: `/Accounts/${encodeURIComponent(accountId)}` });
    const account = Accounts[0];
    if (!account) throw new NotFoundError(`No account ${input.path.subResourceId} in this company`);
    return { data: mapAccount(account, encodeCompositeId(tenantIdOf(input.path.id))) };
  },
});
