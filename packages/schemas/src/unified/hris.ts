import { z } from 'zod';
import { dateTimeSchema, enumValueSchema, openEnumValueSchema, UNMAPPED_VALUE } from '../enum-value.js';

/**
 * Unified hris models. `employeeSchema` is what reads return; `employeeUpdateSchema` is docs/unified/hris.md,
 * the body of `PATCH /unified/hris/employees/{id}`. The read model uses the same field names and
 * shapes as the update body so a client can write back what it read.
 */

export const genderValues = ['male', 'female', 'non_binary', 'other', 'not_disclosed'] as const;
export type Gender = (typeof genderValues)[number];

export const maritalStatusValues = [
  'single',
  'married',
  'domestic_partnership',
  'divorced',
  'separated',
  'widowed',
  'not_disclosed',
] as const;
export type MaritalStatus = (typeof maritalStatusValues)[number];

/**
 * `pending`: hired, not started yet. `leave`: employed but on a leave of absence. `inactive`:
 * not working and not terminated either (a deactivated profile, for instance).
 */
export const employmentStatusValues = ['active', 'pending', 'terminated', 'leave', 'inactive'] as const;
export type EmploymentStatus = (typeof employmentStatusValues)[number];

// docs/unified/hris.md: "every field is optional and nullable", nested members included.
function optional<Schema extends z.ZodType>(schema: Schema) {
  return schema.nullable().optional();
}

const text = optional(z.string());
const dateTime = optional(dateTimeSchema);
const passthrough = optional(z.record(z.string(), z.unknown())).describe('Sent to the provider as is');

const sourceValueSchema = z.union([z.string(), z.number(), z.boolean(), z.record(z.string(), z.unknown())]);

/** An enum object in a write: either member may be left out; `source_value` wins when both are set. */
function writableEnumValueSchema<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.object({
    value: optional(z.enum([...values, UNMAPPED_VALUE] as unknown as [Values[number] | typeof UNMAPPED_VALUE])),
    source_value: optional(sourceValueSchema),
  });
}

const writableOpenEnumValueSchema = z.object({ value: text, source_value: optional(sourceValueSchema) });

const countrySchema = openEnumValueSchema.describe('`value` is the ISO 3166-1 alpha-2 code, `source_value` the provider spelling');

/** A postal location as reads return it. */
export const locationSchema = z.object({
  id: z.string().nullable(),
  remote_id: z.string().nullable(),
  name: z.string().nullable(),
  phone_number: z.string().nullable(),
  street_1: z.string().nullable(),
  street_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: countrySchema.nullable(),
});
export type Location = z.infer<typeof locationSchema>;

export const employeeSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  personal_email: z.string().nullable(),
  work_email: z.string().nullable(),
  personal_phone_number: z.string().nullable(),
  work_phone_number: z.string().nullable(),
  job_title: z.string().nullable(),
  department: z.string().nullable(),
  department_id: z.string().nullable(),
  manager_id: z.string().nullable().describe('Unified id of the manager, another employee'),
  company_name: z.string().nullable(),
  employee_number: z.string().nullable(),
  gender: enumValueSchema(genderValues).nullable(),
  marital_status: enumValueSchema(maritalStatusValues).nullable(),
  employment_status: enumValueSchema(employmentStatusValues).nullable(),
  date_of_birth: dateTimeSchema.nullable(),
  hire_date: dateTimeSchema.nullable(),
  start_date: dateTimeSchema.nullable(),
  termination_date: dateTimeSchema.nullable(),
  work_location: locationSchema.nullable(),
  home_location: locationSchema.nullable(),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;

const writableLocationSchema = z.object({
  id: text,
  name: text,
  phone_number: text,
  street_1: text,
  street_2: text,
  city: text,
  zip_code: text,
  country: optional(writableOpenEnumValueSchema),
  passthrough,
  state: text,
});

const nationalIdentityNumberSchema = z.object({
  value: text,
  type: optional(writableOpenEnumValueSchema),
  country: optional(writableOpenEnumValueSchema),
});

