import type { AccountingAccount, AccountingCompany, AccountingJournal, AccountingTaxRate, SyncParams } from '@openunified/connector-sdk';
import { encodeCompositeId } from '@openunified/connector-sdk';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningXeroEmulator, startXeroEmulator } from './emulator/index.js';
import { xeroConnector } from './index.js';

let emulator: RunningXeroEmulator;
let company: string;
let tenant: string;
beforeAll(async () => {
  emulator = await startXeroEmulator({ rateLimits: false });
  tenant = emulator.organisationIds[0]!;
  company = encodeCompositeId(tenant);
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.clearRequests();
  emulator.clearFaults();
});

const run = (actionId: string, input: SyncParams, credentials: Record<string, string> = emulator.sandboxCredentials) =>
  runAction(xeroConnector, actionId, input, { originOverride: emulator.url, credentials });
const calls = (path: string, method = 'GET') => emulator.requests.filter((request) => request.path === path && request.method === method);
const books = () => emulator.sandbox.books.get(tenant)!;

async function drain<Item>(actionId: string, input: SyncParams & { query: Record<string, unknown> }): Promise<Item[]> {
  const records: Item[] = [];
  let cursor: string | undefined;
  do {
    const page = await run(actionId, { ...input, query: { ...input.query, ...(cursor && { cursor }) } });
    records.push(...(page.data as Item[]));
    cursor = (page.next as string | null) ?? undefined;
  } while (cursor);
  return records;
}

describe('companies', () => {
  it('lists the connected organisations, leaving practices out: one GET /connections and one GET /Organisation per company of the page', async () => {
    const companies = await drain<AccountingCompany>('xero_list_companies', { query: { page_size: 1 } });
    expect(companies.map((listed) => listed.remote_id)).toEqual(emulator.organisationIds);
    expect(companies.map((listed) => [listed.name, listed.base_currency?.value, listed.fiscal_year_start_month, listed.fiscal_year_start_day])).toEqual([
      ['Sandbox Trading Ltd', 'NZD', 4, 1],
      ['Sandbox Holdings Inc', 'USD', 1, 1],
    ]);
    expect(calls('/connections')).toHaveLength(2);
    expect(calls('/api.xro/2.0/Organisation').map((request) => request.headers['xero-tenant-id'])).toEqual(emulator.organisationIds);
  });

  it('reads one company, and answers a tenant the account is not connected to with a 404', async () => {
    const read = (await run('xero_get_company', { path: { id: company } })).data as AccountingCompany;
    expect(read).toMatchObject({ id: company, remote_id: tenant, name: 'Sandbox Trading Ltd' });
    const practice = emulator.sandbox.connections.find((connection) => connection.tenantType === 'PRACTICE')!;
    const error = await expectApiError(run('xero_get_company', { path: { id: practice.tenantId } }));
    expect(error.statusCode).toBe(404);
    expect(error.providerErrors?.[0]).toMatchObject({ status: 403, raw: { Title: 'Forbidden', Detail: 'AuthenticationUnsuccessful' } });
  });
});

describe('accounts', () => {
  it('pages the whole chart, one GET /Accounts per page, with the company in xero-tenant-id', async () => {
    const accounts = await drain<AccountingAccount>('xero_list_company_accounts', { path: { id: company }, query: { page_size: 10 } });
    expect(accounts.map((account) => account.code)).toEqual(books().accounts.map((account) => account.Code));
    expect(calls('/api.xro/2.0/Accounts')).toHaveLength(Math.ceil(accounts.length / 10));
    expect(accounts.every((account) => account.company_id === company)).toBe(true);
    expect(accounts.find((account) => account.code === '480')).toMatchObject({ active: false, type: { value: 'expense', source_value: 'EXPENSE' } });
    expect(accounts.find((account) => account.code === '800')?.type).toEqual({ value: 'liability', source_value: 'CURRLIAB' });
  });

  it('sends updated_after as If-Modified-Since', async () => {
    const since = '2025-02-20T00:00:00.000Z';
    const changed = await drain<AccountingAccount>('xero_list_company_accounts', { path: { id: company }, query: { page_size: 100, updated_after: since } });
    expect(calls('/api.xro/2.0/Accounts')[0]!.headers['if-modified-since']).toBe(since);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(books().accounts.length);
  });

  it('reads an account by its unified id, and a 404 for an unknown one', async () => {
    const account = books().accounts[3]!;
    const read = (await run('xero_get_company_account', { path: { id: company, subResourceId: encodeCompositeId(account.AccountID) } }))
      .data as AccountingAccount;
    expect(read).toMatchObject({ remote_id: account.AccountID, code: account.Code, name: account.Name });
    const error = await expectApiError(run('xero_get_company_account', { path: { id: company, subResourceId: '00000000-0000-4000-8000-000000000000' } }));
    expect(error.statusCode).toBe(404);
  });
});

