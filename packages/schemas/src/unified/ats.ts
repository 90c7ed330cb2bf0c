import { z } from 'zod';
import { dateTimeSchema, enumValueSchema, UNMAPPED_VALUE, writableEnumValueSchema } from '../enum-value.js';
import { type CrmCustomFieldDefinition, crmCustomFieldDefinitionSchema, crmCustomFieldTypeValues } from './crm.js';
import { employmentContractTypeValues, employmentTypeValues, payFrequencyValues, payPeriodValues } from './hris.js';

/**
 * Unified ats models (docs/unified/ats.md): candidates, their applications to jobs, the stages an
 * application moves through, scheduled interviews, offers and the users of the ATS (recruiters,
 * coordinators, interviewers). Every field but the ids may be null: providers do not all record
 * the same things. References to other unified records are unified ids (`c28xIQ...`), so a
 * client can follow them with a get.
 */

/** The `type` of a candidate e-mail address. */
export const atsEmailTypeValues = ['personal', 'work', 'other'] as const;
/** The `type` of a candidate phone number. */
export const atsPhoneTypeValues = ['personal', 'work', 'mobile', 'home', 'unknown', 'other', 'unmapped_value'] as const;
export const atsAddressTypeValues = ['home', 'work', 'other'] as const;

/** `converted`: a prospect application that became a candidate application. */
export const atsApplicationStatusValues = [
  'active',
  'assessment',
  'background_check',
  'converted',
  'declined_by_candidate',
  'hired',
  'interview',
  'lead',
  'offer',
  'reference_check',
  'rejected',
  'review',
  'screen',
  'new',
  'onboarding',
  'created',
  'accepted',
  'short_list',
  'approved',
] as const;
export type AtsApplicationStatus = (typeof atsApplicationStatusValues)[number];

export const atsRejectedReasonTypeValues = ['rejected_by_candidate', 'rejected_by_organization', 'other', 'unknown'] as const;

export const atsJobStatusValues = ['published', 'draft', 'pending', 'internal', 'archived', 'closed', 'open', 'deleted', 'on_hold'] as const;
export type AtsJobStatus = (typeof atsJobStatusValues)[number];

/** Whether a job is confidential, as the strings `true` and `false`. */
export const atsJobConfidentialValues = ['true', 'false', 'unmapped_value'] as const;

/** `pending_feedback`: the interview took place and scorecards are still due. */
export const atsInterviewStatusValues = ['unscheduled', 'scheduled', 'completed', 'cancelled', 'pending_feedback'] as const;
export type AtsInterviewStatus = (typeof atsInterviewStatusValues)[number];

/** `pending`: made and not resolved yet. */
export const atsOfferStatusValues = ['pending', 'retracted', 'accepted', 'rejected', 'created', 'approved', 'not_approved'] as const;
export type AtsOfferStatus = (typeof atsOfferStatusValues)[number];

export const atsHiringTeamRoleValues = ['hiring_manager', 'recruiter', 'coordinator', 'sourcer', 'interviewer'] as const;
export type AtsHiringTeamRole = (typeof atsHiringTeamRoleValues)[number];

const unifiedId = (what: string) => z.string().describe(`Unified id of ${what}`);
const unifiedCustomFields = z.record(z.string(), z.unknown()).nullable().describe('Provider fields without a unified home, keyed by their provider name');

/** Another record named by the provider, with the name it goes by (a source, a department, a stage). */
export const atsReferenceSchema = z.object({
  id: z.string().describe('Unified id'),
  remote_id: z.string(),
  name: z.string().nullable(),
});
export type AtsReference = z.infer<typeof atsReferenceSchema>;

/** The provider's id of a record a unified id field names, beside that field. */
const remoteIdOf = (what: string) => z.string().describe(`The provider's id of ${what}`);

export const atsCandidateEmailSchema = z.object({
  value: z.string(),
  type: z.enum(atsEmailTypeValues).nullable(),
});

export const atsPhoneNumberSchema = z.object({
  phone: z.string(),
  type: z.enum(atsPhoneTypeValues).nullable(),
});

