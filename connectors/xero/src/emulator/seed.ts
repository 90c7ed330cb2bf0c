import { seededRandom } from '@openunified/connector-sdk/emulator';
import type { XeroAccount, XeroConnection, XeroManualJournal, XeroOrganisation, XeroTaxRate } from '../provider-types.js';
import { toXeroDate } from '../xero-dates.js';

/**
 * The sandbox's Xero: two organisations with their chart of accounts, tax rates and manual
 * journals, and a practice (a tenant without books) among the connections. Deterministic: the
 * same options give the same ids and records.
 */

export interface XeroTenantBooks {
  connection: XeroConnection;
  organisation: XeroOrganisation;
  accounts: XeroAccount[];
  taxRates: XeroTaxRate[];
  journals: XeroManualJournal[];
}

export interface XeroSandbox {
  connections: XeroConnection[];
  /** By tenant id: the organisations' books (a practice has none). */
  books: Map<string, XeroTenantBooks>;
}

export interface SeedOptions {
  /** Manual journals of the first organisation (default 130: two pages of Xero's 100). */
  journals?: number;
  seed?: number;
}

/** A v4-shaped GUID from the seeded generator. */
function guid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

type TaxKind = 'in' | 'out' | 'none';

/** Code, name, Xero type, class, tax, and the status and system account where they differ from the usual. */
const chart: ReadonlyArray<[string, string, string, string, TaxKind, { status?: string; system?: string }?]> = [
  ['090', 'Business Bank Account', 'BANK', 'ASSET', 'none'],
  ['091', 'Business Savings Account', 'BANK', 'ASSET', 'none'],
  ['200', 'Sales', 'REVENUE', 'REVENUE', 'out'],
  ['260', 'Other Revenue', 'REVENUE', 'REVENUE', 'out'],
  ['270', 'Interest Income', 'REVENUE', 'REVENUE', 'none'],
  ['310', 'Cost of Goods Sold', 'DIRECTCOSTS', 'EXPENSE', 'in'],
  ['400', 'Advertising', 'EXPENSE', 'EXPENSE', 'in'],
  ['404', 'Bank Fees', 'EXPENSE', 'EXPENSE', 'none'],
  ['408', 'Cleaning', 'EXPENSE', 'EXPENSE', 'in'],
  ['412', 'Consulting & Accounting', 'EXPENSE', 'EXPENSE', 'in'],
  ['420', 'Entertainment', 'EXPENSE', 'EXPENSE', 'in'],
  ['429', 'General Expenses', 'EXPENSE', 'EXPENSE', 'in'],
  ['433', 'Insurance', 'EXPENSE', 'EXPENSE', 'in'],
  ['445', 'Light, Power, Heating', 'EXPENSE', 'EXPENSE', 'in'],
  ['453', 'Office Expenses', 'EXPENSE', 'EXPENSE', 'in'],
  ['469', 'Rent', 'EXPENSE', 'EXPENSE', 'in'],
  ['477', 'Salaries', 'EXPENSE', 'EXPENSE', 'none'],
  ['480', 'Trade Show Costs', 'EXPENSE', 'EXPENSE', 'in', { status: 'ARCHIVED' }],
  ['489', 'Telephone & Internet', 'EXPENSE', 'EXPENSE', 'in'],
  ['493', 'Travel - National', 'EXPENSE', 'EXPENSE', 'in'],
  ['610', 'Accounts Receivable', 'CURRENT', 'ASSET', 'none', { system: 'DEBTORS' }],
  ['620', 'Prepayments', 'CURRENT', 'ASSET', 'none'],
  ['710', 'Office Equipment', 'FIXED', 'ASSET', 'in'],
  ['720', 'Computer Equipment', 'FIXED', 'ASSET', 'in'],
  ['800', 'Accounts Payable', 'CURRLIAB', 'LIABILITY', 'none', { system: 'CREDITORS' }],
  ['820', 'Sales Tax', 'CURRLIAB', 'LIABILITY', 'none', { system: 'GST' }],
  ['900', 'Loan', 'TERMLIAB', 'LIABILITY', 'none'],
  ['960', 'Retained Earnings', 'EQUITY', 'EQUITY', 'none', { system: 'RETAINEDEARNINGS' }],
  ['970', 'Owner A Funds Introduced', 'EQUITY', 'EQUITY', 'none'],
];

