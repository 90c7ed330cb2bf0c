import { z } from 'zod';
import { dateTimeSchema, enumValueSchema, openEnumValueSchema } from '../enum-value.js';

/**
 * Unified accounting models (docs/unified/accounting.md): the companies (books) an accounting
 * account holds, and under each company its chart of accounts, its tax rates and its journals.
 * Field names and types are those of the vendor's published API, so its clients read our answers
 * as they read its own. Every field but the ids may be null: providers differ in what they
 * record. `company_id` and a journal line's `account_id` hold unified ids of those records.
 */

const unifiedIdSchema = z.string().describe('Unified id (composite `c28xIQ...`)');
const remoteIdSchema = z.string().describe("The provider's id");
const companyIdSchema = z.string().nullable().describe('Unified id of the company (a record of /unified/accounting/companies)');

/** ISO 4217 codes (`USD`, `NZD`) as `{value, source_value}`; `unmapped_value` for a code the provider invented. */
const currencySchema = openEnumValueSchema.describe('ISO 4217 currency code');

export const accountingAccountTypeValues = ['asset', 'liability', 'equity', 'revenue', 'expense'] as const;
export const accountingJournalStatusValues = ['draft', 'posted', 'void'] as const;

export const accountingCompanySchema = z.object({
  id: unifiedIdSchema,
  remote_id: remoteIdSchema,
  name: z.string().nullable(),
  base_currency: currencySchema.nullable().describe('Default currency for the company'),
  fiscal_year_start_month: z.number().int().min(1).max(12).nullable().describe('Fiscal year start month (1-12)'),
  fiscal_year_start_day: z.number().int().min(1).max(31).nullable().describe('Fiscal year start day (1-31)'),
});
export type AccountingCompany = z.infer<typeof accountingCompanySchema>;

export const accountingAccountSchema = z.object({
  id: unifiedIdSchema,
  remote_id: remoteIdSchema,
  company_id: companyIdSchema,
  code: z.string().nullable().describe("The account's code in the chart of accounts"),
  name: z.string().nullable(),
  type: enumValueSchema(accountingAccountTypeValues).nullable().describe('The class of the account'),
  active: z.boolean().nullable(),
});
export type AccountingAccount = z.infer<typeof accountingAccountSchema>;

export const accountingTaxRateSchema = z.object({
  id: unifiedIdSchema,
  remote_id: remoteIdSchema,
  company_id: companyIdSchema,
  code: z.string().nullable().describe("The provider's tax code"),
  name: z.string().nullable(),
  percentage: z.number().nullable().describe('The effective rate, in percent (15 for 15%)'),
  active: z.boolean().nullable(),
});
export type AccountingTaxRate = z.infer<typeof accountingTaxRateSchema>;

export const accountingJournalLineSchema = z.object({
  id: z.string().nullable(),
  account_id: z.string().nullable().describe('Unified id of the account (a record of /unified/accounting/companies/{id}/accounts)'),
  account_type: enumValueSchema(accountingAccountTypeValues).nullable(),
  amount: z.number().nullable().describe('Debits are positive, credits negative'),
  currency_code: currencySchema.nullable(),
  exchange_rate: z.number().nullable(),
  description: z.string().nullable(),
  tax_amount: z.number().nullable(),
  tax_rate_percentage: z.number().nullable(),
});
export type AccountingJournalLine = z.infer<typeof accountingJournalLineSchema>;

export const accountingJournalSchema = z.object({
  id: unifiedIdSchema,
  remote_id: remoteIdSchema,
  company_id: companyIdSchema,
  reference: z.string().nullable(),
  memo: z.string().nullable(),
  transaction_date: dateTimeSchema.nullable(),
  status: enumValueSchema(accountingJournalStatusValues).nullable(),
  lines: z.array(accountingJournalLineSchema).nullable(),
  posted_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type AccountingJournal = z.infer<typeof accountingJournalSchema>;

/** The vendor's wire sends a currency as a code or as its `{value, source_value}` object. */
const currencyInputSchema = z.union([
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'an ISO 4217 code'),
  z
    .object({
      value: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/, 'an ISO 4217 code'),
    })
    .transform((currency) => currency.value),
]);

export const accountingJournalLineCreateSchema = z.object({
  account_id: z.string().min(1).describe('Unified or provider id of the account'),
  amount: z.number().describe('Debits are positive, credits negative; the lines of a journal sum to zero'),
  description: z.string().nullish(),
  tax_rate_id: z.string().min(1).nullish().describe('Unified or provider id of the tax rate'),
  tax_amount: z.number().nullish(),
});
export type AccountingJournalLineCreate = z.infer<typeof accountingJournalLineCreateSchema>;

/** The body of `POST /unified/accounting/companies/{id}/journals` (and of each item of its batch). */
export const accountingJournalCreateSchema = z.object({
  reference: z.string().nullish(),
  memo: z.string().nullish(),
  transaction_date: z.union([dateTimeSchema, z.iso.date()]).nullish().describe('The date the journal is posted to the ledger'),
  currency_code: currencyInputSchema.nullish().describe('Currency of the journal and all its lines'),
  exchange_rate: z.number().positive().nullish().describe('Rate to the company base currency, for all lines'),
  lines: z.array(accountingJournalLineCreateSchema).min(1).nullish(),
  passthrough: z.record(z.string(), z.unknown()).nullish().describe('Merged into the provider request as is'),
});
export type AccountingJournalCreate = z.infer<typeof accountingJournalCreateSchema>;