export const atsAddressSchema = z.object({
  value: z.string().describe('The address as one text'),
  type: z.enum(atsAddressTypeValues).nullable(),
});

export const atsSocialLinkSchema = z.object({
  url: z.string(),
  type: z.string().nullable().describe('What the link is: a web site kind (`personal`, `company`, `portfolio`, `blog`, `other`) or `social_media`'),
});

export const atsCandidateSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable().describe('The address to write to first: the first work e-mail, else the first one'),
  emails: z.array(atsCandidateEmailSchema).nullable(),
  phone: z.string().nullable().describe('The first phone number'),
  phone_numbers: z.array(atsPhoneNumberSchema).nullable(),
  addresses: z.array(atsAddressSchema).nullable().describe('Postal addresses as the provider holds them, one text each'),
  social_links: z.array(atsSocialLinkSchema).nullable().describe('Web sites and social profiles'),
  company: z.string().nullable().describe('Where the candidate works now'),
  title: z.string().nullable().describe("The candidate's current job title"),
  tags: z.array(z.string()).nullable(),
  is_private: z.boolean().nullable(),
  can_email: z.boolean().nullable().describe('Whether the candidate may be e-mailed'),
  application_ids: z.array(z.string()).nullable().describe('Unified ids of the applications of the candidate'),
  remote_application_ids: z.array(z.string()).nullable().describe("The provider's ids of the applications of the candidate"),
  recruiter_id: unifiedId('the user who recruits the candidate').nullable(),
  coordinator_id: unifiedId('the user who coordinates the candidate').nullable(),
  last_activity_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFields,
});
export type AtsCandidate = z.infer<typeof atsCandidateSchema>;

/** The stage an application is in: an application stage of the job's pipeline. */
export const atsApplicationInterviewStageSchema = z.object({
  id: z.string().describe('Unified id'),
  remote_id: z.string(),
  name: z.string().nullable(),
});

export const atsRejectedReasonSchema = z.object({
  id: z.string().describe('Unified id'),
  remote_id: z.string(),
  label: z.string().nullable(),
  type: z.string().nullable().describe("The provider's kind of rejection, as it names it"),
  rejected_reason_type: enumValueSchema(atsRejectedReasonTypeValues).nullable(),
});

export const atsApplicationSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  candidate_id: unifiedId('the candidate').nullable(),
  remote_candidate_id: remoteIdOf('the candidate').nullable(),
  job_id: unifiedId('the job applied to; null for a prospect not yet considered for a job').nullable(),
  remote_job_id: remoteIdOf('the job').nullable(),
  application_status: enumValueSchema(atsApplicationStatusValues).nullable(),
  interview_stage: atsApplicationInterviewStageSchema.nullable().describe('The application stage the application is in'),
  interview_stage_id: unifiedId('the application stage the application is in').nullable(),
  remote_interview_stage_id: remoteIdOf('the application stage').nullable(),
  prospect: z.boolean().nullable().describe('True for a prospect: a person considered for a job who has not applied'),
  source: atsReferenceSchema.nullable().describe('Where the application came from'),
  rejected_reasons: z.array(atsRejectedReasonSchema).nullable(),
  rejected_reason_ids: z.array(z.string()).nullable().describe('Unified ids of the rejection reasons'),
  remote_rejected_reason_ids: z.array(z.string()).nullable(),
  recruiter_id: unifiedId('the recruiter user').nullable(),
  coordinator_id: unifiedId('the coordinator user').nullable(),
  credited_to_id: unifiedId('the user credited with the application').nullable(),
  answers: z
    .array(z.object({ question: z.string().nullable(), answer: z.string().nullable() }))
    .nullable()
    .describe('Answers to the questions of the job post applied through'),
  applied_at: dateTimeSchema.nullable(),
  rejected_at: dateTimeSchema.nullable(),
  last_activity_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFields,
});
export type AtsApplication = z.infer<typeof atsApplicationSchema>;

export const atsHiringTeamMemberSchema = z.object({
  user_id: unifiedId('the user'),
  remote_user_id: remoteIdOf('the user'),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(atsHiringTeamRoleValues).nullable(),
});
export type AtsHiringTeamMember = z.infer<typeof atsHiringTeamMemberSchema>;

