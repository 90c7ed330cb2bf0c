import { type AccountingJournalCreate, BadRequestError, type ProviderHttpClient, toRemoteId } from '@openunified/connector-sdk';
import type { XeroManualJournalWrite, XeroOrganisations } from '../provider-types.js';
import { xeroRequest } from '../xero-api.js';
import { toXeroDay } from '../xero-dates.js';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A unified journal as the manual journal PUT /ManualJournals takes. The memo is Xero's
 * Narration (a reference without a memo stands in for it: Xero requires one and has no reference
 * of its own). An account is named by id, or by its code when the value is not a Xero id; a tax
 * rate by its TaxType. Xero creates the journal as a DRAFT unless `passthrough.Status` says POSTED.
 */
export function toManualJournal(body: AccountingJournalCreate): XeroManualJournalWrite {
  return {
    Narration: body.memo ?? body.reference ?? undefined,
    ...(body.transaction_date && { Date: toXeroDay(body.transaction_date) }),
    JournalLines: (body.lines ?? []).map((line) => {
      const account = toRemoteId(line.account_id);
      return {
        LineAmount: line.amount,
        ...(GUID.test(account) ? { AccountID: account } : { AccountCode: account }),
        ...(line.description != null && { Description: line.description }),
        ...(line.tax_rate_id != null && { TaxType: toRemoteId(line.tax_rate_id) }),
        ...(line.tax_amount != null && { TaxAmount: line.tax_amount }),
      };
    }),
    ...body.passthrough,
  };
}

/**
 * Xero posts manual journals in the organisation's base currency only. A journal naming a
 * currency (or a rate) is checked against it (one GET /Organisation per call, only then), so a
 * foreign-currency journal is refused rather than posted in the wrong currency.
 */
export async function refuseForeignCurrency(http: ProviderHttpClient, companyId: string, journals: readonly AccountingJournalCreate[]): Promise<void> {
  if (!journals.some((journal) => journal.currency_code != null || (journal.exchange_rate != null && journal.exchange_rate !== 1))) return;
  const { Organisations } = await xeroRequest<XeroOrganisations>(http, companyId, { path: '/Organisation' });
  const base = Organisations[0]?.BaseCurrency;
  for (const journal of journals) {
    if (journal.currency_code != null && journal.currency_code !== base) {
      throw new BadRequestError(
        `Xero posts manual journals in the company's base currency (${base}); currency_code ${journal.currency_code} cannot be written`,
      );
    }
    if (journal.exchange_rate != null && journal.exchange_rate !== 1) {
      throw new BadRequestError(`Xero posts manual journals in the company's base currency (${base}) only; exchange_rate must be 1`);
    }
  }
}
