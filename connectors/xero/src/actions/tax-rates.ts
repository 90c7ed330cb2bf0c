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
import { mapTaxRate } from '../mappers/tax-rate.js';
import type { XeroTaxRates } from '../provider-types.js';
import { SETTINGS_READ_SCOPES } from '../scopes.js';
import { tenantIdOf, xeroRequest } from '../xero-api.js';
import { UPDATED_AFTER_NOT_FILTERED } from './updated-after.js';

export const listTaxRatesAction = defineAction({
  id: 'xero_list_company_tax_rates',
  label: 'List company tax rates',
  description:
    "Lists the company's tax rates, deleted ones included (GET /TaxRates: Xero returns them all in one answer, paged here, so each " +
    `page is one call). ${UPDATED_AFTER_NOT_FILTERED}`,
  tags: ['accounting', 'tax_rates'],
  schema_type: 'unified',
  unified: 'accounting.company_tax_rates.list',
  required_scopes: SETTINGS_READ_SCOPES,
  kind: 'list',
  input: subResourceListInputSchema(z.object({}).strict()),
  async run({ input, http }) {
    const companyId = encodeCompositeId(tenantIdOf(input.path.id));
    const { TaxRates } = await xeroRequest<XeroTaxRates>(http, input.path.id, { path: '/TaxRates' });
    const page = paginateArray(TaxRates, input.query.page_size, input.query.cursor);
    return { data: page.data.map((rate) => mapTaxRate(rate, companyId)), next: page.next };
  },
});

export const getTaxRateAction = defineAction({
  id: 'xero_get_company_tax_rate',
  label: 'Get company tax rate',
  description: 'Reads one tax rate of the company by its tax type code (GET /TaxRates/{TaxType}).',
  tags: ['accounting', 'tax_rates'],
  schema_type: 'unified',
  unified: 'accounting.company_tax_rates.get',
  required_scopes: SETTINGS_READ_SCOPES,
  kind: 'get',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    const taxType = toRemoteId(input.path.subResourceId);
    const { TaxRates } = await xeroRequest<XeroTaxRates>(http, input.path.id, { path: `/TaxRates/${encodeURIComponent(taxType)}` });
    // An answer without that tax type (an empty list) is a 404 too.
    const rate = TaxRates.find((candidate) => candidate.TaxType === taxType);
    if (!rate) throw new NotFoundError(`No tax rate ${input.path.subResourceId} in this company`);
    return { data: mapTaxRate(rate, encodeCompositeId(tenantIdOf(input.path.id))) };
  },
});