interface Country {
  tenantName: string;
  legalName: string;
  currency: string;
  countryCode: string;
  version: string;
  yearEnd: { day: number; month: number };
  taxRates: XeroTaxRate[];
  taxTypes: Record<TaxKind, string>;
}

const rate = (TaxType: string, Name: string, percent: number, Status = 'ACTIVE', components = [{ Name: 'GST', Rate: percent }]): XeroTaxRate => ({
  TaxType,
  Name,
  Status,
  ReportTaxType: TaxType === 'NONE' ? 'NONE' : TaxType.startsWith('IN') || TaxType === 'TAX002' ? 'INPUT' : 'OUTPUT',
  CanApplyToAssets: true,
  CanApplyToEquity: true,
  CanApplyToExpenses: true,
  CanApplyToLiabilities: true,
  CanApplyToRevenue: true,
  DisplayTaxRate: percent,
  EffectiveRate: percent,
  TaxComponents: components.map((component) => ({ ...component, IsCompound: false, IsNonRecoverable: false })),
});

const countries: Country[] = [
  {
    tenantName: 'Sandbox Trading Ltd',
    legalName: 'Sandbox Trading Limited',
    currency: 'NZD',
    countryCode: 'NZ',
    version: 'NZ',
    yearEnd: { day: 31, month: 3 },
    taxTypes: { in: 'INPUT2', out: 'OUTPUT2', none: 'NONE' },
    taxRates: [
      rate('INPUT2', '15% GST on Expenses', 15),
      rate('OUTPUT2', '15% GST on Income', 15),
      rate('NONE', 'No GST', 0, 'ACTIVE', []),
      rate('ZERORATED', 'Zero Rated', 0),
      rate('GSTONIMPORTS', 'GST on Imports', 0),
      rate('TAX001', 'Old GST 12.5%', 12.5, 'DELETED'),
    ],
  },
  {
    tenantName: 'Sandbox Holdings Inc',
    legalName: 'Sandbox Holdings, Inc.',
    currency: 'USD',
    countryCode: 'US',
    version: 'US',
    yearEnd: { day: 31, month: 12 },
    taxTypes: { in: 'TAX002', out: 'TAX001', none: 'NONE' },
    taxRates: [
      rate('NONE', 'Tax Exempt', 0, 'ACTIVE', []),
      rate('TAX001', 'Sales Tax on Sales', 8.875, 'ACTIVE', [
        { Name: 'State Tax', Rate: 4 },
        { Name: 'City Tax', Rate: 4.875 },
      ]),
      rate('TAX002', 'Sales Tax on Purchases', 8.875, 'ACTIVE', [
        { Name: 'State Tax', Rate: 4 },
        { Name: 'City Tax', Rate: 4.875 },
      ]),
    ],
  },
];

const narrations = [
  'Accrued rent',
  'Depreciation - office equipment',
  'Prepayment release - insurance',
  'Payroll accrual',
  'Bank fee correction',
  'Reclassify consulting costs',
  'Owner funds introduced',
  'Year-end stock adjustment',
];

const DAY_MS = 86_400_000;
/** Seed dates start at the NZ organisation's financial year 2025-26. */
const FIRST_DAY = Date.UTC(2025, 3, 1);

function seedJournals(random: () => number, accounts: XeroAccount[], taxTypes: Record<TaxKind, string>, count: number): XeroManualJournal[] {
  const active = accounts.filter((account) => account.Status === 'ACTIVE');
  const expenses = active.filter((account) => account.Class === 'EXPENSE');
  const balanceSheet = active.filter((account) => account.Class === 'ASSET' || account.Class === 'LIABILITY');
  return Array.from({ length: count }, (_, index) => {
    const day = FIRST_DAY + index * 2 * DAY_MS;
    const amount = Math.round((50 + random() * 4950) * 100) / 100;
    const debit = expenses[Math.floor(random() * expenses.length)]!;
    const credit = balanceSheet[Math.floor(random() * balanceSheet.length)]!;
    const lines = [
      {
        Description: `${debit.Name}`,
        LineAmount: amount,
        AccountCode: debit.Code!,
        AccountID: debit.AccountID,
        TaxType: taxTypes.none,
        TaxAmount: 0,
        Tracking: [],
        IsBlank: false,
      },
      {
        Description: `${credit.Name}`,
        LineAmount: -amount,
        AccountCode: credit.Code!,
        AccountID: credit.AccountID,
        TaxType: taxTypes.none,
        TaxAmount: 0,
        Tracking: [],
        IsBlank: false,
      },
    ];
    const status = index % 29 === 28 ? 'VOIDED' : index % 17 === 16 ? 'DRAFT' : 'POSTED';
    return {
      ManualJournalID: guid(random),
      Date: new Date(day).toISOString().slice(0, 19),
      Status: status,
      LineAmountTypes: 'NoTax',
      Narration: `${narrations[index % narrations.length]} #${index + 1}`,
      JournalLines: lines,
      ShowOnCashBasisReports: true,
      HasAttachments: false,
      // Edited a few hours after their date, so If-Modified-Since splits them.
      UpdatedDateUTC: toXeroDate(day + (3 + (index % 5)) * 3_600_000),
    };
  });
}

