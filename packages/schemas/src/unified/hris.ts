import { z } from 'zod';
import {
  dateTimeSchema,
  enumValueSchema,
  openEnumValueSchema,
  UNMAPPED_VALUE,
  writableEnumValueSchema,
  writableOpenEnumValueSchema,
  writableSourceValueSchema,
} from '../enum-value.js';
import { crmCustomFieldDefinitionSchema, crmCustomFieldTypeValues } from './crm.js';

/**
 * Unified hris models. `employeeSchema` is what reads return; `employeeUpdateSchema` is docs/unified/hris.md,
 * the body of `PATCH /unified/hris/employees/{id}`. The read model uses the same field names and
 * shapes as the update body so a client can write back what it read.
 */

export const genderValues = ['male', 'female', 'non_binary', 'other', 'not_disclosed'] as const;
export type Gender = (typeof genderValues)[number];

export const maritalStatusValues = ['single', 'married', 'domestic_partnership', 'divorced', 'separated', 'widowed', 'not_disclosed'] as const;
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

/** The `employment` member of an employee write, and the body of an employment update. */
export const employmentUpdateSchema = z.object({
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
  job_title: text.describe("When it comes from the current employment that belongs only to this employee, the active employment's job_title is written too"),
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

// ---------------------------------------------------------------------------------------------
// Time off (docs/unified/hris.md#time-off): requests, their types, policies and balances.

/** `pending`: asked for and not decided yet. `cancelled` also covers a request replaced by another. */
export const timeOffStatusValues = ['approved', 'cancelled', 'rejected', 'pending', 'deleted', 'draft'] as const;
export type TimeOffStatus = (typeof timeOffStatusValues)[number];

/** What a time off is for: the `type` of a request or a policy. */
export const timeOffTypeValues = [
  'sick',
  'vacation',
  'long_term_disability',
  'short_term_disability',
  'absent',
  'comp_time',
  'training',
  'annual_leave',
  'leave_of_absence',
  'break',
  'child_care_leave',
  'maternity_leave',
  'jury_duty',
  'sabbatical',
  'accident',
  'paid',
  'unpaid',
  'holiday',
  'personal',
  'in_lieu',
  'bereavement',
  'other',
] as const;
export type TimeOffType = (typeof timeOffTypeValues)[number];

/** The unit time off is counted in; `unknown` when the provider does not say. */
export const timeOffDurationUnitValues = ['minutes', 'hours', 'days', 'weeks', 'months', 'years', 'unknown'] as const;
export type TimeOffDurationUnit = (typeof timeOffDurationUnitValues)[number];

/** Another hris record named by a request or a policy: a time off reason, a time off type. */
export const hrisReferenceSchema = z.object({
  id: z.string().nullable().describe('Unified id'),
  remote_id: z.string().nullable().describe("The provider's id"),
  name: z.string().nullable(),
});
export type HrisReference = z.infer<typeof hrisReferenceSchema>;

export const timeOffPolicySchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  description: z.string().nullable(),
  type: enumValueSchema(timeOffTypeValues).nullable().describe('What the policy grants time off for'),
  duration_unit: enumValueSchema(timeOffDurationUnitValues).nullable().describe('The unit its time off is counted in'),
  reasons: z.array(hrisReferenceSchema).nullable().describe('The reasons (time off types) a request under the policy may give'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type TimeOffPolicy = z.infer<typeof timeOffPolicySchema>;

/** A day as time off requests carry it: ISO 8601 date-time without offset, the provider's own calendar day. */
const calendarDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/, { message: 'expected an ISO 8601 date-time without offset such as 2024-03-20T00:00:00' });

export const timeOffSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  employee_id: z.string().nullable().describe('Unified id of the employee who takes the time off'),
  remote_employee_id: z.string().nullable(),
  approver_id: z.string().nullable().describe('Unified id of the employee who decides on the request'),
  remote_approver_id: z.string().nullable(),
  status: enumValueSchema(timeOffStatusValues).nullable(),
  type: enumValueSchema(timeOffTypeValues).nullable().describe('Deprecated: use reason and policy'),
  start_date: calendarDateTime.nullable().describe('The first day off, a date-time without offset'),
  end_date: calendarDateTime.nullable().describe('The last day off (inclusive), a date-time without offset'),
  start_half_day: z.boolean().nullable().describe('Whether the first day is a half day'),
  end_half_day: z.boolean().nullable().describe('Whether the last day is a half day'),
  duration: z.string().nullable().describe('How much time off, an ISO 8601 duration such as P3D or PT16H'),
  time_off_policy_id: z.string().nullable().describe('Unified id of the policy the request draws on'),
  remote_time_off_policy_id: z.string().nullable(),
  policy: timeOffPolicySchema.nullable(),
  reason: hrisReferenceSchema.nullable().describe('Why the time off is taken: the time off type of the provider'),
  comment: z.string().nullable().describe("The requester's note"),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

const halfDay = optional(z.union([z.boolean(), z.enum(['true', 'false'])]));

/** The body of `POST /unified/hris/employees/{id}/time_off`. Every member is optional and nullable. */
export const timeOffCreateSchema = z.object({
  approver_id: text,
  comment: text.describe("The requester's note"),
  start_date: text.describe('The first day off: a date-time (its calendar date counts) or yyyy-mm-dd'),
  end_date: text.describe('The last day off, inclusive'),
  start_half_day: halfDay,
  end_half_day: halfDay,
  reason: optional(z.object({ id: text, remote_id: text, name: text })).describe('The time off type, by unified or provider id'),
  status: optional(writableEnumValueSchema(timeOffStatusValues)),
  type: optional(writableEnumValueSchema(timeOffTypeValues)).describe('Deprecated'),
  time_off_policy_id: text,
  passthrough,
});
export type TimeOffCreate = z.infer<typeof timeOffCreateSchema>;

/** A type of time off as a plain reference: what `reason` of a time off request names. */
export const timeOffTypeSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  active: z.boolean().nullable(),
});
export type TimeOffTypeReference = z.infer<typeof timeOffTypeSchema>;

