import { z } from 'zod';
import { dateTimeSchema, enumValueSchema, openEnumValueSchema, UNMAPPED_VALUE } from '../enum-value.js';

/**
 * Unified crm models (docs/unified/crm.md): contacts, accounts (the companies a CRM sells to)
 * and lists (saved segments of contacts or accounts), and the definitions of the custom fields
 * of contacts. Reads return `crmContactSchema`, `crmAccountSchema`, `crmListSchema` and
 * `crmCustomFieldDefinitionSchema`; `crmContactCreateSchema` and `crmContactUpdateSchema` are the
 * bodies of `POST /unified/crm/contacts` and `PATCH /unified/crm/contacts/{id}`. Field names
 * are shared by reads and writes, so a client can write back what it read.
 */

/** Where a contact stands in the funnel; providers with their own stages answer `unmapped_value`. */
export const crmLifecycleStageValues = [
  'subscriber',
  'lead',
  'marketing_qualified_lead',
  'sales_qualified_lead',
  'opportunity',
  'customer',
  'evangelist',
  'other',
] as const;
export type CrmLifecycleStage = (typeof crmLifecycleStageValues)[number];

/** The kind of record a list holds, named after the unified resource where there is one. */
export const crmListTypeValues = ['contacts', 'accounts', 'deals', 'tickets'] as const;
export type CrmListType = (typeof crmListTypeValues)[number];

/** The kind of value a custom field holds; provider kinds without a match are `unmapped_value`. */
export const crmCustomFieldTypeValues = [
  'date',
  'float',
  'integer',
  'list',
  'checkbox',
  'text',
  'boolean',
  'single_select',
  'multi_select',
  'url',
  'other',
] as const;
export type CrmCustomFieldType = (typeof crmCustomFieldTypeValues)[number];

const customFieldsSchema = z
  .record(z.string(), z.unknown())
  .nullable()
  .describe("The provider's custom fields, keyed by their provider name, values typed (numbers, booleans, arrays of options)");

/** A postal address as reads return it. */
export const crmAddressSchema = z.object({
  street_1: z.string().nullable(),
  street_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: openEnumValueSchema
    .nullable()
    .describe('`value` is the ISO 3166-1 alpha-2 code when the provider spelling names a country, `source_value` the spelling'),
});
export type CrmAddress = z.infer<typeof crmAddressSchema>;

export const crmContactSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company_name: z.string().nullable().describe('The company as typed on the contact, whether or not an account is linked'),
  job_title: z.string().nullable(),
  emails: z.array(z.string()).describe('Primary address first'),
  phone_numbers: z.array(z.string()).describe('Primary number first'),
  lifecycle_stage: enumValueSchema(crmLifecycleStageValues).nullable(),
  account_ids: z.array(z.string()).describe('Unified ids of the accounts the contact belongs to'),
  remote_account_ids: z.array(z.string()),
  owner_id: z.string().nullable().describe('Unified id of the CRM user who owns the contact'),
  remote_owner_id: z.string().nullable(),
  addresses: z.array(crmAddressSchema),
  unified_custom_fields: customFieldsSchema,
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type CrmContact = z.infer<typeof crmContactSchema>;

export const crmAccountSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  industries: z.array(z.string()).describe("The provider's industry names"),
  annual_revenue: z.string().nullable().describe('As the provider records it, without currency conversion'),
  number_of_employees: z.number().int().nullable(),
  phone_numbers: z.array(z.string()),
  addresses: z.array(crmAddressSchema),
  owner_id: z.string().nullable().describe('Unified id of the CRM user who owns the account'),
  remote_owner_id: z.string().nullable(),
  unified_custom_fields: customFieldsSchema,
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type CrmAccount = z.infer<typeof crmAccountSchema>;

/** A value a choice field may take: `id` is what a write sends, `value` what people see. */
export const crmCustomFieldOptionSchema = z.object({
  id: z.string().describe('The value to write into the custom field'),
  value: z.string().describe('The label shown for it'),
});
export type CrmCustomFieldOption = z.infer<typeof crmCustomFieldOptionSchema>;

/** The definition of a custom field: the key, kind and choices of a value in `unified_custom_fields`. */
export const crmCustomFieldDefinitionSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id: the key of the field in `unified_custom_fields`"),
  name: z.string().nullable().describe('The label the provider shows'),
  description: z.string().nullable(),
  type: enumValueSchema(crmCustomFieldTypeValues).nullable(),
  options: z.array(crmCustomFieldOptionSchema).nullable().describe('The values a choice field may take; null for other fields'),
  unified_custom_fields: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe("The provider's attributes of the definition without a unified home, keyed by their provider name"),
});
export type CrmCustomFieldDefinition = z.infer<typeof crmCustomFieldDefinitionSchema>;

export const crmListSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  type: enumValueSchema(crmListTypeValues).nullable().describe('What the list holds'),
  is_dynamic: z.boolean().nullable().describe('True when the provider keeps the members up to date from filters; false for lists edited by hand or frozen'),
  record_count: z.number().int().nullable().describe('Members when last counted by the provider'),
  unified_custom_fields: customFieldsSchema,
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type CrmList = z.infer<typeof crmListSchema>;

// Writes: every member may be left out (unchanged) or sent as null (cleared). Unknown members
// are refused rather than dropped, so a typo never reads as a successful write.
const text = z.string().nullish();

const writableAddressSchema = z.strictObject({
  street_1: text,
  street_2: text,
  city: text,
  state: text,
  zip_code: text,
  country: z.strictObject({ value: text.describe('ISO 3166-1 alpha-2; used when source_value is absent'), source_value: text }).nullish(),
});

/** docs/unified/crm.md: the body of `PATCH /unified/crm/contacts/{id}`. */
export const crmContactUpdateSchema = z.strictObject({
  first_name: text,
  last_name: text,
  company_name: text,
  job_title: text,
  emails: z.array(z.email()).nullish().describe('Primary address first'),
  phone_numbers: z.array(z.string()).nullish().describe('Primary number first'),
  lifecycle_stage: z
    .strictObject({
      value: z.enum([...crmLifecycleStageValues, UNMAPPED_VALUE]).nullish(),
      source_value: text.describe("The provider's own stage; wins over value"),
    })
    .nullish(),
  owner_id: text.describe('Unified or provider id of the owning CRM user'),
  addresses: z.array(writableAddressSchema).nullish(),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullish().describe("The provider's custom fields by provider name"),
  passthrough: z.record(z.string(), z.unknown()).nullish().describe('Sent to the provider as is'),
});
export type CrmContactUpdate = z.infer<typeof crmContactUpdateSchema>;

/** docs/unified/crm.md: the body of `POST /unified/crm/contacts`. */
export const crmContactCreateSchema = crmContactUpdateSchema.extend({
  account_ids: z.array(z.string()).nullish().describe('Unified or provider ids of the accounts to link the new contact to'),
});
export type CrmContactCreate = z.infer<typeof crmContactCreateSchema>;