const iso8601DurationSchema = z
  .string()
  .regex(/^P(?!$)(\d+(\.\d+)?Y)?(\d+(\.\d+)?M)?(\d+(\.\d+)?W)?(\d+(\.\d+)?D)?(T(?=\d)(\d+(\.\d+)?H)?(\d+(\.\d+)?M)?(\d+(\.\d+)?S)?)?$/, {
    message: 'expected an ISO 8601 duration such as PT40H',
  });

const employmentUpdateSchema = z.object({
  unified_custom_fields: optional(z.record(z.string(), z.unknown())),
  job_title: text,
  pay_rate: text,
  pay_period: text,
  pay_frequency: text,
  pay_currency: text,
  end_date: dateTime,
  effective_date: dateTime.describe('When the change takes effect; today when absent'),
  grade: optional(z.object({ id: text, remote_id: text, name: text, description: text })),
  employment_type: optional(writableOpenEnumValueSchema),
  employment_contract_type: optional(writableOpenEnumValueSchema),
  type: optional(z.object({ id: text, remote_id: text, label: text, type: text })),
  contract_type: optional(z.object({ id: text, remote_id: text, label: text, contract_type: text })),
  work_time: optional(z.object({ duration: optional(iso8601DurationSchema), period: text })),
  payroll_code: text,
  passthrough,
});

/** docs/unified/hris.md: the employee update body. Every field is optional and nullable; null clears. */
export const employeeUpdateSchema = z.object({
  title: text,
  first_name: text,
  last_name: text,
  name: text,
  display_name: text,
  avatar_url: text,
  personal_email: optional(z.email()),
  work_email: optional(z.email()),
  personal_phone_number: text,
  work_phone_number: text,
  job_id: text.describe('Deprecated'),
  job_title: text.describe(
    "When it comes from the current employment that belongs only to this employee, the active employment's job_title is written too",
  ),
  department_id: text,
  team_id: text,
  department: text,
  manager_id: text,
  company_id: text,
  employee_number: text,
  company_name: text.describe('Deprecated'),
  gender: optional(writableEnumValueSchema(genderValues)),
  preferred_language: optional(writableOpenEnumValueSchema),
  ethnicity: optional(writableOpenEnumValueSchema),
  marital_status: optional(writableEnumValueSchema(maritalStatusValues)),
  avatar: optional(writableOpenEnumValueSchema),
  employment_status: optional(writableEnumValueSchema(employmentStatusValues)),
  employment_type: optional(writableOpenEnumValueSchema).describe('Deprecated'),
  employment_contract_type: optional(writableOpenEnumValueSchema).describe('Deprecated'),
  date_of_birth: dateTime,
  birthday: dateTime.describe('The upcoming birthday'),
  hire_date: dateTime,
  start_date: dateTime,
  termination_date: dateTime,
  citizenships: optional(z.array(writableOpenEnumValueSchema)),
  employment: optional(employmentUpdateSchema),
  custom_fields: optional(
    z.array(
      z.object({
        id: text,
        remote_id: text,
        name: text,
        // Any JSON value, null included: `nullable()` would add an empty `anyOf` member to the document.
        value: z.unknown().optional(),
        value_id: text,
        remote_value_id: text,
      }),
    ),
  ),
  benefits: optional(
    z.array(
      z.object({
        id: text,
        name: text,
        benefit_type: optional(writableOpenEnumValueSchema),
        provider: text,
        description: text,
        created_at: dateTime,
        updated_at: dateTime,
      }),
    ),
  ),
  national_identity_number: optional(nationalIdentityNumberSchema).describe('Deprecated; use national_identity_numbers'),
  national_identity_numbers: optional(z.array(nationalIdentityNumberSchema)),
  home_location: optional(writableLocationSchema),
  work_location: optional(writableLocationSchema),
  passthrough,
});
export type EmployeeUpdate = z.infer<typeof employeeUpdateSchema>;
