import {
  accountingAccountSchema,
  accountingCompanySchema,
  accountingJournalSchema,
  accountingTaxRateSchema,
  encodeCompositeId,
} from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { XeroAccounts, XeroConnection, XeroManualJournals, XeroOrganisations, XeroTaxRates } from '../provider-types.js';
import { xeroErrorMessage } from '../xero-errors.js';
import accountsFixture from './__fixtures__/accounts.json' with { type: 'json' };
import connectionsFixture from './__fixtures__/connections.json' with { type: 'json' };
import journalsFixture from './__fixtures__/manual-journals.json' with { type: 'json' };
import organisationsFixture from './__fixtures__/organisations.json' with { type: 'json' };
import taxRatesFixture from './__fixtures__/tax-rates.json' with { type: 'json' };
import { mapAccount } from './account.js';
import { fiscalYearStart, mapCompany } from './company.js';
import { mapJournal } from './journal.js';
import { mapTaxRate } from './tax-rate.js';

const tenantId = 'b2c885a9-4bb9-4a00-9b6e-6c2bf60b1a2b';
const companyId = encodeCompositeId(tenantId);

describe('companies', () => {
  it('maps a connection and its organisation, the fiscal year starting the day after it ends', () => {
    const [connection] = connectionsFixture as XeroConnection[];
    const company = mapCompany(connection!, (organisationsFixture as unknown as XeroOrganisations).Organisations[0]);
    expect(company).toEqual({
      id: companyId,
      remote_id: tenantId,
      name: 'Dev Evangelist - Sid Test 3 (NZ-2016-02)',
      base_currency: { value: 'NZD', source_value: 'NZD' },
      fiscal_year_start_month: 4,
      fiscal_year_start_day: 1,
    });
    expect(accountingCompanySchema.parse(company)).toEqual(company);
  });

  it('falls back on the tenant name without an organisation, and counts year starts across month and year ends', () => {
    const [connection] = connectionsFixture as XeroConnection[];
    expect(mapCompany(connection!, undefined)).toMatchObject({ name: 'Demo Company (NZ)', base_currency: null, fiscal_year_start_month: null });
    expect(fiscalYearStart(31, 12)).toEqual({ day: 1, month: 1 });
    expect(fiscalYearStart(28, 2)).toEqual({ day: 1, month: 3 });
    expect(fiscalYearStart(30, 6)).toEqual({ day: 1, month: 7 });
    expect(fiscalYearStart(0, 0)).toBeUndefined();
  });
});

describe('accounts', () => {
  it('maps the class to the unified type, keeping the Xero type as its source, and the status to active', () => {
    const accounts = (accountsFixture as unknown as XeroAccounts).Accounts.map((account) => mapAccount(account, companyId));
    expect(accounts).toEqual([
      {
        id: encodeCompositeId('ebd06280-af70-4bed-97c6-7451a454ad85'),
        remote_id: 'ebd06280-af70-4bed-97c6-7451a454ad85',
        company_id: companyId,
        code: '091',
        name: 'Business Savings Account',
        type: { value: 'asset', source_value: 'BANK' },
        active: true,
      },
      {
        id: encodeCompositeId('7d05a53d-613d-4eb2-a2fc-dcb6adb80b80'),
        remote_id: '7d05a53d-613d-4eb2-a2fc-dcb6adb80b80',
        company_id: companyId,
        code: '200',
        name: 'Sales',
        type: { value: 'revenue', source_value: 'REVENUE' },
        active: true,
      },
      {
        id: encodeCompositeId('66b262e2-561e-423e-8937-47d558f13442'),
        remote_id: '66b262e2-561e-423e-8937-47d558f13442',
        company_id: companyId,
        code: '123456',
        name: 'Foobar',
        type: { value: 'expense', source_value: 'EXPENSE' },
        active: false,
      },
    ]);
    for (const account of accounts) accountingAccountSchema.parse(account);
  });
});

describe('tax rates', () => {
  it('keys a rate by its tax type and reads the effective rate', () => {
    const rates = (taxRatesFixture as unknown as XeroTaxRates).TaxRates.map((rate) => mapTaxRate(rate, companyId));
    expect(rates).toEqual([
      {
        id: encodeCompositeId('INPUT2'),
        remote_id: 'INPUT2',
        company_id: companyId,
        code: 'INPUT2',
        name: '15% GST on Expenses',
        percentage: 15,
        active: true,
      },
      { id: encodeCompositeId('TAX002'), remote_id: 'TAX002', company_id: companyId, code: 'TAX002', name: 'Compound tax', percentage: 12.3, active: false },
    ]);
    for (const rate of rates) accountingTaxRateSchema.parse(rate);
  });
});

describe('journals', () => {
  const [draft, posted, deleted] = (journalsFixture as unknown as XeroManualJournals).ManualJournals.map((journal) => mapJournal(journal, companyId));

  it('maps a draft with its lines, leaving blank lines out and what Xero does not record null', () => {
    expect(draft).toEqual({
      id: encodeCompositeId('d312dd5e-a53e-46d1-9d51-c569ef4570b7'),
      remote_id: 'd312dd5e-a53e-46d1-9d51-c569ef4570b7',
      company_id: companyId,
      reference: null,
      memo: 'Foo bar',
      transaction_date: '2019-03-14T00:00:00.000Z',
      status: { value: 'draft', source_value: 'DRAFT' },
      lines: [
        {
          id: null,
          account_id: encodeCompositeId('c4f29c22-28c2-4a13-9eab-ecbbd641ffdf'),
          account_type: null,
          amount: 100,
          currency_code: null,
          exchange_rate: null,
          description: 'Hello there',
          tax_amount: null,
          tax_rate_percentage: null,
        },
        {
          id: null,
          account_id: encodeCompositeId('c4f29c22-28c2-4a13-9eab-ecbbd641ffdf'),
          account_type: null,
          amount: -100,
          currency_code: null,
          exchange_rate: null,
          description: 'Goodbye',
          tax_amount: null,
          tax_rate_percentage: null,
        },
      ],
      posted_at: null,
      created_at: null,
      updated_at: '2019-03-14T20:39:32.920Z',
    });
  });

  it('dates a posted journal posted at its date, reads the offset-less date, and keeps an unmapped status', () => {
    expect(posted).toMatchObject({
      transaction_date: '2019-03-14T00:00:00.000Z',
      posted_at: '2019-03-14T00:00:00.000Z',
      status: { value: 'posted', source_value: 'POSTED' },
    });
    expect(posted!.lines![0]).toMatchObject({ amount: 200, tax_amount: 30 });
    expect(deleted).toMatchObject({ status: { value: 'unmapped_value', source_value: 'DELETED' }, lines: [], posted_at: null });
    for (const journal of [draft, posted, deleted]) accountingJournalSchema.parse(journal);
  });
});

describe('error messages', () => {
  it("joins a validation exception's messages and reads problem details", () => {
    expect(
      xeroErrorMessage({
        ErrorNumber: 10,
        Type: 'ValidationException',
        Message: 'A validation exception occurred',
        Elements: [{ ValidationErrors: [{ Message: 'Please enter a unique Name.' }, { Message: 'Please enter a unique Name.' }] }, { ValidationErrors: [] }],
      }),
    ).toBe('A validation exception occurred: Please enter a unique Name.');
    expect(xeroErrorMessage({ Type: null, Title: 'Forbidden', Status: 403, Detail: 'AuthenticationUnsuccessful' })).toBe(
      'Forbidden: AuthenticationUnsuccessful',
    );
    expect(xeroErrorMessage(undefined)).toBeUndefined();
  });
});
