import { defineAction, getInputSchema, listInputSchema, mapWithConcurrency, paginateArray, z } from '@openunified/connector-sdk';
import { mapCompany } from '../mappers/company.js';
import type { XeroOrganisations } from '../provider-types.js';
import { SETTINGS_READ_SCOPES } from '../scopes.js';
import { listOrganisationConnections, tenantIdOf, xeroRequest } from '../xero-api.js';
import { UPDATED_AFTER_NOT_FILTERED } from './updated-after.js';

/** Xero runs at most 5 calls at once per tenant; each organisation here is its own tenant. */
const ORGANISATION_READS_AT_ONCE = 5;

export const listCompaniesAction = defineAction({
  id: 'xero_list_companies',
  label: 'List companies',
  description:
    'Lists the organisations connected to the account (GET /connections, organisations only, unpaged, paged here) with each ' +
    `one's details (GET /Organisation per organisation of the page: 1 + page size calls). ${UPDATED_AFTER_NOT_FILTERED}`,
  tags: ['accounting', 'companies'],
  schema_type: 'unified',
  unified: 'accounting.companies.list',
  required_scopes: SETTINGS_READ_SCOPES,
  kind: 'list',
  input: listInputSchema(z.object({}).strict()),
  async run({ input, http }) {
    const connections = await listOrganisationConnections(http);
    const page = paginateArray(connections, input.query.page_size, input.query.cursor);
    const data = await mapWithConcurrency(page.data, ORGANISATION_READS_AT_ONCE, async (connection) => {
      const { Organisations } = await xeroRequest<XeroOrganisations>(http, connection.tenantId, { path: '/Organisation' });
      return mapCompany(connection, Organisations[0]);
    });
    return { data, next: page.next };
  },
});

export const getCompanyAction = defineAction({
  id: 'xero_get_company',
  label: 'Get company',
  description: 'Reads one connected organisation (GET /Organisation with its tenant id); a tenant not connected is a 404.',
  tags: ['accounting', 'companies'],
  schema_type: 'unified',
  unified: 'accounting.companies.get',
  required_scopes: SETTINGS_READ_SCOPES,
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const { Organisations } = await xeroRequest<XeroOrganisations>(http, input.path.id, { path: '/Organisation' });
    return { data: mapCompany({ tenantId: tenantIdOf(input.path.id), tenantName: null }, Organisations[0]) };
  },
});
