import { z } from 'zod';
import { dateTimeSchema, enumValueSchema, UNMAPPED_VALUE } from '../enum-value.js';

/**
 * Unified ats models (docs/unified/ats.md): candidates, their applications to jobs, the stages an
 * application moves through, scheduled interviews, offers and the users of the ATS (recruiters,
 * coordinators, interviewers). Every field but the ids may be null: providers do not all record
 * the same things. References to other unified records are unified ids (`c28xIQ...`), so a
 * client can follow them with a get.
 */

export const atsEmailTypeValues = ['personal', 'work', 'other'] as const;
export const atsPhoneTypeValues = ['home', 'work', 'mobile', 'skype', 'other'] as const;
export const atsAddressTypeValues = ['home', 'work', 'other'] as const;
/** `social_media` marks a profile on a social network; the others are web sites. */
export const atsUrlTypeValues = ['personal', 'company', 'portfolio', 'blog', 'social_media', 'other'] as const;

/** `converted`: a prospect application that became a candidate application. */
export const atsApplicationStatusValues = ['active', 'rejected', 'hired', 'converted'] as const;
export type AtsApplicationStatus = (typeof atsApplicationStatusValues)[number];

export const atsJobStatusValues = ['open', 'closed', 'draft', 'archived', 'pending'] as const;
export type AtsJobStatus = (typeof atsJobStatusValues)[number];

/** `pending_feedback`: the interview took place and scorecards are still due. */
export const atsInterviewStatusValues = ['unscheduled', 'scheduled', 'pending_feedback', 'completed', 'cancelled'] as const;
export type AtsInterviewStatus = (typeof atsInterviewStatusValues)[number];

/** `pending`: made and not resolved yet. `deprecated`: replaced by a newer version of the offer. */
export const atsOfferStatusValues = ['draft', 'pending', 'approved', 'sent', 'accepted', 'rejected', 'retracted', 'deprecated'] as const;
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

function contactSchema<const Values extends readonly [string, ...string[]]>(types: Values) {
  return z.object({ value: z.string(), type: enumValueSchema(types).nullable() });
}

export const atsCandidateSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable().describe('The address to write to first: the first work e-mail, else the first one'),
  emails: z.array(contactSchema(atsEmailTypeValues)).nullable(),
  phone_numbers: z.array(contactSchema(atsPhoneTypeValues)).nullable(),
  addresses: z.array(contactSchema(atsAddressTypeValues)).nullable().describe('Postal addresses as the provider holds them, one text each'),
  urls: z.array(contactSchema(atsUrlTypeValues)).nullable().describe('Web sites and social profiles'),
  company: z.string().nullable().describe('Where the candidate works now'),
  title: z.string().nullable().describe("The candidate's current job title"),
  tags: z.array(z.string()).nullable(),
  is_private: z.boolean().nullable(),
  can_email: z.boolean().nullable().describe('Whether the candidate may be e-mailed'),
  application_ids: z.array(z.string()).nullable().describe('Unified ids of the applications of the candidate'),
  recruiter_id: unifiedId('the user who recruits the candidate').nullable(),
  coordinator_id: unifiedId('the user who coordinates the candidate').nullable(),
  last_activity_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFields,
});
export type AtsCandidate = z.infer<typeof atsCandidateSchema>;

export const atsApplicationSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  candidate_id: unifiedId('the candidate').nullable(),
  job_id: unifiedId('the job applied to; null for a prospect not yet considered for a job').nullable(),
  status: enumValueSchema(atsApplicationStatusValues).nullable(),
  current_stage: atsReferenceSchema.nullable().describe('The application stage the application is in'),
  prospect: z.boolean().nullable().describe('True for a prospect: a person considered for a job who has not applied'),
  source: atsReferenceSchema.nullable().describe('Where the application came from'),
  rejection_reason: atsReferenceSchema.nullable(),
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
  id: unifiedId('the user'),
  remote_id: z.string(),
  name: z.string().nullable(),
  role: enumValueSchema(atsHiringTeamRoleValues).nullable(),
});
export type AtsHiringTeamMember = z.infer<typeof atsHiringTeamMemberSchema>;

export const atsJobSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  title: z.string().nullable(),
  code: z.string().nullable().describe("The organisation's own reference for the job (a requisition id)"),
  description: z.string().nullable(),
  status: enumValueSchema(atsJobStatusValues).nullable(),
  confidential: z.boolean().nullable(),
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
  title: z.string().nullable().describe('What the interview is, e.g. "Technical interview"'),
  status: enumValueSchema(atsInterviewStatusValues).nullable(),
  start_at: dateTimeSchema.nullable().describe('Midnight UTC of the day for an all-day interview'),
  end_at: dateTimeSchema.nullable(),
  location: z.string().nullable(),
  meeting_url: z.string().nullable().describe('Video conference link'),
  organizer_id: unifiedId('the user who organised the interview').nullable(),
  interviewers: z.array(atsInterviewerSchema).nullable(),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFields,
});
export type AtsInterview = z.infer<typeof atsInterviewSchema>;

export const atsOfferSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  application_id: unifiedId('the application the offer answers').nullable(),
  candidate_id: unifiedId('the candidate').nullable(),
  job_id: unifiedId('the job').nullable(),
  status: enumValueSchema(atsOfferStatusValues).nullable(),
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

const sourceValueSchema = z.union([z.string(), z.number(), z.boolean()]);

/** An enum object in a write: either member may be left out; `source_value` wins when both are set. */
function writableEnumValueSchema<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.object({
    value: optional(z.enum([...values, UNMAPPED_VALUE] as unknown as [Values[number] | typeof UNMAPPED_VALUE])),
    source_value: optional(sourceValueSchema),
  });
}

function writableContactSchema<const Values extends readonly [string, ...string[]]>(types: Values) {
  return z.object({ value: z.string().min(1), type: optional(writableEnumValueSchema(types)) });
}

const userReference = optional(z.string().min(1)).describe('Unified id or provider id of a user');

/** docs/unified/ats.md: the body of `PATCH /unified/ats/candidates/{id}`. */
export const atsCandidateUpdateSchema = z.object({
  first_name: optional(z.string()),
  last_name: optional(z.string()),
  company: optional(z.string()),
  title: optional(z.string()),
  is_private: optional(z.boolean()),
  emails: optional(z.array(writableContactSchema(atsEmailTypeValues).extend({ value: z.email() }))),
  phone_numbers: optional(z.array(writableContactSchema(atsPhoneTypeValues))),
  addresses: optional(z.array(writableContactSchema(atsAddressTypeValues))),
  urls: optional(z.array(writableContactSchema(atsUrlTypeValues))),
  tags: optional(z.array(z.string().min(1))),
  recruiter_id: userReference,
  coordinator_id: userReference,
  unified_custom_fields: optional(z.record(z.string(), z.unknown())).describe('Custom field values keyed by the provider field key'),
  passthrough: optional(z.record(z.string(), z.unknown())).describe('Merged into the provider request body as is'),
});
export type AtsCandidateUpdate = z.infer<typeof atsCandidateUpdateSchema>;

/** docs/unified/ats.md: the body of `POST /unified/ats/candidates`. */
export const atsCandidateCreateSchema = atsCandidateUpdateSchema.extend({
  job_ids: optional(z.array(z.string().min(1)))
    .describe('Unified or provider ids of the jobs the candidate applies to; some providers need at least one'),
});
export type AtsCandidateCreate = z.infer<typeof atsCandidateCreateSchema>;