export const timeOffBalanceSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  employee_id: z.string().nullable(),
  remote_employee_id: z.string().nullable(),
  policy_id: z.string().nullable(),
  remote_policy_id: z.string().nullable(),
  policy: timeOffPolicySchema.nullable(),
  current_balance: z.number().nullable().describe('What is left, in balance_unit'),
  initial_balance: z.number().nullable(),
  balance_unit: enumValueSchema(timeOffDurationUnitValues).nullable(),
  balance_start_date: dateTimeSchema.nullable(),
  balance_expiry_date: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type TimeOffBalance = z.infer<typeof timeOffBalanceSchema>;

// ---------------------------------------------------------------------------------------------
// The organisation (docs/unified/hris.md#organisation): companies, work locations and groups.

export const hrisCompanySchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  display_name: z.string().nullable(),
  full_name: z.string().nullable().describe('The legal name'),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type HrisCompany = z.infer<typeof hrisCompanySchema>;

export const hrisLocationTypeValues = ['home', 'work'] as const;

/** A place of work (or an employee's home) as a record of its own. */
export const hrisLocationSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  employee_id: z.string().nullable().describe("Unified id of the employee, for an employee's own location"),
  remote_employee_id: z.string().nullable(),
  name: z.string().nullable(),
  phone_number: z.string().nullable(),
  street_1: z.string().nullable(),
  street_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: countrySchema.nullable(),
  location_type: enumValueSchema(hrisLocationTypeValues).nullable(),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type HrisLocation = z.infer<typeof hrisLocationSchema>;

/** The kinds of `/groups`. */
export const hrisGroupTypeValues = ['workspace', 'team', 'department', 'group', 'organization', 'cost_center'] as const;
/** The kinds of `/groups/departments`. */
export const hrisDepartmentTypeValues = ['department', 'company', 'division', 'group', 'project', 'team'] as const;
/** The kinds of `/groups/divisions`. */
export const hrisDivisionTypeValues = ['department', 'company', 'division', 'group', 'project', 'cost_center', 'team'] as const;

