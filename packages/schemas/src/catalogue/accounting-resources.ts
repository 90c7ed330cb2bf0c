import {
  accountingAccountSchema,
  accountingCompanySchema,
  accountingJournalCreateSchema,
  accountingJournalSchema,
  accountingTaxRateSchema,
} from '../unified/accounting.js';
import { defineUnifiedResource } from './define-unified-resource.js';

// The accounting category (docs/unified/accounting.md). A company is one set of books; its chart
// of accounts, tax rates and journals are sub-resources, so every call names its company.

export const accountingCompaniesResource = defineUnifiedResource({
  category: 'accounting',
  resource: 'companies',
  path: '/unified/accounting/companies',
  noun: { one: 'company', many: 'companies' },
  description: 'The companies (sets of books) the linked accounting account can reach.',
  model: accountingCompanySchema,
  operations: { list: {}, get: {} },
});

export const accountingCompanyAccountsResource = defineUnifiedResource({
  category: 'accounting',
  resource: 'company_accounts',
  path: '/unified/accounting/companies/{id}/accounts',
  noun: { one: 'company account', many: 'company accounts' },
  description: "The company's chart of accounts.",
  model: accountingAccountSchema,
  operations: { list: {}, get: {} },
});

export const accountingCompanyTaxRatesResource = defineUnifiedResource({
  category: 'accounting',
  resource: 'company_tax_rates',
  path: '/unified/accounting/companies/{id}/tax_rates',
  noun: { one: 'company tax rate', many: 'company tax rates' },
  description: 'The tax rates the company applies.',
  model: accountingTaxRateSchema,
  operations: { list: {}, get: {} },
});

export const accountingCompanyJournalsResource = defineUnifiedResource({
  category: 'accounting',
  resource: 'company_journals',
  path: '/unified/accounting/companies/{id}/journals',
  noun: { one: 'company journal', many: 'company journals' },
  description: "The company's journal entries, each a set of balanced debit and credit lines.",
  model: accountingJournalSchema,
  // The batch is `POST .../journals/batch` answered 202 with one error list per failed item:
  // the catalogue's batch verb; each item is a journal create body.
  operations: { list: {}, get: {}, create: { body: accountingJournalCreateSchema }, batch_upsert: { item: accountingJournalCreateSchema } },
});

export const accountingResources = [
  accountingCompaniesResource,
  accountingCompanyAccountsResource,
  accountingCompanyTaxRatesResource,
  accountingCompanyJournalsResource,
] as const;