export const atsJobSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  title: z.string().nullable(),
  code: z.string().nullable().describe("The organisation's own reference for the job (a requisition id)"),
  description: z.string().nullable(),
  status: z.string().nullable().describe('`job_status.value` as a plain string, for older clients'),
  job_status: enumValueSchema(atsJobStatusValues).nullable(),
  confidential: z.enum(atsJobConfidentialValues).nullable().describe('`true` or `false`, as strings'),
  department_ids: z.array(z.string()).nullable().describe('Unified ids of the departments'),
  remote_department_ids: z.array(z.string()).nullable(),
  location_ids: z.array(z.string()).nullable().describe('Unified ids of the locations'),
  remote_location_ids: z.array(z.string()).nullable(),
  departments: z.array(atsReferenceSchema).nullable(),
  locations: z.array(atsReferenceSchema).nullable().describe('Offices or places the job is based at'),
  hiring_team: z.array(atsHiringTeamMemberSchema).nullable(),
  opened_at: dateTimeSchema.nullable(),
  closed_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFields,
});
export type AtsJob = z.infer<typeof atsJobSchema>;

export const atsApplicationStageSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  job_id: unifiedId('the job whose pipeline the stage belongs to; null for a stage shared by every job').nullable(),
  order: z.number().nullable().describe('Position in the pipeline, lowest first'),
  active: z.boolean().nullable().describe('False for a stage removed from the pipeline'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFields,
});
export type AtsApplicationStage = z.infer<typeof atsApplicationStageSchema>;

export const atsInterviewerSchema = z.object({
  id: unifiedId('the user'),
  remote_id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type AtsInterviewer = z.infer<typeof atsInterviewerSchema>;

export const atsInterviewSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  application_id: unifiedId('the application interviewed for').nullable(),
  remote_application_id: remoteIdOf('the application').nullable(),
  title: z.string().nullable().describe('What the interview is, e.g. "Technical interview"'),
  interview_status: enumValueSchema(atsInterviewStatusValues).nullable(),
  start_at: dateTimeSchema.nullable().describe('Midnight UTC of the day for an all-day interview'),
  end_at: dateTimeSchema.nullable(),
  location: z.string().nullable(),
  meeting_url: z.string().nullable().describe('Video conference link'),
  organizer_id: unifiedId('the user who organised the interview').nullable(),
  interviewers: z.array(atsInterviewerSchema).nullable(),
  interviewer_ids: z.array(z.string()).nullable().describe('Unified ids of the interviewers'),
  remote_interviewer_ids: z.array(z.string()).nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFields,
});
export type AtsInterview = z.infer<typeof atsInterviewSchema>;

export const atsOfferSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  application_id: unifiedId('the application the offer answers').nullable(),
  remote_application_id: remoteIdOf('the application').nullable(),
  candidate_id: unifiedId('the candidate').nullable(),
  job_id: unifiedId('the job').nullable(),
  offer_status: enumValueSchema(atsOfferStatusValues).nullable(),
  version: z.number().nullable().describe('Revision of the offer; a changed offer is a new version'),
  sent_at: dateTimeSchema.nullable(),
  start_date: dateTimeSchema.nullable().describe('When the candidate starts (midnight UTC of that day)'),
  resolved_at: dateTimeSchema.nullable().describe('When the offer was accepted or rejected'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFields,
});
export type AtsOffer = z.infer<typeof atsOfferSchema>;

export const atsUserSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable().describe('The primary e-mail address'),
  employee_id: z.string().nullable().describe('The id of the user in the HR system'),
  active: z.boolean().nullable().describe('False for a user who can no longer sign in'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFields,
});
export type AtsUser = z.infer<typeof atsUserSchema>;

/** A department of the organisation, as jobs name it in `department_ids`. */
export const atsDepartmentSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  unified_custom_fields: unifiedCustomFields,
});
export type AtsDepartment = z.infer<typeof atsDepartmentSchema>;