describe('tax rates', () => {
  it('lists every tax rate of the company (one call per page) and reads one by its tax type', async () => {
    const rates = await drain<AccountingTaxRate>('xero_list_company_tax_rates', { path: { id: company }, query: { page_size: 4 } });
    expect(rates.map((rate) => rate.code)).toEqual(['INPUT2', 'OUTPUT2', 'NONE', 'ZERORATED', 'GSTONIMPORTS', 'TAX001']);
    expect(calls('/api.xro/2.0/TaxRates')).toHaveLength(2);
    expect(rates.find((rate) => rate.code === 'TAX001')).toMatchObject({ active: false, percentage: 12.5 });
    const read = (await run('xero_get_company_tax_rate', { path: { id: company, subResourceId: rates[0]!.id } })).data as AccountingTaxRate;
    expect(read).toEqual(rates[0]);
    expect((await expectApiError(run('xero_get_company_tax_rate', { path: { id: company, subResourceId: 'NOPE' } }))).statusCode).toBe(404);
  });
});

describe('journals', () => {
  it("pages manual journals with Xero's page and pageSize, one call per page, lines included", async () => {
    const journals = await drain<AccountingJournal>('xero_list_company_journals', { path: { id: company }, query: { page_size: 50 } });
    expect(journals.map((journal) => journal.remote_id)).toEqual(books().journals.map((journal) => journal.ManualJournalID));
    expect(calls('/api.xro/2.0/ManualJournals').map((request) => request.query)).toEqual(['?page=1&pageSize=50', '?page=2&pageSize=50', '?page=3&pageSize=50']);
    expect(journals.every((journal) => (journal.lines ?? []).length === 2)).toBe(true);
    expect(new Set(journals.map((journal) => journal.status?.value))).toEqual(new Set(['posted', 'draft', 'void']));
  });

  it('sends updated_after as If-Modified-Since, and refuses a forged cursor', async () => {
    const since = '2025-12-01T00:00:00.000Z';
    const changed = await drain<AccountingJournal>('xero_list_company_journals', { path: { id: company }, query: { page_size: 100, updated_after: since } });
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((journal) => journal.updated_at! > since)).toBe(true);
    expect(calls('/api.xro/2.0/ManualJournals')[0]!.headers['if-modified-since']).toBe(since);
    expect((await expectApiError(run('xero_list_company_journals', { path: { id: company }, query: { cursor: 'page-two' } }))).statusCode).toBe(400);
  });

  it('creates a journal naming accounts by id or code and a tax rate, and reads it back', async () => {
    const rent = books().accounts.find((account) => account.Code === '469')!;
    const created = await run('xero_create_company_journal', {
      path: { id: company },
      body: {
        memo: 'Accrued rent April',
        transaction_date: '2026-04-30T00:00:00.000Z',
        lines: [
          { account_id: encodeCompositeId(rent.AccountID), amount: 1000, description: 'Rent', tax_rate_id: encodeCompositeId('INPUT2'), tax_amount: 150 },
          { account_id: '800', amount: -1000, description: 'Payable' },
        ],
      },
    });
    const { remote_id: id } = created.data as { remote_id: string };
    expect(JSON.parse(calls('/api.xro/2.0/ManualJournals', 'PUT')[0]!.body)).toEqual({
      ManualJournals: [
        {
          Narration: 'Accrued rent April',
          Date: '2026-04-30',
          JournalLines: [
            { LineAmount: 1000, AccountID: rent.AccountID, Description: 'Rent', TaxType: 'INPUT2', TaxAmount: 150 },
            { LineAmount: -1000, AccountCode: '800', Description: 'Payable' },
          ],
        },
      ],
    });
    const read = (await run('xero_get_company_journal', { path: { id: company, subResourceId: id } })).data as AccountingJournal;
    expect(read).toMatchObject({
      memo: 'Accrued rent April',
      transaction_date: '2026-04-30T00:00:00.000Z',
      status: { value: 'draft', source_value: 'DRAFT' },
      posted_at: null,
    });
    expect(read.lines!.map((line) => [line.amount, line.tax_amount, line.description])).toEqual([
      [1000, 150, 'Rent'],
      [-1000, 0, 'Payable'],
    ]);
  });

  it("passes Xero's validation errors on as a 400 with provider_errors, creating nothing", async () => {
    const before = books().journals.length;
    const error = await expectApiError(
      run('xero_create_company_journal', {
        path: { id: company },
        body: {
          memo: 'Unbalanced',
          lines: [
            { account_id: '469', amount: 10 },
            { account_id: '999', amount: -5 },
          ],
        },
      }),
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(
      "A validation exception occurred: Account code '999' is not a valid code for this document.; The total debits (10.00) must equal total credits (-5.00)",
    );
    expect(error.providerErrors?.[0]?.raw).toMatchObject({ Type: 'ValidationException', Elements: [{ Narration: 'Unbalanced' }] });
    expect(books().journals).toHaveLength(before);
  });

  it('refuses a currency other than the base one before writing, and accepts the base one', async () => {
    const lines = [
      { account_id: '469', amount: 10 },
      { account_id: '800', amount: -10 },
    ];
    const error = await expectApiError(run('xero_create_company_journal', { path: { id: company }, body: { memo: 'USD', currency_code: 'USD', lines } }));
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain('base currency (NZD)');
    expect(calls('/api.xro/2.0/ManualJournals', 'PUT')).toHaveLength(0);
    await run('xero_create_company_journal', { path: { id: company }, body: { memo: 'NZD', currency_code: 'NZD', exchange_rate: 1, lines } });
    expect(calls('/api.xro/2.0/ManualJournals', 'PUT')).toHaveLength(1);
  });

  it('creates a batch 50 journals per call, answering the refused items with their messages', async () => {
    const before = books().journals.length;
    const good = {
      memo: 'Batch',
      lines: [
        { account_id: '469', amount: 5 },
        { account_id: '800', amount: -5 },
      ],
    };
    const items = Array.from({ length: 60 }, (_, index) => (index === 7 ? { memo: 'Bad', lines: [{ account_id: '469', amount: 5 }] } : good));
    const result = await run('xero_batch_create_company_journals', { path: { id: company }, body: { items } });
    expect(result.data).toEqual({ errors: [['item 7: At least two journal lines must be specified']] });
    expect(calls('/api.xro/2.0/ManualJournals', 'PUT').map((request) => [request.query, JSON.parse(request.body).ManualJournals.length])).toEqual([
      ['?summarizeErrors=false', 50],
      ['?summarizeErrors=false', 10],
    ]);
    expect(books().journals).toHaveLength(before + 59);
  });
});

