import type { EmulatorRequest, EmulatorResponse, EmulatorRoute, OAuthAuthorizationServer } from '@openunified/connector-sdk/emulator';
import type { XeroManualJournal, XeroManualJournalLine, XeroValidationError } from '../provider-types.js';
import { SETTINGS_READ_SCOPES, TRANSACTIONS_READ_SCOPES, TRANSACTIONS_SCOPE } from '../scopes.js';
import { toXeroDate } from '../xero-dates.js';
import type { XeroRateLimiter } from './rate-limits.js';
import type { XeroSandbox, XeroTenantBooks } from './seed.js';

/**
 * The endpoints the connector calls, as api.xero.com answers them: GET /connections (the
 * identity API), and under /api.xro/2.0 the organisation, accounts, tax rates and manual
 * journals of the tenant named in `xero-tenant-id`, with the envelope (`Id`, `Status`,
 * `ProviderName`, `DateTimeUTC`), If-Modified-Since, page/pageSize paging of manual journals,
 * ValidationException bodies for refused writes, and the per-tenant rate limits.
 */

const API = '/api.xro/2.0';
/** GET /ManualJournals: 100 a page unless pageSize says otherwise, 1000 at most. */
const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 1000;

export const problem = (status: number, title: string, detail: string): EmulatorResponse => ({
  status,
  body: { Type: null, Title: title, Status: status, Detail: detail, Instance: '0c4b3a2e-7d1f-4a59-9c1e-000000000000', Extensions: {} },
});

/** Xero's 404 is a sentence, not JSON. */
const notFound = (): EmulatorResponse => ({
  status: 404,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  rawBody: "The resource you're looking for cannot be found",
});

const envelope = (body: Record<string, unknown>): Record<string, unknown> => ({
  Id: '5b2a1c3d-0000-4000-8000-000000000001',
  Status: 'OK',
  ProviderName: 'OpenUnified Sandbox',
  DateTimeUTC: toXeroDate(Date.now()),
  ...body,
});

/** If-Modified-Since: only what changed strictly after it (ISO 8601 or an HTTP date). */
function modifiedSince(request: EmulatorRequest): number | undefined {
  const header = request.headers['if-modified-since'];
  if (typeof header !== 'string' || header === '') return undefined;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : at;
}