/** An office or place jobs are based at, as jobs name it in `location_ids`. */
export const atsLocationSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  unified_custom_fields: unifiedCustomFields,
});
export type AtsLocation = z.infer<typeof atsLocationSchema>;

/**
 * A stage interviews are held in. Providers whose pipelines are made of job stages serve the same
 * records as application stages, so the model is theirs: the wire's interview stage fields
 * (`name`, `order`, times) and `job_id` and `active` beside them.
 */
export const atsInterviewStageSchema = atsApplicationStageSchema;
export type AtsInterviewStage = AtsApplicationStage;

/** A rejection reason of the organisation, as applications name it in `rejected_reason_ids`. */
export const atsRejectedReasonRecordSchema = atsRejectedReasonSchema.extend({ unified_custom_fields: unifiedCustomFields });
export type AtsRejectedReasonRecord = z.infer<typeof atsRejectedReasonRecordSchema>;

/**
 * The definition of a custom field of candidates, applications or jobs: the kind and choices of a
 * value in their `unified_custom_fields`. The same record as the CRM's (docs/unified/crm.md).
 */
export const atsCustomFieldTypeValues = crmCustomFieldTypeValues;
export const atsCustomFieldDefinitionSchema = crmCustomFieldDefinitionSchema;
export type AtsCustomFieldDefinition = CrmCustomFieldDefinition;

export const atsJobPostingStatusValues = ['live', 'draft', 'pending', 'internal', 'rejected', 'closed', 'archived'] as const;
/** Whether a posting is on an internal board only, as the strings `true` and `false`. */
export const atsJobPostingInternalValues = ['true', 'false', 'unmapped_value'] as const;
// The wire shares its employment and pay enums between HRIS and ATS.
export const atsEmploymentTypeValues = employmentTypeValues;
export const atsEmploymentContractTypeValues = employmentContractTypeValues;
export const atsContentSectionTypeValues = ['responsibilities', 'skills', 'benefits', 'company_overview', 'description', 'other'] as const;
export const atsQuestionTypeValues = [
  'short_text',
  'long_text',
  'attachment',
  'multi_select',
  'single_select',
  'boolean',
  'number',
  'date',
  'video',
  'reference_check',
  'url',
] as const;
export const atsPayPeriodValues = payPeriodValues;
export const atsPayFrequencyValues = payFrequencyValues;
export const atsCompensationTypeValues = ['salary', 'hourly', 'commission', 'bonus', 'equity', 'other'] as const;

export const atsJobPostingCompensationSchema = z.object({
  title: z.string().nullable(),
  type: enumValueSchema(atsCompensationTypeValues).nullable(),
  pay_period: enumValueSchema(atsPayPeriodValues).nullable(),
  pay_frequency: enumValueSchema(atsPayFrequencyValues).nullable(),
  currency: z.string().nullable().describe('ISO 4217 code'),
  value: z.string().nullable().describe('A single amount'),
  min_value_range: z.string().nullable(),
  max_value_range: z.string().nullable(),
});

export const atsJobPostingContentSectionSchema = z.object({
  id: z.string().nullable().describe('Unified id'),
  remote_id: z.string().nullable(),
  type: enumValueSchema(atsContentSectionTypeValues).nullable(),
  label: z.string().nullable(),
  content: z.string().nullable(),
});

export const atsJobPostingContentSchema = z.object({
  plain: z.string().nullable().describe('The text without markup'),
  html: z.string().nullable(),
  sections: z.array(atsJobPostingContentSectionSchema).nullable(),
});

export const atsQuestionSchema = z.object({
  id: z.string().nullable().describe('Unified id'),
  remote_id: z.string().nullable(),
  name: z.string().nullable().describe('The key an application answers the question under'),
  text: z.string().nullable().describe('The question as candidates read it'),
  type: enumValueSchema(atsQuestionTypeValues).nullable(),
  required: z.boolean().nullable(),
  multiple_choice_answers: z
    .array(z.object({ id: z.string().nullable(), remote_id: z.string().nullable(), text: z.string().nullable() }))
    .nullable()
    .describe('The choices of a select or boolean question'),
  parent_question: z
    .object({
      id: z.string().nullable(),
      remote_id: z.string().nullable(),
      option_ids: z.array(z.string()).nullable(),
      remote_option_ids: z.array(z.string()).nullable(),
      condition_type: enumValueSchema(['equals_to', 'contains'] as const).nullable(),
    })
    .nullable()
    .describe('The question whose answer shows this one'),
});

