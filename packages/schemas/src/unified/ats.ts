import { z } from 'zod';
import { dateTimeSchema, enumValueSchema } from '../enum-value.js';

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