function groupSchema<const Values extends readonly [string, ...string[]]>(typeValues: Values) {
  return z.object({
    id: z.string().describe('Unified id (composite `c28xIQ...`)'),
    remote_id: z.string().describe("The provider's id"),
    name: z.string().nullable(),
    type: enumValueSchema(typeValues).nullable(),
    parent_ids: z.array(z.string()).nullable().describe('Unified ids of the groups this one belongs to'),
    remote_parent_ids: z.array(z.string()).nullable(),
    owner_ids: z.array(z.string()).nullable().describe('Unified ids of the employees who lead the group'),
    remote_owner_ids: z.array(z.string()).nullable(),
    company_id: z.string().nullable(),
    remote_company_id: z.string().nullable(),
    unified_custom_fields: z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home'),
  });
}

export const hrisGroupSchema = groupSchema(hrisGroupTypeValues);
export type HrisGroup = z.infer<typeof hrisGroupSchema>;
export const hrisDepartmentSchema = groupSchema(hrisDepartmentTypeValues);
export type HrisDepartment = z.infer<typeof hrisDepartmentSchema>;
export const hrisDivisionSchema = groupSchema(hrisDivisionTypeValues);
export type HrisDivision = z.infer<typeof hrisDivisionSchema>;

// ---------------------------------------------------------------------------------------------
// Employments (docs/unified/hris.md#employments) and the employee create body.

export const employmentTypeValues = [
  'contractor',
  'intern',
  'permanent',
  'apprentice',
  'freelance',
  'terminated',
  'temporary',
  'seasonal',
  'volunteer',
  'probation',
  'internal',
  'external',
  'expatriate',
  'employer_of_record',
  'casual',
  'Programme',
] as const;
export const employmentContractTypeValues = ['full_time', 'shifts', 'part_time'] as const;
export const payPeriodValues = [
  'hour',
  'day',
  'week',
  'every_two_weeks',
  'month',
  'twice_a_month',
  'every_two_months',
  'quarter',
  'every_six_months',
  'year',
  'one_off',
  'none',
] as const;
export const payFrequencyValues = [
  'hourly',
  'weekly',
  'bi_weekly',
  'four_weekly',
  'semi_monthly',
  'monthly',
  'bi_monthly',
  'quarterly',
  'semi_annually',
  'yearly',
  'thirteen_monthly',
  'pro_rata',
  'half_yearly',
  'daily',
] as const;
export const workTimeUnitValues = ['day', 'week', 'month', 'year'] as const;

/** A group an employment names (its department, division, cost center): by id when the provider has one, else by name only. */
export const employmentGroupSchema = z.object({
  id: z.string().nullable().describe('Unified id, when the provider names the group by id'),
  remote_id: z.string().nullable(),
  name: z.string().nullable(),
  type: enumValueSchema(hrisGroupTypeValues).nullable(),
  parent_ids: z.array(z.string()).nullable(),
  remote_parent_ids: z.array(z.string()).nullable(),
  owner_ids: z.array(z.string()).nullable(),
  remote_owner_ids: z.array(z.string()).nullable(),
  company_id: z.string().nullable(),
  remote_company_id: z.string().nullable(),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable(),
});

