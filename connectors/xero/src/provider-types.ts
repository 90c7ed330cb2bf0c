/**
 * The Xero records this connector reads, from Xero's published OpenAPI documents
 * (github.com/XeroAPI/Xero-OpenAPI: `xero-identity.yaml` for `GET /connections`,
 * `xero_accounting.yaml` for the Accounting API 2.0 at https://api.xero.com/api.xro/2.0).
 * Only the members the connector uses are typed. Dates are Xero's `/Date(1552357188083+0000)/`
 * (xero-dates.ts); a manual journal's `Date` is `YYYY-MM-DDT00:00:00` in JSON answers.
 */

/** One tenant the token can reach (xero-identity.yaml `Connection`). */
export interface XeroConnection {
  id: string;
  authEventId?: string;
  tenantId: string;
  /** ORGANISATION for a set of books; PRACTICE for a practice (Xero Practice Manager), which has none. */
  tenantType: string;
  tenantName: string | null;
  createdDateUtc?: string;
  updatedDateUtc?: string;
}

/** Every Accounting API answer carries these beside its collection. */
export interface XeroEnvelope {
  Id?: string;
  Status?: string;
  ProviderName?: string;
  DateTimeUTC?: string;
}

export interface XeroPagination {
  page: number;
  pageSize: number;
  pageCount: number;
  itemCount: number;
}

export interface XeroOrganisation {
  OrganisationID: string;
  Name: string | null;
  LegalName?: string | null;
  BaseCurrency?: string | null;
  CountryCode?: string | null;
  /** Calendar day (1-31) and month (1-12) the financial year ends. */
  FinancialYearEndDay?: number | null;
  FinancialYearEndMonth?: number | null;
  OrganisationStatus?: string;
  Version?: string;
  CreatedDateUTC?: string;
  [member: string]: unknown;
}

export interface XeroAccount {
  AccountID: string;
  Code?: string | null;
  Name?: string | null;
  /** BANK, CURRENT, CURRLIAB, DIRECTCOSTS, EQUITY, EXPENSE, FIXED, REVENUE, SALES, ... */
  Type?: string | null;
  /** ASSET, EQUITY, EXPENSE, LIABILITY, REVENUE */
  Class?: string | null;
  /** ACTIVE, ARCHIVED, DELETED */
  Status?: string | null;
  TaxType?: string | null;
  Description?: string | null;
  CurrencyCode?: string | null;
  UpdatedDateUTC?: string | null;
  [member: string]: unknown;
}

export interface XeroTaxComponent {
  Name: string;
  Rate: number;
  IsCompound: boolean;
  IsNonRecoverable: boolean;
}

export interface XeroTaxRate {
  /** The tax rate's key: GET /TaxRates/{TaxType}. */
  TaxType: string;
  Name?: string | null;
  /** ACTIVE, DELETED, ARCHIVED, PENDING */
  Status?: string | null;
  ReportTaxType?: string | null;
  DisplayTaxRate?: number | null;
  EffectiveRate?: number | null;
  TaxComponents?: XeroTaxComponent[];
  [member: string]: unknown;
}

export interface XeroValidationError {
  Message: string;
}

export interface XeroManualJournalLine {
  LineAmount: number;
  AccountCode?: string | null;
  AccountID?: string | null;
  Description?: string | null;
  TaxType?: string | null;
  TaxAmount?: number | null;
  Tracking?: unknown[];
  IsBlank?: boolean;
}

export interface XeroManualJournal {
  ManualJournalID: string;
  Narration?: string | null;
  Date?: string | null;
  /** DRAFT, POSTED, DELETED, VOIDED, ARCHIVED */
  Status?: string | null;
  LineAmountTypes?: string | null;
  JournalLines?: XeroManualJournalLine[];
  ShowOnCashBasisReports?: boolean;
  HasAttachments?: boolean;
  UpdatedDateUTC?: string | null;
  Url?: string | null;
  /** Set on an item of a write answered with summarizeErrors=false. */
  StatusAttributeString?: string;
  ValidationErrors?: XeroValidationError[];
  Warnings?: XeroValidationError[];
}

export interface XeroOrganisations extends XeroEnvelope {
  Organisations: XeroOrganisation[];
}
export interface XeroAccounts extends XeroEnvelope {
  Accounts: XeroAccount[];
}
export interface XeroTaxRates extends XeroEnvelope {
  TaxRates: XeroTaxRate[];
}
export interface XeroManualJournals extends XeroEnvelope {
  pagination?: XeroPagination;
  ManualJournals: XeroManualJournal[];
}

/** What PUT /ManualJournals takes. */
export interface XeroManualJournalWrite {
  Narration: string | undefined;
  Date?: string;
  Status?: string;
  LineAmountTypes?: string;
  JournalLines: Array<{ LineAmount: number; AccountID?: string; AccountCode?: string; Description?: string; TaxType?: string; TaxAmount?: number }>;
  [member: string]: unknown;
}

/** A refused write (HTTP 400): `Elements` are the records sent, each with what was wrong with it. */
export interface XeroValidationException {
  ErrorNumber: number;
  Type: string;
  Message: string;
  Elements?: Array<{ ValidationErrors?: XeroValidationError[]; [member: string]: unknown }>;
}

/** Authentication and tenant failures (RFC 7807 problem details, PascalCase). */
export interface XeroProblem {
  Type: string | null;
  Title: string;
  Status: number;
  Detail: string;
  Instance?: string;
  Extensions?: Record<string, unknown>;
}