export function seedSandbox(options: SeedOptions = {}): XeroSandbox {
  const random = seededRandom(options.seed ?? 20_250_401);
  const connections: XeroConnection[] = [];
  const books = new Map<string, XeroTenantBooks>();
  countries.forEach((country, countryIndex) => {
    const tenantId = guid(random);
    const connection: XeroConnection = {
      id: guid(random),
      authEventId: '2b9bc3a8-6dd8-4f62-8c0b-3f0e5a0d1c11',
      tenantId,
      tenantType: 'ORGANISATION',
      tenantName: country.tenantName,
      createdDateUtc: '2025-03-20T09:15:00.0000000',
      updatedDateUtc: '2025-03-20T09:15:00.0000000',
    };
    const organisation: XeroOrganisation = {
      OrganisationID: tenantId,
      APIKey: `SANDBOX${countryIndex}APIKEY`,
      Name: country.tenantName,
      LegalName: country.legalName,
      PaysTax: true,
      Version: country.version,
      OrganisationType: 'COMPANY',
      BaseCurrency: country.currency,
      CountryCode: country.countryCode,
      IsDemoCompany: false,
      OrganisationStatus: 'ACTIVE',
      FinancialYearEndDay: country.yearEnd.day,
      FinancialYearEndMonth: country.yearEnd.month,
      SalesTaxBasis: 'ACCRUALS',
      SalesTaxPeriod: 'TWOMONTHS',
      DefaultSalesTax: 'Tax Exclusive',
      DefaultPurchasesTax: 'Tax Inclusive',
      CreatedDateUTC: toXeroDate(Date.UTC(2020, 5, 1)),
      OrganisationEntityType: 'COMPANY',
      Timezone: country.countryCode === 'NZ' ? 'NEWZEALANDSTANDARDTIME' : 'EASTERNSTANDARDTIME',
      ShortCode: `!SBX${countryIndex}`,
      Edition: 'BUSINESS',
      Class: 'STANDARD',
    };
    const accounts: XeroAccount[] = chart.map(([code, name, type, accountClass, tax, extra], index) => ({
      AccountID: guid(random),
      Code: code,
      Name: name,
      Status: extra?.status ?? 'ACTIVE',
      Type: type,
      TaxType: country.taxTypes[tax],
      Class: accountClass,
      EnablePaymentsToAccount: false,
      ShowInExpenseClaims: accountClass === 'EXPENSE',
      BankAccountType: type === 'BANK' ? 'BANK' : '',
      ReportingCode: accountClass.slice(0, 3),
      HasAttachments: false,
      ...(extra?.system && { SystemAccount: extra.system }),
      ...(type === 'BANK' && { BankAccountNumber: `0209087654321${countryIndex}${index}`, CurrencyCode: country.currency }),
      // One account changed a day, from the start of the seed's year.
      UpdatedDateUTC: toXeroDate(FIRST_DAY - 60 * DAY_MS + index * DAY_MS),
    }));
    const journalCount = countryIndex === 0 ? (options.journals ?? 130) : 12;
    books.set(tenantId, {
      connection,
      organisation,
      accounts,
      taxRates: country.taxRates.map((taxRate) => ({ ...taxRate })),
      journals: seedJournals(random, accounts, country.taxTypes, journalCount),
    });
    connections.push(connection);
  });
  connections.splice(1, 0, {
    id: guid(random),
    authEventId: '2b9bc3a8-6dd8-4f62-8c0b-3f0e5a0d1c11',
    tenantId: guid(random),
    tenantType: 'PRACTICE',
    tenantName: 'Sandbox Advisors',
    createdDateUtc: '2025-03-20T09:15:00.0000000',
    updatedDateUtc: '2025-03-20T09:15:00.0000000',
  });
  return { connections, books };
}