/** One employment of an employee: a job held from a date, with its department, pay and contract. */
export const employmentSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  employee_id: z.string().nullable().describe('Unified id of the employee'),
  remote_employee_id: z.string().nullable(),
  job_title: z.string().nullable(),
  active: z.boolean().nullable().describe('Whether this is the employment in effect today'),
  effective_date: dateTimeSchema.nullable().describe('When this employment (or this change to it) took effect'),
  start_date: dateTimeSchema.nullable(),
  end_date: dateTimeSchema.nullable().describe('The last day, for an employment that ended or was replaced'),
  department: employmentGroupSchema.nullable(),
  division: employmentGroupSchema.nullable(),
  cost_center: employmentGroupSchema.nullable(),
  manager: z
    .array(
      z.object({
        id: z.string().nullable(),
        remote_id: z.string().nullable(),
        role: z.object({ id: z.string().nullable(), remote_id: z.string().nullable(), label: z.string().nullable() }).nullable(),
      }),
    )
    .nullable()
    .describe('The managers of the employment, by unified employee id'),
  grade: z.object({ id: z.string().nullable(), remote_id: z.string().nullable(), name: z.string().nullable(), description: z.string().nullable() }).nullable(),
  type: z
    .object({
      id: z.string().nullable(),
      remote_id: z.string().nullable(),
      label: z.string().nullable(),
      type: enumValueSchema(employmentTypeValues).nullable(),
    })
    .nullable(),
  contract_type: z
    .object({
      id: z.string().nullable(),
      remote_id: z.string().nullable(),
      label: z.string().nullable(),
      contract_type: enumValueSchema(employmentContractTypeValues).nullable(),
    })
    .nullable(),
  employment_type: enumValueSchema(employmentTypeValues).nullable().describe('Deprecated: use type'),
  employment_contract_type: enumValueSchema(employmentContractTypeValues).nullable().describe('Deprecated: use contract_type'),
  pay_rate: z.string().nullable(),
  pay_currency: z.string().nullable(),
  pay_period: enumValueSchema(payPeriodValues).nullable(),
  pay_frequency: enumValueSchema(payFrequencyValues).nullable(),
  payroll_code: z.string().nullable(),
  fte: z.number().nullable().describe('Full-time equivalent, 1 for full time'),
  work_time: z.object({ duration: z.string().nullable(), duration_unit: enumValueSchema(workTimeUnitValues).nullable() }).nullable(),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type Employment = z.infer<typeof employmentSchema>;

/** The body of `POST /unified/hris/employees/{id}/employments`: the employment update members plus the job. */
export const employmentCreateSchema = employmentUpdateSchema.extend({ job_id: text });
export type EmploymentCreate = z.infer<typeof employmentCreateSchema>;
export type EmploymentUpdate = z.infer<typeof employmentUpdateSchema>;

/** The body of `POST /unified/hris/employees`: the update body plus cost centers and a list of employments. */
export const employeeCreateSchema = employeeUpdateSchema.extend({
  cost_centers: optional(z.array(z.object({ id: text, remote_id: text, name: text, distribution_percentage: optional(z.number()) }))),
  employments: optional(z.array(employmentCreateSchema)),
});
export type EmployeeCreate = z.infer<typeof employeeCreateSchema>;

// ---------------------------------------------------------------------------------------------
// Employee documents (docs/unified/hris.md#documents).

/** What a document is, as its category or type. */
export const hrisDocumentCategoryValues = [
  'application',
  'academic',
  'contract',
  'certificates',
  'visa',
  'passport',
  'driver_license',
  'payslip',
  'payroll',
  'appraisal',
  'resume',
  'policy',
  'cover_letter',
  'offer_letter',
  'policy_agreement',
  'home_address',
  'national_id',
  'confidential',
  'signed',
  'shared',
  'other',
  'benefit',
  'id_verification',
  'background_check',
] as const;

/** A file kept on an employee's record. */
export const hrisDocumentSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  category: enumValueSchema(hrisDocumentCategoryValues).nullable().describe("The document's category, `source_value` the provider's category name"),
  category_id: z.string().nullable().describe('Unified id of the category (GET /unified/hris/documents/employee_categories)'),
  type: enumValueSchema(hrisDocumentCategoryValues).nullable(),
  file_format: openEnumValueSchema.nullable().describe('`value` the file extension, lower case'),
  remote_url: z.string().nullable().describe('Where the provider serves the file'),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type HrisDocument = z.infer<typeof hrisDocumentSchema>;

/**
 * The body of `POST /unified/hris/employees/{id}/documents/upload` (and each item of its batch):
 * the file as JSON, its bytes base64 in `content`. Category: `category_id` (unified or provider
 * id) wins over `category`, whose `source_value` names the provider's category and `value` the
 * unified one.
 */
