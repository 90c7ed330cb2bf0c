import {
  atsApplicationCreateSchema,
  atsApplicationSchema,
  atsApplicationStageSchema,
  atsApplicationUpdateSchema,
  atsCandidateCreateSchema,
  atsCandidateSchema,
  atsCandidateUpdateSchema,
  atsCustomFieldDefinitionSchema,
  atsDepartmentSchema,
  atsInterviewSchema,
  atsInterviewStageSchema,
  atsJobCreateSchema,
  atsJobPostingSchema,
  atsJobSchema,
  atsJobUpdateSchema,
  atsLocationSchema,
  atsNoteCreateSchema,
  atsNoteSchema,
  atsNoteUpdateSchema,
  atsOfferSchema,
  atsRejectedReasonRecordSchema,
  atsScheduledInterviewSchema,
  atsScorecardSchema,
  atsUserSchema,
} from '../unified/ats.js';
import {
  atsApplicationChangeSchema,
  atsDocumentCategoryRecordSchema,
  atsDocumentSchema,
  atsDocumentUploadSchema,
  atsListSchema,
  atsMoveApplicationSchema,
  atsOfferCreateSchema,
  atsRejectApplicationSchema,
} from '../unified/ats-documents.js';
import {
  atsAssessmentPackageSchema,
  atsBackgroundCheckPackageCreateSchema,
  atsBackgroundCheckPackageSchema,
  atsBackgroundCheckPackageUpdateSchema,
  atsPartnerOrderCreateSchema,
  atsPartnerResultUpdateSchema,
} from '../unified/ats-partner-checks.js';
import { defineUnifiedResource } from './define-unified-resource.js';

// The ats category (docs/unified/ats.md). Filter keys take unified or provider ids where they
// name a record, and the unified enum values where they name a status.

export const atsCandidatesResource = defineUnifiedResource({
  category: 'ats',
  resource: 'candidates',
  path: '/unified/ats/candidates',
  noun: { one: 'candidate', many: 'candidates' },
  description: 'People in the recruiting pipeline, with their contact details and the ids of their applications.',
  model: atsCandidateSchema,
  operations: { list: {}, get: {}, create: { body: atsCandidateCreateSchema }, update: { body: atsCandidateUpdateSchema } },
  filters: ['email', 'job_id', 'created_after'],
});

export const atsApplicationsResource = defineUnifiedResource({
  category: 'ats',
  resource: 'applications',
  path: '/unified/ats/applications',
  noun: { one: 'application', many: 'applications' },
  description: 'A candidate applying for (or a prospect considered for) a job, with its status and current stage.',
  model: atsApplicationSchema,
  operations: {
    list: {},
    get: {},
    create: { body: atsApplicationCreateSchema },
    update: { body: atsApplicationUpdateSchema },
    commands: {
      move: { body: atsMoveApplicationSchema, summary: 'Move an application to another stage' },
      reject: { body: atsRejectApplicationSchema, summary: 'Reject an application' },
    },
  },
  filters: ['job_id', 'status', 'created_after'],
});

export const atsJobsResource = defineUnifiedResource({
  category: 'ats',
  resource: 'jobs',
  path: '/unified/ats/jobs',
  noun: { one: 'job', many: 'jobs' },
  description: 'Positions the organisation recruits for, with their departments, locations and hiring team.',
  model: atsJobSchema,
  operations: { list: {}, get: {}, create: { body: atsJobCreateSchema }, update: { body: atsJobUpdateSchema } },
  filters: ['job_status', 'status', 'created_after'],
});

export const atsApplicationStagesResource = defineUnifiedResource({
  category: 'ats',
  resource: 'application_stages',
  path: '/unified/ats/application_stages',
  noun: { one: 'application stage', many: 'application stages' },
  description: 'The steps of a hiring pipeline an application moves through (screen, interviews, offer).',
  model: atsApplicationStageSchema,
  operations: { list: {}, get: {} },
  filters: ['job_id'],
});

