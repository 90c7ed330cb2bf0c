import { type AccountingCompany, encodeCompositeId } from '@openunified/connector-sdk';
import type { XeroConnection, XeroOrganisation } from '../provider-types.js';

/**
 * One Xero organisation as a company: the id is the tenant id (what `xero-tenant-id` takes), the
 * rest from GET /Organisation. Xero records the day the financial year ends; it starts the day
 * after (31 March -> 1 April), counted in a common year.
 */
export function mapCompany(connection: Pick<XeroConnection, 'tenantId' | 'tenantName'>, organisation: XeroOrganisation | undefined): AccountingCompany {
  const start = fiscalYearStart(organisation?.FinancialYearEndDay, organisation?.FinancialYearEndMonth);
  const currency = organisation?.BaseCurrency ?? null;
  return {
    id: encodeCompositeId(connection.tenantId),
    remote_id: connection.tenantId,
    name: organisation?.Name ?? connection.tenantName ?? null,
    base_currency: currency === null ? null : { value: /^[A-Z]{3}$/.test(currency) ? currency : 'unmapped_value', source_value: currency },
    fiscal_year_start_month: start?.month ?? null,
    fiscal_year_start_day: start?.day ?? null,
  };
}

export function fiscalYearStart(endDay: number | null | undefined, endMonth: number | null | undefined): { day: number; month: number } | undefined {
  if (!endDay || !endMonth || endMonth < 1 || endMonth > 12 || endDay < 1 || endDay > 31) return undefined;
  // 2001 is a common year: a year ending 28 February starts 1 March.
  const next = new Date(Date.UTC(2001, endMonth - 1, endDay + 1));
  return { day: next.getUTCDate(), month: next.getUTCMonth() + 1 };
}