export const hrisDocumentUploadSchema = z.object({
  name: text.describe('The file name, extension included (`Offer Letter.pdf`)'),
  file_format: optional(writableOpenEnumValueSchema).describe('`value` the file extension'),
  content: text.describe("The file's bytes, base64"),
  category: optional(writableEnumValueSchema(hrisDocumentCategoryValues)),
  category_id: text.describe('Unified or provider id of the category (GET /unified/hris/documents/employee_categories)'),
  confidential: optional(writableEnumValueSchema(['true', 'false'])).describe('`false` shares the file with the employee, where the provider can'),
  path: text.describe('Where to file it, where the provider keeps folders'),
});
export type HrisDocumentUpload = z.infer<typeof hrisDocumentUploadSchema>;

/** A category employee documents are filed under, as a plain reference. */
export const hrisDocumentCategorySchema = timeOffTypeSchema;
export type HrisDocumentCategory = z.infer<typeof hrisDocumentCategorySchema>;

// ---------------------------------------------------------------------------------------------
// Reference data of the account (docs/unified/hris.md#reference-data): benefits, jobs, employee
// custom field definitions, time entries and positions.

/** What a benefit plan covers. */
export const hrisBenefitTypeValues = ['retirement_savings', 'health_savings', 'other', 'health_insurance', 'insurance'] as const;

/** A benefit plan the company offers its employees. */
export const hrisBenefitSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  benefit_type: enumValueSchema(hrisBenefitTypeValues).nullable().describe("What the plan covers, `source_value` the provider's category"),
  provider: z.string().nullable().describe('Who provides the plan (the carrier or vendor)'),
  description: z.string().nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type HrisBenefit = z.infer<typeof hrisBenefitSchema>;

/** Where a job of the job catalogue stands. */
export const hrisJobStatusValues = ['draft', 'pending', 'archived', 'closed', 'open', 'deleted'] as const;

/** A job of the company's job catalogue: a title employees hold, not an opening to fill. */
export const hrisJobSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  code: z.string().nullable().describe("The job's code, when the provider keeps one"),
  title: z.string().nullable(),
  description: z.string().nullable(),
  status: enumValueSchema(hrisJobStatusValues).nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type HrisJob = z.infer<typeof hrisJobSchema>;

/**
 * The definition of an employee custom field: the key, kind and choices of a value in
 * `unified_custom_fields`. The same record as the CRM's and the ATS's (docs/unified/crm.md).
 */
export const hrisCustomFieldTypeValues = crmCustomFieldTypeValues;
export const hrisCustomFieldDefinitionSchema = crmCustomFieldDefinitionSchema;
export type HrisCustomFieldDefinition = z.infer<typeof hrisCustomFieldDefinitionSchema>;

/** Where a time entry stands. */
export const timeEntryStatusValues = ['approved'] as const;

/** Time an employee worked: from a clock-in to a clock-out, or hours logged for a day. */
export const timeEntrySchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  employee_id: z.string().nullable().describe('Unified id of the employee'),
  remote_employee_id: z.string().nullable(),
  start_time: dateTimeSchema.nullable(),
  end_time: dateTimeSchema.nullable(),
  hours_worked: z.number().nullable(),
  break_duration: z.number().nullable().describe('Hours of break within the entry'),
  labor_type: z.object({ code: z.string().nullable() }).nullable(),
  location: z.object({ id: z.string().nullable(), remote_id: z.string().nullable(), name: z.string().nullable(), active: z.boolean().nullable() }).nullable(),
  status: enumValueSchema(timeEntryStatusValues).nullable(),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/** Where an opening stands. */
export const hrisPositionStatusValues = ['open', 'closed', 'paused'] as const;

/** A position to fill: an opening for a job, in a department and location. */
export const hrisPositionSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  title: z.string().nullable(),
  description: z.string().nullable(),
  status: enumValueSchema(hrisPositionStatusValues).nullable(),
  job_id: z.string().nullable().describe('Unified id of the job (GET /unified/hris/jobs)'),
  department_id: z.string().nullable().describe('Unified id of the department (GET /unified/hris/groups/departments)'),
  location_id: z.string().nullable().describe('Unified id of the location (GET /unified/hris/locations)'),
  employment_type: z.string().nullable(),
  posted_date: dateTimeSchema.nullable(),
});
export type HrisPosition = z.infer<typeof hrisPositionSchema>;