const updatedAt = (value: string | null | undefined): number => Number(/\((-?\d+)/.exec(value ?? '')?.[1] ?? 0);

function readPositiveInteger(value: string | null): number | undefined | 'invalid' {
  if (value === null || value === '') return undefined;
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : 'invalid';
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function xeroRoutes(sandbox: XeroSandbox, oauth: OAuthAuthorizationServer, limiter: XeroRateLimiter): EmulatorRoute[] {
  /** Token scopes, tenant, rate limit: what every Accounting API call passes first. */
  const tenantCall =
    (scopes: readonly string[], handle: (books: XeroTenantBooks, request: EmulatorRequest) => EmulatorResponse) =>
    (request: EmulatorRequest): EmulatorResponse => {
      if (!oauth.validateAccessToken(request, { anyOf: [...scopes] }).ok) return problem(401, 'Unauthorized', 'AuthorizationUnsuccessful');
      const tenantId = request.headers['xero-tenant-id'];
      const books = typeof tenantId === 'string' ? sandbox.books.get(tenantId.toLowerCase()) : undefined;
      if (!books) return problem(403, 'Forbidden', 'AuthenticationUnsuccessful');
      const { refused, headers } = limiter.take(books.connection.tenantId);
      if (refused) return refused;
      const response = handle(books, request);
      return { ...response, headers: { ...headers, ...response.headers } };
    };

  const byId = <Item>(items: Item[], key: (item: Item) => string, id: string | undefined) =>
    items.find((item) => key(item).toLowerCase() === (id ?? '').toLowerCase());

  function validateJournal(books: XeroTenantBooks, journal: Record<string, unknown>): { errors: XeroValidationError[]; record?: XeroManualJournal } {
    const errors: XeroValidationError[] = [];
    const narration = typeof journal.Narration === 'string' ? journal.Narration.trim() : '';
    if (narration === '') errors.push({ Message: 'Narration cannot be empty' });
    const rawLines = Array.isArray(journal.JournalLines) ? (journal.JournalLines as Array<Record<string, unknown>>) : [];
    if (rawLines.length < 2) errors.push({ Message: 'At least two journal lines must be specified' });
    const lines: XeroManualJournalLine[] = [];
    for (const line of rawLines) {
      const amount = Number(line.LineAmount);
      if (!Number.isFinite(amount)) errors.push({ Message: 'LineAmount must be a number' });
      const account =
        typeof line.AccountID === 'string'
          ? byId(books.accounts, (candidate) => candidate.AccountID, line.AccountID)
          : books.accounts.find((candidate) => candidate.Code === String(line.AccountCode ?? ''));
      if (!account) {
        errors.push({ Message: `Account code '${String(line.AccountCode ?? line.AccountID ?? '')}' is not a valid code for this document.` });
      } else if (account.Status !== 'ACTIVE') {
        errors.push({ Message: `The account '${account.Code}' is archived and cannot be used` });
      }
      const taxType = typeof line.TaxType === 'string' ? line.TaxType : (account?.TaxType ?? 'NONE');
      if (!books.taxRates.some((rate) => rate.TaxType === taxType && rate.Status === 'ACTIVE')) {
        errors.push({ Message: `The TaxType code '${taxType}' does not exist or cannot be used for this type of transaction.` });
      }
      lines.push({
        Description: typeof line.Description === 'string' ? line.Description : undefined,
        LineAmount: round2(amount),
        AccountCode: account?.Code ?? null,
        AccountID: account?.AccountID ?? null,
        TaxType: taxType,
        TaxAmount: typeof line.TaxAmount === 'number' ? round2(line.TaxAmount) : 0,
        Tracking: [],
        IsBlank: false,
      });
    }
    const debits = round2(lines.filter((line) => line.LineAmount > 0).reduce((sum, line) => sum + line.LineAmount, 0));
    const credits = round2(lines.filter((line) => line.LineAmount < 0).reduce((sum, line) => sum + line.LineAmount, 0));
    if (lines.length >= 2 && round2(debits + credits) !== 0) {
      errors.push({ Message: `The total debits (${debits.toFixed(2)}) must equal total credits (${credits.toFixed(2)})` });
    }
    const date = typeof journal.Date === 'string' && journal.Date !== '' ? journal.Date : new Date().toISOString().slice(0, 10);
    if (Number.isNaN(Date.parse(date))) errors.push({ Message: 'The Date is not valid' });
    const status = typeof journal.Status === 'string' ? journal.Status : 'DRAFT';
    if (status !== 'DRAFT' && status !== 'POSTED') errors.push({ Message: `A manual journal cannot be created with status ${status}` });
    if (errors.length > 0) return { errors };
    return {
      errors,
      record: {
        ManualJournalID: crypto.randomUUID(),
        Date: `${date.slice(0, 10)}T00:00:00`,
        Status: status,
        LineAmountTypes: typeof journal.LineAmountTypes === 'string' ? journal.LineAmountTypes : 'NoTax',
        Narration: narration,
        JournalLines: lines,
        ShowOnCashBasisReports: journal.ShowOnCashBasisReports !== false,
        HasAttachments: false,
        UpdatedDateUTC: toXeroDate(Date.now()),
      },
    };
  }

  /** PUT /ManualJournals: one journal or `{ManualJournals: [...]}`; summarizeErrors=false answers each. */
  function createJournals(books: XeroTenantBooks, request: EmulatorRequest): EmulatorResponse {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const sent = Array.isArray(body.ManualJournals) ? (body.ManualJournals as Array<Record<string, unknown>>) : [body];
    const results = sent.map((journal) => ({ journal, ...validateJournal(books, journal) }));
    const summarize = request.query.get('summarizeErrors') !== 'false';
    if (summarize && results.some((result) => result.errors.length > 0)) {
      return {
        status: 400,
        body: {
          ErrorNumber: 10,
          Type: 'ValidationException',
          Message: 'A validation exception occurred',
          Elements: results.map((result) => ({ ...result.journal, ValidationErrors: result.errors })),
        },
      };
    }
    const answered = results.map((result) => {
      if (!result.record) return { ...result.journal, StatusAttributeString: 'ERROR', ValidationErrors: result.errors };
      books.journals.push(result.record);
      return { ...result.record, StatusAttributeString: 'OK' };
    });
    return { body: envelope({ ManualJournals: answered }) };
  }

  return [
    {
      method: 'GET',
      pattern: '/connections',
      handle: (request) => {
        if (!oauth.validateAccessToken(request).ok) return problem(401, 'Unauthorized', 'AuthenticationUnsuccessful');
        return { body: sandbox.connections };
      },
    },
    {
      method: 'GET',
      pattern: `${API}/Organisation`,
      handle: tenantCall(SETTINGS_READ_SCOPES, (books) => ({ body: envelope({ Organisations: [books.organisation] }) })),
    },
    {
      method: 'GET',
      pattern: `${API}/Accounts`,
      handle: tenantCall(SETTINGS_READ_SCOPES, (books, request) => {
        const since = modifiedSince(request);
        const accounts = since === undefined ? books.accounts : books.accounts.filter((account) => updatedAt(account.UpdatedDateUTC) > since);
        return { body: envelope({ Accounts: accounts }) };
      }),
    },
    {
      method: 'GET',
      pattern: `${API}/Accounts/:id`,
      handle: tenantCall(SETTINGS_READ_SCOPES, (books, request) => {
        const account = byId(books.accounts, (candidate) => candidate.AccountID, request.params.id);
        return account ? { body: envelope({ Accounts: [account] }) } : notFound();
      }),
    },
    {
      method: 'GET',
      pattern: `${API}/TaxRates`,
      handle: tenantCall(SETTINGS_READ_SCOPES, (books) => ({ body: envelope({ TaxRates: books.taxRates }) })),
    },
    {
      method: 'GET',
      pattern: `${API}/TaxRates/:taxType`,
      handle: tenantCall(SETTINGS_READ_SCOPES, (books, request) => {
        const rate = books.taxRates.find((candidate) => candidate.TaxType === request.params.taxType);
        return rate ? { body: envelope({ TaxRates: [rate] }) } : notFound();
      }),
    },
    {
      method: 'GET',
      pattern: `${API}/ManualJournals`,
      handle: tenantCall(TRANSACTIONS_READ_SCOPES, (books, request) => {
        const page = readPositiveInteger(request.query.get('page'));
        const pageSize = readPositiveInteger(request.query.get('pageSize'));
        if (page === 'invalid' || pageSize === 'invalid') return problem(400, 'Bad Request', 'page and pageSize must be positive integers');
        const since = modifiedSince(request);
        const journals = since === undefined ? books.journals : books.journals.filter((journal) => updatedAt(journal.UpdatedDateUTC) > since);
        // Without `page`, Xero answers every journal but leaves their lines out.
        if (page === undefined) return { body: envelope({ ManualJournals: journals.map(({ JournalLines: _lines, ...journal }) => journal) }) };
        const size = Math.min(pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
        const pageCount = Math.ceil(journals.length / size);
        return {
          body: envelope({
            pagination: { page, pageSize: size, pageCount, itemCount: journals.length },
            ManualJournals: journals.slice((page - 1) * size, page * size),
          }),
        };
      }),
    },
    {
      method: 'GET',
      pattern: `${API}/ManualJournals/:id`,
      handle: tenantCall(TRANSACTIONS_READ_SCOPES, (books, request) => {
        const journal = byId(books.journals, (candidate) => candidate.ManualJournalID, request.params.id);
        return journal ? { body: envelope({ ManualJournals: [journal] }) } : notFound();
      }),
    },
    { method: 'PUT', pattern: `${API}/ManualJournals`, handle: tenantCall([TRANSACTIONS_SCOPE], createJournals) },
  ];
}