export const atsInterviewsResource = defineUnifiedResource({
  category: 'ats',
  resource: 'interviews',
  path: '/unified/ats/interviews',
  noun: { one: 'interview', many: 'interviews' },
  description: 'Interviews scheduled with candidates, with their time, place and interviewers.',
  model: atsInterviewSchema,
  operations: { list: {}, get: {} },
  filters: ['application_id', 'created_after'],
});

export const atsOffersResource = defineUnifiedResource({
  category: 'ats',
  resource: 'offers',
  path: '/unified/ats/offers',
  noun: { one: 'offer', many: 'offers' },
  description: 'Job offers made to candidates, with their status and start date.',
  model: atsOfferSchema,
  operations: { list: {}, get: {}, create: { body: atsOfferCreateSchema } },
  filters: ['application_id', 'status'],
});

export const atsUsersResource = defineUnifiedResource({
  category: 'ats',
  resource: 'users',
  path: '/unified/ats/users',
  noun: { one: 'user', many: 'users' },
  description: 'People who work in the ATS: recruiters, coordinators, hiring managers, interviewers.',
  model: atsUserSchema,
  operations: { list: {}, get: {} },
  filters: ['email'],
});

export const atsDepartmentsResource = defineUnifiedResource({
  category: 'ats',
  resource: 'departments',
  path: '/unified/ats/departments',
  noun: { one: 'department', many: 'departments' },
  description: 'The departments of the organisation, which jobs belong to.',
  model: atsDepartmentSchema,
  operations: { list: {}, get: {} },
});

export const atsLocationsResource = defineUnifiedResource({
  category: 'ats',
  resource: 'locations',
  path: '/unified/ats/locations',
  noun: { one: 'location', many: 'locations' },
  description: 'The offices and places jobs are based at.',
  model: atsLocationSchema,
  operations: { list: {}, get: {} },
});

export const atsInterviewStagesResource = defineUnifiedResource({
  category: 'ats',
  resource: 'interview_stages',
  path: '/unified/ats/interview_stages',
  noun: { one: 'interview stage', many: 'interview stages' },
  description: 'The stages of hiring pipelines interviews are held in.',
  model: atsInterviewStageSchema,
  operations: { list: {}, get: {} },
});

export const atsJobPostingsResource = defineUnifiedResource({
  category: 'ats',
  resource: 'job_postings',
  path: '/unified/ats/job_postings',
  noun: { one: 'job posting', many: 'job postings' },
  description: 'Jobs as advertised on job boards: title, text, places and application questions.',
  model: atsJobPostingSchema,
  operations: { list: {}, get: {} },
  filters: ['created_after'],
});

export const atsJobApplicationStagesResource = defineUnifiedResource({
  category: 'ats',
  resource: 'job_application_stages',
  path: '/unified/ats/jobs/{id}/application_stages',
  noun: { one: 'application stage of a job', many: 'application stages of a job' },
  description: "The stages of one job's hiring pipeline.",
  model: atsApplicationStageSchema,
  operations: { list: {}, get: {} },
});

export const atsRejectedReasonsResource = defineUnifiedResource({
  category: 'ats',
  resource: 'rejected_reasons',
  path: '/unified/ats/rejected_reasons',
  noun: { one: 'rejected reason', many: 'rejected reasons' },
  description: 'The reasons applications may be rejected for, as applications name them in rejected_reason_ids.',
  model: atsRejectedReasonRecordSchema,
  operations: { list: {}, get: {} },
});

/** The custom field definitions of one kind of record: `candidates`, `applications` or `jobs`. */
function atsCustomFieldDefinitionsResource(records: 'candidates' | 'applications' | 'jobs', record: string) {
  return defineUnifiedResource({
    category: 'ats',
    resource: `${record}_custom_field_definitions`,
    path: `/unified/ats/custom_field_definitions/${records}`,
    noun: { one: `${record} custom field definition`, many: `${record} custom field definitions` },
    description: `The custom fields of ${records}: what the keys of their unified_custom_fields are, their kinds and their choices.`,
    model: atsCustomFieldDefinitionSchema,
    operations: { list: {}, get: {} },
  });
}