// ---------------------------------------------------------------------------------------------
// More groups, work and the employee's own records (docs/unified/hris.md#teams-and-cost-centers,
// #shifts, #tasks, #skills, #work-eligibility, #invitations).

/** The kinds of `/groups/teams`. */
export const hrisTeamTypeValues = ['team'] as const;
/** The team groups employees belong to. */
export const hrisTeamSchema = groupSchema(hrisTeamTypeValues);
export type HrisTeam = z.infer<typeof hrisTeamSchema>;

/** A cost center: a group whose costs are booked together, with the share of an employee's cost it carries. */
export const hrisCostCenterSchema = groupSchema(hrisGroupTypeValues).extend({
  distribution_percentage: z.number().nullable().describe("The share (0 to 100) of an employee's cost booked to the cost center"),
});
export type HrisCostCenter = z.infer<typeof hrisCostCenterSchema>;

/** Where a planned shift stands. */
export const hrisShiftStatusValues = ['draft', 'published', 'confirmed', 'cancelled'] as const;
/** Whether a worked shift was approved. */
export const hrisShiftApprovalStatusValues = ['pending', 'approved', 'rejected'] as const;

/** A shift: a stretch of time an employee is scheduled to work, with its breaks. */
export const hrisShiftSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  employee_id: z.string().nullable().describe('Unified id of the employee the shift is assigned to'),
  remote_employee_id: z.string().nullable(),
  company_id: z.string().nullable(),
  location_id: z.string().nullable().describe('Unified id of the location (GET /unified/hris/locations)'),
  start_time: dateTimeSchema.nullable(),
  end_time: dateTimeSchema.nullable(),
  break_duration: z.string().nullable().describe('Time off within the shift, an ISO 8601 duration such as PT30M'),
  breaks: z
    .array(
      z.object({
        id: z.string().nullable(),
        start_time: dateTimeSchema.nullable(),
        end_time: dateTimeSchema.nullable(),
        duration: z.string().nullable().describe('An ISO 8601 duration'),
        is_paid: z.boolean().nullable(),
        created_at: dateTimeSchema.nullable(),
        updated_at: dateTimeSchema.nullable(),
      }),
    )
    .nullable(),
  status: enumValueSchema(hrisShiftStatusValues).nullable(),
  approval_status: enumValueSchema(hrisShiftApprovalStatusValues).nullable(),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type HrisShift = z.infer<typeof hrisShiftSchema>;

/** Where a task stands. */
export const hrisTaskStatusValues = ['open', 'in_progress', 'blocked', 'completed', 'cancelled'] as const;
/** What a task asks of its assignee. */
export const hrisTaskTypeValues = ['action', 'review', 'acknowledgment', 'edit', 'approve'] as const;

/** A task given to an employee: an onboarding step, a document to review, a form to approve. */
export const hrisTaskSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  employee_id: z.string().nullable().describe('Unified id of the employee the task is assigned to'),
  name: z.string().nullable(),
  description: z.string().nullable(),
  type: enumValueSchema(hrisTaskTypeValues).nullable(),
  status: enumValueSchema(hrisTaskStatusValues).nullable(),
  due_date: dateTimeSchema.nullable(),
  completion_date: dateTimeSchema.nullable(),
  assigned_by_employee_id: z.string().nullable(),
  assigned_by_employee_name: z.string().nullable(),
  link_to_task: z.string().nullable().describe('Where the provider shows the task'),
  extracted_links: z.array(z.string()).nullable().describe('Links found in the description'),
  next_task_id: z.string().nullable(),
  parent_process_name: z.string().nullable().describe('The process (onboarding, offboarding, ...) the task belongs to'),
  comments: z.array(z.object({ author_employee_id: z.string().nullable(), comment: z.string().nullable(), created_at: dateTimeSchema.nullable() })).nullable(),
  attachments: z.array(hrisDocumentSchema).nullable(),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type HrisTask = z.infer<typeof hrisTaskSchema>;

