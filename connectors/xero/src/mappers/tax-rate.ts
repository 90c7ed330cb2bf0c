import { type AccountingTaxRate, encodeCompositeId } from '@openunified/connector-sdk';
import type { XeroTaxRate } from '../provider-types.js';

/** One tax rate; Xero keys it by its TaxType code (GET /TaxRates/{TaxType}), its id here. */
export function mapTaxRate(rate: XeroTaxRate, companyId: string): AccountingTaxRate {
  return {
    id: encodeCompositeId(rate.TaxType),
    remote_id: rate.TaxType,
    company_id: companyId,
    code: rate.TaxType,
    name: rate.Name ?? null,
    // The effective rate counts compound components; the display rate is what Xero shows.
    percentage: rate.EffectiveRate ?? rate.DisplayTaxRate ?? null,
    active: rate.Status ? rate.Status === 'ACTIVE' : null,
  };
}