export const atsJobPostingQuestionnaireSchema = z.object({
  id: z.string().nullable().describe('Unified id'),
  remote_id: z.string().nullable(),
  name: z.string().nullable(),
  internal: z.enum(['true', 'false']).nullable().describe('`true` for questions the hiring team answers, not the candidate'),
  questions: z.array(atsQuestionSchema).nullable(),
});

/** A job as advertised on a job board: its title, text, places and application questions. */
export const atsJobPostingSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  remote_job_posting_id: z.string().nullable().describe("The provider's id of the posting"),
  title: z.string().nullable(),
  job_id: unifiedId('the job advertised; null for a posting that collects prospects for no job').nullable(),
  status: enumValueSchema(atsJobPostingStatusValues).nullable(),
  internal: z.enum(atsJobPostingInternalValues).nullable().describe('`true` for a posting on an internal board only'),
  content: atsJobPostingContentSchema.nullable(),
  locations: z.array(atsReferenceSchema).nullable(),
  compensation: z.array(atsJobPostingCompensationSchema).nullable(),
  employment_type: enumValueSchema(atsEmploymentTypeValues).nullable(),
  employment_contract_type: enumValueSchema(atsEmploymentContractTypeValues).nullable(),
  external_url: z.string().nullable().describe('Where the posting is published'),
  external_apply_url: z.string().nullable().describe('Where candidates apply'),
  questionnaires: z.array(atsJobPostingQuestionnaireSchema).nullable(),
  start_date: dateTimeSchema.nullable().describe('When the posting was first published'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFields,
});
export type AtsJobPosting = z.infer<typeof atsJobPostingSchema>;

// Write bodies. As in docs/unified/hris.md, every member may be left out (unchanged) or sent as
// null (cleared); an array replaces the whole list.
function optional<Schema extends z.ZodType>(schema: Schema) {
  return schema.nullable().optional();
}

const contactType = optional(z.string()).describe("The unified type, or the provider's own word for it");

const writableEmailSchema = z.object({ value: z.email(), type: contactType });
const writablePhoneNumberSchema = z.object({ phone: z.string().min(1), type: contactType });
const writableAddressSchema = z.object({ value: z.string().min(1), type: contactType });
const writableSocialLinkSchema = z.object({ url: z.string().min(1), type: contactType });

/** A custom field value named by the field's id (unified or provider id). */
const writableCustomFieldSchema = z.object({
  id: optional(z.string().min(1)).describe('Unified or provider id of the custom field'),
  remote_id: optional(z.string().min(1)).describe("The provider's id of the custom field; wins over id"),
  name: optional(z.string()),
  value: z.unknown().optional().describe('The value; null or absent removes it'),
  value_id: optional(z.string()),
  remote_value_id: optional(z.string()),
});

const userReference = optional(z.string().min(1)).describe('Unified id or provider id of a user');

const candidateWriteFields = {
  first_name: optional(z.string()),
  last_name: optional(z.string()),
  name: optional(z.string()).describe('The full name; split at the first space into the first and last name that are left out'),
  company: optional(z.string()),
  title: optional(z.string()),
  is_private: optional(z.boolean()),
  email: optional(z.email()).describe('A single address; ignored when emails is sent'),
  emails: optional(z.array(writableEmailSchema)),
  phone_numbers: optional(z.array(writablePhoneNumberSchema)),
  addresses: optional(z.array(writableAddressSchema)),
  social_links: optional(z.array(writableSocialLinkSchema)),
  tags: optional(z.array(z.string().min(1))),
  recruiter_id: userReference,
  coordinator_id: userReference,
  country: optional(z.string()).describe('Kept only by providers that record a country'),
  hired_at: optional(dateTimeSchema).describe('Kept only by providers that record a hire date'),
  custom_fields: optional(z.array(writableCustomFieldSchema)).describe('Custom field values by field id'),
  unified_custom_fields: optional(z.record(z.string(), z.unknown())).describe('Custom field values keyed by the provider field key'),
  passthrough: optional(z.record(z.string(), z.unknown())).describe('Merged into the provider request body as is'),
};

