import type { AccountScope, CompatContext } from '../compat-harness.js';
import { drain, expectData, memoise, sharedList } from '../compat-harness.js';
import { type MethodCall, perConnector } from './method-call.js';

const companies = sharedList('accountingListCompanies', '/unified/accounting/companies', async (scope) =>
  drain(await scope.sdk.accounting.listCompanies({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.accountingCompaniesPaginated?.data),
);

/** The first company: every other accounting route is nested under it. */
const firstCompany = async (context: CompatContext, scope: AccountScope) => (await companies.ids(context, scope))[0]!;

const companyAccounts = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `accountingListCompanyAccounts:${scope.provider}`, async () => {
    const id = await firstCompany(context, scope);
    return drain(
      await scope.sdk.accounting.listCompanyAccounts({ xAccountId: scope.accountId, id, pageSize: '10' }),
      (page) => page.accountingAccountsPaginated?.data,
      { maxPages: 10 },
    );
  });

const companyTaxRates = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `accountingListCompanyTaxRates:${scope.provider}`, async () => {
    const id = await firstCompany(context, scope);
    return drain(
      await scope.sdk.accounting.listCompanyTaxRates({ xAccountId: scope.accountId, id, pageSize: '10' }),
      (page) => page.accountingTaxRatesPaginated?.data,
    );
  });

const companyJournals = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `accountingListCompanyJournals:${scope.provider}`, async () => {
    const id = await firstCompany(context, scope);
    return drain(
      await scope.sdk.accounting.listCompanyJournals({ xAccountId: scope.accountId, id, pageSize: '25' }),
      (page) => page.accountingJournalsPaginated?.data,
    );
  });

/** Two active accounts of opposite sides for a balanced journal: an expense debited, a liability credited. */
const journalLines = async (context: CompatContext, scope: AccountScope, amount: number) => {
  const accounts = await companyAccounts(context, scope);
  const expense = accounts.find((account) => account.type?.value === 'expense' && account.active !== false);
  const liability = accounts.find((account) => account.type?.value === 'liability' && account.active !== false);
  expectData(expense && liability, 'the first company lists no active expense and liability accounts');
  return [
    { accountId: expense!.id!, amount, description: 'Compatibility check' },
    { accountId: liability!.id!, amount: -amount, description: 'Compatibility check' },
  ];
};

export const accountingCalls: Record<string, MethodCall> = {
  accountingListCompanies: perConnector(async (context, scope) => {
    await companies.records(context, scope);
  }),
  accountingGetCompany: perConnector(async (context, scope) => {
    const id = await firstCompany(context, scope);
    const answer = await scope.sdk.accounting.getCompany({ xAccountId: scope.accountId, id });
    expectData(answer.accountingCompanyResult?.data?.id === id, `the company read has id ${answer.accountingCompanyResult?.data?.id}, not ${id}`);
  }),
  accountingListCompanyAccounts: perConnector(async (context, scope) => {
    const accounts = await companyAccounts(context, scope);
    const company = await firstCompany(context, scope);
    expectData(
      accounts.every((account) => account.companyId === company),
      'an account names another company',
    );
  }),
  accountingGetCompanyAccount: perConnector(async (context, scope) => {
    const id = await firstCompany(context, scope);
    const accountId = (await companyAccounts(context, scope))[0]!.id!;
    const answer = await scope.sdk.accounting.getCompanyAccount({ xAccountId: scope.accountId, id, subResourceId: accountId });
    expectData(answer.accountingAccountResult?.data?.id === accountId, `the account read has id ${answer.accountingAccountResult?.data?.id}, not ${accountId}`);
  }),
  accountingListCompanyTaxRates: perConnector(async (context, scope) => {
    await companyTaxRates(context, scope);
  }),
  accountingGetCompanyTaxRate: perConnector(async (context, scope) => {
    const id = await firstCompany(context, scope);
    const taxRateId = (await companyTaxRates(context, scope))[0]!.id!;
    const answer = await scope.sdk.accounting.getCompanyTaxRate({ xAccountId: scope.accountId, id, subResourceId: taxRateId });
    expectData(
      answer.accountingTaxRateResult?.data?.id === taxRateId,
      `the tax rate read has id ${answer.accountingTaxRateResult?.data?.id}, not ${taxRateId}`,
    );
  }),
  accountingListCompanyJournals: perConnector(async (context, scope) => {
    const journals = await companyJournals(context, scope);
    expectData(
      journals.some((journal) => (journal.lines ?? []).length > 0),
      'no listed journal has lines',
    );
  }),
  accountingGetCompanyJournal: perConnector(async (context, scope) => {
    const id = await firstCompany(context, scope);
    const journalId = (await companyJournals(context, scope))[0]!.id!;
    const answer = await scope.sdk.accounting.getCompanyJournal({ xAccountId: scope.accountId, id, subResourceId: journalId });
    expectData(answer.accountingJournalResult?.data?.id === journalId, `the journal read has id ${answer.accountingJournalResult?.data?.id}, not ${journalId}`);
  }),
  accountingCreateCompanyJournal: perConnector(async (context, scope) => {
    const id = await firstCompany(context, scope);
    const memo = `Compat check ${Date.now().toString(36)}`;
    const created = await scope.sdk.accounting.createCompanyJournal({
      xAccountId: scope.accountId,
      id,
      accountingJournalCreateRequestDto: { memo, transactionDate: new Date('2026-03-31T00:00:00Z'), lines: await journalLines(context, scope, 125.5) },
    });
    const journalId = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof journalId === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    const read = await scope.sdk.accounting.getCompanyJournal({ xAccountId: scope.accountId, id, subResourceId: journalId! });
    const journal = read.accountingJournalResult?.data;
    expectData(journal?.memo === memo, `the created journal reads back with memo ${journal?.memo}`);
    expectData(
      journal?.lines?.map((line) => line.amount).join() === '125.5,-125.5',
      `the created journal reads back with lines ${JSON.stringify(journal?.lines)}`,
    );
  }),
  accountingBatchCreateCompanyJournals: perConnector(async (context, scope) => {
    const id = await firstCompany(context, scope);
    const lines = await journalLines(context, scope, 40);
    const answer = await scope.sdk.accounting.batchCreateCompanyJournals({
      xAccountId: scope.accountId,
      id,
      accountingJournalBatchCreateRequestDto: {
        items: [
          { memo: 'Compat batch 1', lines },
          { memo: 'Compat batch 2', lines },
        ],
      },
    });
    const result = answer.batchResultApiModel;
    expectData(answer.statusCode === 202 && result?.statusCode === 202, `the batch answered ${answer.statusCode} ${JSON.stringify(result)}`);
    expectData((result?.errors ?? []).length === 0, `the batch refused items: ${JSON.stringify(result?.errors)}`);
  }),
};