/** The body of `PATCH /unified/hris/employees/{id}/tasks/{subResourceId}`: its status and a comment. */
export const hrisTaskUpdateSchema = z.object({
  status: optional(writableEnumValueSchema(hrisTaskStatusValues)),
  comment: text.describe('A comment added to the task'),
  passthrough,
});
export type HrisTaskUpdate = z.infer<typeof hrisTaskUpdateSchema>;

/** A proficiency level, 1 (lowest) to 5. */
export const hrisSkillProficiencyValues = ['1', '2', '3', '4', '5'] as const;

const proficiencySchema = z.object({
  id: z.string().nullable(),
  remote_id: z.string().nullable(),
  name: z.string().nullable().describe("The provider's name of the level"),
  value: enumValueSchema(hrisSkillProficiencyValues).shape.value,
  source_value: enumValueSchema(hrisSkillProficiencyValues).shape.source_value,
});

/** A skill an employee holds, with the proficiency levels it spans. */
export const hrisEmployeeSkillSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  active: z.boolean().nullable(),
  language: openEnumValueSchema.nullable().describe('`value` the locale code (en_GB), for a language skill'),
  minimum_proficiency: proficiencySchema.nullable(),
  maximum_proficiency: proficiencySchema.nullable(),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home'),
});
export type HrisEmployeeSkill = z.infer<typeof hrisEmployeeSkillSchema>;

const writableProficiencySchema = z.object({
  id: text,
  remote_id: text,
  name: text,
  value: optional(z.enum([...hrisSkillProficiencyValues, UNMAPPED_VALUE])),
  source_value: optional(writableSourceValueSchema),
});

/** The body of `POST /unified/hris/employees/{id}/skills`: a skill by id or name, with its levels. */
export const hrisEmployeeSkillCreateSchema = z.object({
  id: text.describe('The skill, by unified or provider id'),
  name: text,
  minimum_proficiency: optional(writableProficiencySchema),
  maximum_proficiency: optional(writableProficiencySchema),
  passthrough,
});
export type HrisEmployeeSkillCreate = z.infer<typeof hrisEmployeeSkillCreateSchema>;

/** What proves a right to work. */
export const hrisWorkEligibilityTypeValues = ['visa', 'passport', 'driver_license', 'birth_certificate', 'other'] as const;

/** A document that gives an employee the right to work in a country: a visa, a passport, a permit. */
export const hrisWorkEligibilitySchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  type: enumValueSchema(hrisWorkEligibilityTypeValues).nullable(),
  sub_type: z.string().nullable().describe("The provider's kind within the type (H-1B, Tier 2, ...)"),
  number: z.string().nullable().describe("The document's number"),
  issued_by: countrySchema.nullable().describe('The issuing country'),
  valid_from: dateTimeSchema.nullable(),
  valid_to: dateTimeSchema.nullable(),
  document: hrisDocumentSchema.nullable().describe('A copy of the document, when the provider keeps one'),
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home'),
});
export type HrisWorkEligibility = z.infer<typeof hrisWorkEligibilitySchema>;

/** The body of `POST` and `PATCH /unified/hris/employees/{id}/work_eligibility`. */
export const hrisWorkEligibilityWriteSchema = z.object({
  type: optional(writableEnumValueSchema(hrisWorkEligibilityTypeValues)),
  sub_type: text,
  number: text,
  issued_by: optional(writableOpenEnumValueSchema).describe('The issuing country, `value` its ISO 3166-1 alpha-2 code'),
  valid_from: dateTime,
  valid_to: dateTime,
  document: optional(
    z.object({
      id: text,
      remote_id: text,
      name: text,
      category: optional(writableOpenEnumValueSchema),
      category_id: text,
      file_format: optional(writableOpenEnumValueSchema),
      remote_url: text,
      created_at: dateTime,
      updated_at: dateTime,
    }),
  ),
  passthrough,
});
export type HrisWorkEligibilityWrite = z.infer<typeof hrisWorkEligibilityWriteSchema>;

/** The body of `POST /unified/hris/employees/{id}/invite`: the provider's own options, if any. */
export const hrisEmployeeInviteSchema = z.object({ passthrough });
export type HrisEmployeeInvite = z.infer<typeof hrisEmployeeInviteSchema>;