/** docs/unified/ats.md: the body of `PATCH /unified/ats/candidates/{id}`. */
export const atsCandidateUpdateSchema = z.object({
  ...candidateWriteFields,
  phone: optional(z.string().min(1)).describe('A single phone number; ignored when phone_numbers is sent'),
  application_ids: optional(z.array(z.string().min(1))).describe('Kept only by providers that let a candidate change applications'),
});
export type AtsCandidateUpdate = z.infer<typeof atsCandidateUpdateSchema>;

/** docs/unified/ats.md: the body of `POST /unified/ats/candidates`. */
export const atsCandidateCreateSchema = z.object({
  ...candidateWriteFields,
  phone_number: optional(z.string().min(1)).describe('A single phone number; ignored when phone_numbers is sent'),
  job_ids: optional(z.array(z.string().min(1))).describe(
    'Unified or provider ids of the jobs the candidate applies to; without any, providers that tell prospects apart create a prospect',
  ),
});
export type AtsCandidateCreate = z.infer<typeof atsCandidateCreateSchema>;

/** A hiring team member in a job write: a user by id, with the role it has on the job. */
const writableHiringTeamMemberSchema = z.object({
  user_id: userReference,
  remote_user_id: optional(z.string().min(1)).describe("The provider's id of the user; wins over user_id"),
  first_name: optional(z.string()),
  last_name: optional(z.string()),
  email: optional(z.string()),
  role: optional(z.string()).describe('`hiring_manager`, `recruiter`, `coordinator`, `sourcer` or `interviewer`'),
});

const writableInterviewStageSchema = z.object({
  id: optional(z.string()),
  remote_id: optional(z.string()),
  name: optional(z.string()),
  order: optional(z.number()),
  created_at: optional(dateTimeSchema),
  updated_at: optional(dateTimeSchema),
  unified_custom_fields: optional(z.record(z.string(), z.unknown())),
});

const jobWriteFields = {
  title: optional(z.string()),
  code: optional(z.string()).describe("The organisation's own reference for the job (a requisition id)"),
  description: optional(z.string()),
  job_status: optional(writableEnumValueSchema(atsJobStatusValues)),
  status: optional(z.string()).describe('The older plain form of job_status'),
  confidential: optional(z.enum(atsJobConfidentialValues)),
  department_ids: optional(z.array(z.string().min(1))).describe('Unified or provider ids of the departments'),
  location_ids: optional(z.array(z.string().min(1))).describe('Unified or provider ids of the locations'),
  hiring_team: optional(z.array(writableHiringTeamMemberSchema)),
  interview_stages: optional(z.array(writableInterviewStageSchema)),
  custom_fields: optional(z.array(writableCustomFieldSchema)).describe('Custom field values by field id'),
  unified_custom_fields: optional(z.record(z.string(), z.unknown())).describe('Custom field values keyed by the provider field key'),
  passthrough: optional(z.record(z.string(), z.unknown())).describe('Merged into the provider request body as is'),
};

/** docs/unified/ats.md: the body of `POST /unified/ats/jobs`. */
export const atsJobCreateSchema = z.object(jobWriteFields);
export type AtsJobCreate = z.infer<typeof atsJobCreateSchema>;

/** docs/unified/ats.md: the body of `PATCH /unified/ats/jobs/{id}`. */
export const atsJobUpdateSchema = z.object(jobWriteFields);
export type AtsJobUpdate = z.infer<typeof atsJobUpdateSchema>;
// Application writes, notes, scorecards and the scheduled interviews of an application
// (docs/unified/ats.md#application-activity).

/** The unified value of a provider value without a unified match (as in enum-value.ts). */

/** Who may read a note. */
export const atsNoteVisibilityValues = ['private', 'public'] as const;