describe('authentication and limits', () => {
  it('answers a wrong token with a 400 carrying Xero’s 401', async () => {
    const error = await expectApiError(run('xero_list_companies', { query: {} }, { access_token: 'wrong', refresh_token: 'wrong' }));
    expect(error.statusCode).toBe(400);
    expect(error.providerErrors?.[0]).toMatchObject({ status: 401, raw: { Title: 'Unauthorized' } });
  });

  it('retries a read after a 429 with Retry-After', async () => {
    emulator.injectFault({ type: 'rate_limit', retryAfterSeconds: 1, pathPrefix: '/api.xro/2.0/TaxRates', times: 1 });
    const page = await run('xero_list_company_tax_rates', { path: { id: company }, query: { page_size: 2 } });
    expect(page.data).toHaveLength(2);
    expect(calls('/api.xro/2.0/TaxRates')).toHaveLength(2);
  });

  it("rotates the refresh token at Xero's token endpoint", async () => {
    const token = (body: Record<string, string>) =>
      fetch(`${emulator.url}/connect/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${emulator.oauthClient.clientId}:${emulator.oauthClient.clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams(body).toString(),
      });
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: emulator.sandboxCredentials.refresh_token });
    expect(refreshed.status).toBe(200);
    const tokens = (await refreshed.json()) as { access_token: string; refresh_token: string; expires_in: number };
    expect(tokens.expires_in).toBe(1800);
    expect(tokens.refresh_token).not.toBe(emulator.sandboxCredentials.refresh_token);
    const page = await run('xero_list_companies', { query: {} }, { access_token: tokens.access_token, refresh_token: tokens.refresh_token });
    expect(page.data).toHaveLength(2);
    expect((await token({ grant_type: 'refresh_token', refresh_token: emulator.sandboxCredentials.refresh_token })).status).toBe(400);
  });
});
