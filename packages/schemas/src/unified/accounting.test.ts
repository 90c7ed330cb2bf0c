import { describe, expect, it } from 'vitest';
import { coreUnifiedResources } from '../catalogue/core-resources.js';
import { UnifiedCatalogue } from '../catalogue/unified-catalogue.js';
import { accountingJournalCreateSchema } from './accounting.js';

describe('accounting write bodies', () => {
  it("takes a journal's currency as a code or as the wire's enum object, and its date as a date or a date-time", () => {
    const lines = [
      { account_id: 'A1', amount: 10 },
      { account_id: 'A2', amount: -10, tax_rate_id: 'T1' },
    ];
    expect(accountingJournalCreateSchema.parse({ memo: 'Accrual', currency_code: 'nzd', transaction_date: '2026-03-31', lines })).toEqual({
      memo: 'Accrual',
      currency_code: 'NZD',
      transaction_date: '2026-03-31',
      lines,
    });
    expect(accountingJournalCreateSchema.parse({ currency_code: { value: 'USD', source_value: 'USD' } }).currency_code).toBe('USD');
    expect(accountingJournalCreateSchema.safeParse({ currency_code: 'dollars' }).success).toBe(false);
    expect(accountingJournalCreateSchema.safeParse({ lines: [{ account_id: 'A1' }] }).success).toBe(false);
  });
});

describe('accounting catalogue', () => {
  it('serves the routes of the accounting category', () => {
    const catalogue = new UnifiedCatalogue(coreUnifiedResources);
    const accounting = catalogue.list().filter((resource) => resource.category === 'accounting');
    expect(accounting.map((resource) => [resource.path, Object.keys(resource.operations).sort()])).toEqual([
      ['/unified/accounting/companies', ['get', 'list']],
      ['/unified/accounting/companies/{id}/accounts', ['get', 'list']],
      ['/unified/accounting/companies/{id}/tax_rates', ['get', 'list']],
      ['/unified/accounting/companies/{id}/journals', ['batch_upsert', 'create', 'get', 'list']],
    ]);
    expect(catalogue.get('accounting.company_journals')?.successStatus('create')).toBe(201);
    expect(catalogue.get('accounting.company_journals')?.pathParameters('batch_upsert')).toEqual(['id']);
  });
});