/** An interviewer's overall verdict on a scorecard. */
export const atsScorecardRecommendationValues = ['strong_yes', 'yes', 'no', 'strong_no', 'no_decision'] as const;

/** The kind of answer a scorecard field holds. */
export const atsScorecardFieldTypeValues = [
  'short_text',
  'long_text',
  'multi_select',
  'single_select',
  'boolean',
  'number',
  'date',
  'phone',
  'email',
  'score',
  'location',
] as const;

/** The kind of meeting one part of a scheduled interview is. */
export const atsInterviewPartTypeValues = ['screening', 'lunch', 'on_site', 'presentation', 'sell', 'culture', 'informal', 'test', 'phone', 'video'] as const;

export const atsNoteSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  author_id: unifiedId('the user who wrote the note').nullable(),
  remote_author_id: remoteIdOf('the author').nullable(),
  content: z
    .array(z.object({ body: z.string().nullable() }))
    .nullable()
    .describe('The text of the note, in one or more parts'),
  visibility: enumValueSchema(atsNoteVisibilityValues).nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  deleted_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFields,
});
export type AtsNote = z.infer<typeof atsNoteSchema>;

export const atsScorecardFieldSchema = z.object({
  id: z.string().nullable().describe('Unified id, when the provider names the field'),
  remote_id: z.string().nullable(),
  label: z.string().nullable().describe('The question or attribute rated'),
  type: z.enum([...atsScorecardFieldTypeValues, UNMAPPED_VALUE]).nullable(),
  values: z.array(z.string()).nullable().describe('The answer or rating given'),
  required: z.boolean().nullable(),
});

export const atsScorecardSectionSchema = z.object({
  id: z.string().nullable().describe('Unified id, when the provider names the section'),
  remote_id: z.string().nullable(),
  label: z.string().nullable(),
  fields: z.array(atsScorecardFieldSchema).nullable(),
});

export const atsScorecardSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  application_id: unifiedId('the application scored').nullable(),
  remote_application_id: remoteIdOf('the application').nullable(),
  candidate_id: unifiedId('the candidate').nullable(),
  remote_candidate_id: remoteIdOf('the candidate').nullable(),
  interview_id: unifiedId('the scheduled interview scored').nullable(),
  remote_interview_id: remoteIdOf('the interview').nullable(),
  author_id: unifiedId('the user who submitted the scorecard').nullable(),
  remote_author_id: remoteIdOf('the author').nullable(),
  label: z.string().nullable().describe('What was assessed, e.g. the name of the interview'),
  overall_recommendation: z.enum([...atsScorecardRecommendationValues, UNMAPPED_VALUE]).nullable(),
  sections: z.array(atsScorecardSectionSchema).nullable().describe('The ratings and answers, grouped'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type AtsScorecard = z.infer<typeof atsScorecardSchema>;

export const atsScheduledInterviewerSchema = z.object({
  id: unifiedId('the user'),
  remote_id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});

export const atsInterviewPartSchema = z.object({
  id: z.string().describe('Unified id'),
  remote_id: z.string(),
  title: z.string().nullable(),
  type: enumValueSchema(atsInterviewPartTypeValues).nullable(),
  start_at: dateTimeSchema.nullable(),
  end_at: dateTimeSchema.nullable(),
  interviewer_ids: z.array(z.string()).nullable(),
  remote_interviewer_ids: z.array(z.string()).nullable(),
  meeting_url: z.string().nullable(),
  meeting_provider: z.string().nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});

export const atsScheduledInterviewStageSchema = z.object({
  id: z.string().describe('Unified id'),
  remote_id: z.string(),
  name: z.string().nullable(),
  order: z.number().nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFields,
});

/** An interview booked for one application, as the application's own sub-resource. */
export const atsScheduledInterviewSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  application_id: unifiedId('the application interviewed for').nullable(),
  remote_application_id: remoteIdOf('the application').nullable(),
  interview_stage: atsScheduledInterviewStageSchema.nullable().describe('The application stage the interview belongs to'),
  interview_stage_id: unifiedId('the application stage').nullable(),
  remote_interview_stage_id: remoteIdOf('the application stage').nullable(),
  interview_status: enumValueSchema(atsInterviewStatusValues).nullable(),
  interviewers: z.array(atsScheduledInterviewerSchema).nullable(),
  interviewer_ids: z.array(z.string()).nullable().describe('Unified ids of the interviewers'),
  remote_interviewer_ids: z.array(z.string()).nullable(),
  interview_parts: z.array(atsInterviewPartSchema).nullable().describe('The meetings the interview consists of'),
  start_at: dateTimeSchema.nullable().describe('Midnight UTC of the day for an all-day interview'),
  end_at: dateTimeSchema.nullable(),
  meeting_url: z.string().nullable().describe('Video conference link'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
});
export type AtsScheduledInterview = z.infer<typeof atsScheduledInterviewSchema>;