export const atsCandidateCustomFieldDefinitionsResource = atsCustomFieldDefinitionsResource('candidates', 'candidate');
export const atsApplicationCustomFieldDefinitionsResource = atsCustomFieldDefinitionsResource('applications', 'application');
export const atsJobCustomFieldDefinitionsResource = atsCustomFieldDefinitionsResource('jobs', 'job');

// The activity around an application: notes, offers, scorecards and scheduled interviews, each
// under its parent record (docs/unified/ats.md#application-activity).

export const atsApplicationNotesResource = defineUnifiedResource({
  category: 'ats',
  resource: 'application_notes',
  path: '/unified/ats/applications/{id}/notes',
  noun: { one: 'application note', many: 'application notes' },
  description: "Notes written about an application; providers that keep notes on the candidate answer the candidate's.",
  model: atsNoteSchema,
  operations: { list: {}, get: {}, create: { body: atsNoteCreateSchema }, update: { body: atsNoteUpdateSchema } },
});

export const atsCandidateNotesResource = defineUnifiedResource({
  category: 'ats',
  resource: 'candidate_notes',
  path: '/unified/ats/candidates/{id}/notes',
  noun: { one: 'candidate note', many: 'candidate notes' },
  description: 'Notes the hiring team wrote about a candidate.',
  model: atsNoteSchema,
  operations: { list: {}, get: {}, create: { body: atsNoteCreateSchema } },
});

export const atsApplicationOffersResource = defineUnifiedResource({
  category: 'ats',
  resource: 'application_offers',
  path: '/unified/ats/applications/{id}/offers',
  noun: { one: 'application offer', many: 'application offers' },
  description: 'The offers made for one application.',
  model: atsOfferSchema,
  operations: { list: {}, get: {} },
});

export const atsApplicationScorecardsResource = defineUnifiedResource({
  category: 'ats',
  resource: 'application_scorecards',
  path: '/unified/ats/applications/{id}/scorecards',
  noun: { one: 'application scorecard', many: 'application scorecards' },
  description: "Interviewers' assessments of an application: ratings, answers and an overall recommendation.",
  model: atsScorecardSchema,
  operations: { list: {}, get: {} },
});

export const atsApplicationScheduledInterviewsResource = defineUnifiedResource({
  category: 'ats',
  resource: 'application_scheduled_interviews',
  path: '/unified/ats/applications/{id}/scheduled_interviews',
  noun: { one: 'scheduled interview', many: 'scheduled interviews' },
  description: 'The interviews booked for one application, with their interviewers and meetings.',
  model: atsScheduledInterviewSchema,
  operations: { list: {}, get: {} },
});

// Files, lists and history around applications (docs/unified/ats.md#documents).

export const atsApplicationDocumentsResource = defineUnifiedResource({
  category: 'ats',
  resource: 'application_documents',
  path: '/unified/ats/applications/{id}/documents',
  noun: { one: 'application document', many: 'application documents' },
  description: "Files kept with an application (résumés, cover letters); providers that keep files on the candidate answer the candidate's.",
  model: atsDocumentSchema,
  operations: { list: {}, get: {}, download: {}, upload: { body: atsDocumentUploadSchema } },
});

export const atsApplicationDocumentCategoriesResource = defineUnifiedResource({
  category: 'ats',
  resource: 'application_document_categories',
  path: '/unified/ats/documents/application_categories',
  noun: { one: 'application document category', many: 'application document categories' },
  description: 'The categories application documents are filed under, as an upload names them in category_id.',
  model: atsDocumentCategoryRecordSchema,
  operations: { list: {}, get: {} },
});

