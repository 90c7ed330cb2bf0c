import { type AccountingAccount, encodeCompositeId, mapEnumValue } from '@openunified/connector-sdk';
import type { XeroAccount } from '../provider-types.js';

/** Xero's account classes (xero_accounting.yaml `Account.Class`) are the unified types. */
export const accountClassTable = {
  ASSET: 'asset',
  LIABILITY: 'liability',
  EQUITY: 'equity',
  REVENUE: 'revenue',
  EXPENSE: 'expense',
} as const;

/** One account of a company's chart; `companyId` is the company's unified id. */
export function mapAccount(account: XeroAccount, companyId: string): AccountingAccount {
  return {
    id: encodeCompositeId(account.AccountID),
    remote_id: account.AccountID,
    company_id: companyId,
    code: account.Code ?? null,
    name: account.Name ?? null,
    // The class is what the unified type names; Xero's finer Type (BANK, CURRLIAB...) stays its source.
    type: account.Class ? { value: mapEnumValue(account.Class, accountClassTable).value, source_value: account.Type ?? account.Class } : null,
    active: account.Status ? account.Status === 'ACTIVE' : null,
  };
}
