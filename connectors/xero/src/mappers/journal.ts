import { type AccountingJournal, type AccountingJournalLine, encodeCompositeId, mapEnumValue } from '@openunified/connector-sdk';
import type { XeroManualJournal, XeroManualJournalLine } from '../provider-types.js';
import { xeroDateToIso } from '../xero-dates.js';

/** Manual journal statuses (xero_accounting.yaml `ManualJournal.Status`); DELETED and ARCHIVED have no unified match. */
export const journalStatusTable = { DRAFT: 'draft', POSTED: 'posted', VOIDED: 'void' } as const;

/**
 * One manual journal. Xero records no creation time, no reference (its Narration is the memo),
 * and no line ids; a line names its account by id and code, not its type, and its currency is
 * always the company's base currency, so those stay null. A posted journal is posted at its date.
 */
export function mapJournal(journal: XeroManualJournal, companyId: string): AccountingJournal {
  const date = xeroDateToIso(journal.Date);
  const status = journal.Status ? mapEnumValue(journal.Status, journalStatusTable) : null;
  return {
    id: encodeCompositeId(journal.ManualJournalID),
    remote_id: journal.ManualJournalID,
    company_id: companyId,
    reference: null,
    memo: journal.Narration ?? null,
    transaction_date: date,
    status,
    lines: (journal.JournalLines ?? []).filter((line) => !line.IsBlank).map(mapJournalLine),
    posted_at: journal.Status === 'POSTED' ? date : null,
    created_at: null,
    updated_at: xeroDateToIso(journal.UpdatedDateUTC),
  };
}

function mapJournalLine(line: XeroManualJournalLine): AccountingJournalLine {
  return {
    id: null,
    account_id: line.AccountID ? encodeCompositeId(line.AccountID) : null,
    account_type: null,
    amount: line.LineAmount,
    currency_code: null,
    exchange_rate: null,
    description: line.Description ?? null,
    tax_amount: line.TaxAmount ?? null,
    tax_rate_percentage: null,
  };
}
