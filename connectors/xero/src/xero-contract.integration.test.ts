import type { AccountingAccount, AccountingCompany, AccountingJournal, AccountingTaxRate } from '@openunified/connector-sdk';
import { describeConnector } from '@openunified/connector-sdk/testing';
import { startXeroEmulator } from './emulator/index.js';
import { manifest } from './index.js';

const company = (previous: Record<string, unknown>) => (previous.xero_list_companies as AccountingCompany[])[0]!.id;
/** Lines may name accounts by code: 469 Rent, 800 Accounts Payable. */
const accountCodes = (_previous: Record<string, unknown>) => ['469', '800'];

// The contract every connector passes: valid metadata, every action run against the emulator,
// outputs matching the unified models, list actions paged to the end without repeats.
describeConnector(manifest, {
  startEmulator: () => startXeroEmulator({ rateLimits: false, journals: 30 }),
  inputs: {
    xero_list_companies: { query: { page_size: 1 } },
    xero_get_company: (previous) => ({ path: { id: company(previous) } }),
    xero_list_company_accounts: (previous) => ({ path: { id: company(previous) }, query: { page_size: 10 } }),
    xero_get_company_account: (previous) => ({
      path: { id: company(previous), subResourceId: (previous.xero_list_company_accounts as AccountingAccount[])[0]!.id },
    }),
    xero_list_company_tax_rates: (previous) => ({ path: { id: company(previous) }, query: { page_size: 4 } }),
    xero_get_company_tax_rate: (previous) => ({
      path: { id: company(previous), subResourceId: (previous.xero_list_company_tax_rates as AccountingTaxRate[])[0]!.id },
    }),
    xero_list_company_journals: (previous) => ({ path: { id: company(previous) }, query: { page_size: 20 } }),
    xero_get_company_journal: (previous) => ({
      path: { id: company(previous), subResourceId: (previous.xero_list_company_journals as AccountingJournal[])[0]!.id },
    }),
    xero_create_company_journal: (previous) => {
      const [rent, payables] = accountCodes(previous);
      return {
        path: { id: company(previous) },
        body: {
          memo: 'Contract check',
          transaction_date: '2026-03-31',
          lines: [
            { account_id: rent!, amount: 120 },
            { account_id: payables!, amount: -120 },
          ],
        },
      };
    },
    xero_batch_create_company_journals: (previous) => {
      const [rent, payables] = accountCodes(previous);
      return {
        path: { id: company(previous) },
        body: {
          items: [
            {
              memo: 'Batch check',
              lines: [
                { account_id: rent!, amount: 10 },
                { account_id: payables!, amount: -10 },
              ],
            },
          ],
        },
      };
    },
  },
});