const writablePassthrough = optional(z.record(z.string(), z.unknown())).describe('Merged into the provider request body as is');
const writableApplicationSourceSchema = z.object({
  id: optional(z.string().min(1)).describe('Unified or provider id of the source; wins over name'),
  name: optional(z.string()).describe('The name of the source, for providers that find sources by name'),
});

/** docs/unified/ats.md: the body of `POST /unified/ats/applications`. */
export const atsApplicationCreateSchema = z.object({
  candidate_id: optional(z.string().min(1)).describe('Unified or provider id of the candidate who applies'),
  job_id: optional(z.string().min(1)).describe('Unified or provider id of the job applied to'),
  job_posting_id: optional(z.string().min(1)).describe('Unified or provider id of the job posting applied through'),
  location_id: optional(z.string().min(1)),
  application_status: optional(writableEnumValueSchema(atsApplicationStatusValues)).describe('The status to start in, where the provider lets it be set'),
  source: optional(writableApplicationSourceSchema),
  candidate: optional(z.object(candidateWriteFields).extend({ phone_number: optional(z.string().min(1)) })).describe(
    'A new candidate to create with the application, for providers that take one inline',
  ),
  questionnaires: optional(z.array(z.record(z.string(), z.unknown()))).describe('Answers to the questions of the job posting'),
  documents: optional(z.array(z.record(z.string(), z.unknown()))).describe('Files to attach, for providers that take them inline'),
  passthrough: writablePassthrough,
});
export type AtsApplicationCreate = z.infer<typeof atsApplicationCreateSchema>;

/** docs/unified/ats.md: the body of `PATCH /unified/ats/applications/{id}`. */
export const atsApplicationUpdateSchema = z.object({
  application_status: optional(writableEnumValueSchema(atsApplicationStatusValues)),
  source: optional(writableApplicationSourceSchema),
  custom_fields: optional(z.array(writableCustomFieldSchema)).describe('Custom field values by field id'),
  passthrough: writablePassthrough,
});
export type AtsApplicationUpdate = z.infer<typeof atsApplicationUpdateSchema>;

/** docs/unified/ats.md: the body of `POST /unified/ats/candidates/{id}/notes` and `.../applications/{id}/notes`. */
export const atsNoteCreateSchema = z.object({
  content: z
    .array(z.object({ body: optional(z.string()) }))
    .min(1)
    .describe('The text of the note; the parts are joined by blank lines'),
  author_id: optional(z.string().min(1)).describe('Unified or provider id of the user writing the note'),
  visibility: optional(writableEnumValueSchema(atsNoteVisibilityValues)).describe("Who may read it; source_value takes the provider's own word"),
  passthrough: writablePassthrough,
});
export type AtsNoteCreate = z.infer<typeof atsNoteCreateSchema>;

/** docs/unified/ats.md: the body of `PATCH /unified/ats/applications/{id}/notes/{subResourceId}`, for providers that edit notes. */
export const atsNoteUpdateSchema = z.object({
  content: optional(z.array(z.object({ body: optional(z.string()) }))).describe('The new text of the note'),
  author_id: optional(z.string().min(1)),
  visibility: optional(writableEnumValueSchema(atsNoteVisibilityValues)),
  passthrough: writablePassthrough,
});
export type AtsNoteUpdate = z.infer<typeof atsNoteUpdateSchema>;