export const atsListsResource = defineUnifiedResource({
  category: 'ats',
  resource: 'lists',
  path: '/unified/ats/lists',
  noun: { one: 'list', many: 'lists' },
  description: 'Named lists of candidates (talent pools).',
  model: atsListSchema,
  operations: { list: {}, get: {} },
});

export const atsApplicationChangesResource = defineUnifiedResource({
  category: 'ats',
  resource: 'application_changes',
  path: '/unified/ats/applications/{id}/changes',
  noun: { one: 'application change', many: 'application changes' },
  description: "The history of an application's status, stage and rejected reasons.",
  model: atsApplicationChangeSchema,
  operations: { list: {} },
});

// The partner side of assessments and background checks (docs/unified/ats.md#assessments-and-background-checks).

export const atsAssessmentPackagesResource = defineUnifiedResource({
  category: 'ats',
  resource: 'assessment_packages',
  path: '/unified/ats/assessments/packages',
  noun: { one: 'assessment package', many: 'assessment packages' },
  description: 'The assessments a testing partner offers.',
  model: atsAssessmentPackageSchema,
  operations: { list: {}, get: {} },
});

export const atsAssessmentOrdersResource = defineUnifiedResource({
  category: 'ats',
  resource: 'assessment_orders',
  path: '/unified/ats/assessments/orders',
  noun: { one: 'assessment order', many: 'assessment orders' },
  description: 'Assessments ordered for a candidate, and the results the partner sends back.',
  model: atsAssessmentPackageSchema,
  operations: {
    create: { body: atsPartnerOrderCreateSchema, status: 200 },
    commands: { result: { body: atsPartnerResultUpdateSchema, summary: 'Update the result of an assessment order', method: 'PATCH' } },
  },
});

export const atsBackgroundCheckPackagesResource = defineUnifiedResource({
  category: 'ats',
  resource: 'background_check_packages',
  path: '/unified/ats/background_checks/packages',
  noun: { one: 'background check package', many: 'background check packages' },
  description: 'The background checks a screening partner offers, with their tests.',
  model: atsBackgroundCheckPackageSchema,
  operations: {
    list: {},
    get: {},
    create: { body: atsBackgroundCheckPackageCreateSchema },
    update: { body: atsBackgroundCheckPackageUpdateSchema },
    delete: {},
  },
});

export const atsBackgroundCheckOrdersResource = defineUnifiedResource({
  category: 'ats',
  resource: 'background_check_orders',
  path: '/unified/ats/background_checks/orders',
  noun: { one: 'background check order', many: 'background check orders' },
  description: 'Background checks ordered for a candidate, and the results the partner sends back.',
  model: atsBackgroundCheckPackageSchema,
  operations: {
    create: { body: atsPartnerOrderCreateSchema, status: 200 },
    commands: { result: { body: atsPartnerResultUpdateSchema, summary: 'Update the result of a background check order', method: 'PATCH' } },
  },
});

export const atsUnifiedResources = [
  atsCandidatesResource,
  atsApplicationsResource,
  atsJobsResource,
  atsApplicationStagesResource,
  atsInterviewsResource,
  atsOffersResource,
  atsUsersResource,
  atsDepartmentsResource,
  atsLocationsResource,
  atsInterviewStagesResource,
  atsJobPostingsResource,
  atsJobApplicationStagesResource,
  atsRejectedReasonsResource,
  atsCandidateCustomFieldDefinitionsResource,
  atsApplicationCustomFieldDefinitionsResource,
  atsJobCustomFieldDefinitionsResource,
  atsApplicationNotesResource,
  atsCandidateNotesResource,
  atsApplicationOffersResource,
  atsApplicationScorecardsResource,
  atsApplicationScheduledInterviewsResource,
  atsApplicationDocumentsResource,
  atsApplicationDocumentCategoriesResource,
  atsListsResource,
  atsApplicationChangesResource,
  atsAssessmentPackagesResource,
  atsAssessmentOrdersResource,
  atsBackgroundCheckPackagesResource,
  atsBackgroundCheckOrdersResource,
] as const;
