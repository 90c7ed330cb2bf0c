import { defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import {
  getApplicationOfferAction,
  getApplicationScheduledInterviewAction,
  getApplicationScorecardAction,
  listApplicationOffersAction,
  listApplicationScheduledInterviewsAction,
  listApplicationScorecardsAction,
} from './actions/application-activity.js';
import { moveApplicationAction, rejectApplicationAction } from './actions/application-commands.js';
import {
  downloadApplicationDocumentAction,
  getApplicationDocumentAction,
  getApplicationDocumentCategoryAction,
  listApplicationDocumentCategoriesAction,
  listApplicationDocumentsAction,
  uploadApplicationDocumentAction,
} from './actions/application-documents.js';
import { listApplicationStagesAction } from './actions/application-stages.js';
import { createApplicationAction, updateApplicationAction } from './actions/application-writes.js';
import { getApplicationAction, listApplicationsAction } from './actions/applications.js';
import { addCandidateNoteAction } from './actions/candidate-notes.js';
import { getCandidateAction, listCandidatesAction } from './actions/candidates.js';
import {
  getApplicationCustomFieldDefinitionAction,
  getCandidateCustomFieldDefinitionAction,
  getJobCustomFieldDefinitionAction,
  listApplicationCustomFieldDefinitionsAction,
  listCandidateCustomFieldDefinitionsAction,
  listJobCustomFieldDefinitionsAction,
} from './actions/custom-field-definitions.js';
import { getDepartmentAction, listDepartmentsAction, listUnifiedDepartmentsAction } from './actions/departments.js';
import { getInterviewAction, listInterviewsAction } from './actions/interviews.js';
import { getJobPostingAction, listJobPostingsAction } from './actions/job-postings.js';
import {
  getApplicationStageAction,
  getInterviewStageAction,
  getJobApplicationStageAction,
  listInterviewStagesAction,
  listJobApplicationStagesAction,
} from './actions/job-stages.js';
import { getJobAction, listJobsAction } from './actions/jobs.js';
import { getLocationAction, listLocationsAction } from './actions/locations.js';
import {
  createApplicationNoteAction,
  createCandidateNoteAction,
  getApplicationNoteAction,
  getCandidateNoteAction,
  listApplicationNotesAction,
  listCandidateNotesAction,
} from './actions/notes.js';
import { getOfferAction, listOffersAction } from './actions/offers.js';
import { getRejectedReasonAction, listRejectedReasonsAction } from './actions/rejected-reasons.js';
import { getUserAction, listUsersAction } from './actions/users.js';
import { createCandidateAction, updateCandidateAction } from './actions/write-candidates.js';
import { createJobAction, updateJobAction } from './actions/write-jobs.js';
import { greenhouseAuthentication } from './authentication.js';
import { greenhouseErrorMessage, greenhouseRetryAfterSeconds } from './provider-responses.js';

/**
 * Greenhouse's assessment and background check partners implement an API that Greenhouse calls;
 * Harvest, the API a client calls, has no packages, orders or results to read or write.
 */
const partnerOnly = "Greenhouse calls its assessment and background check partners' own APIs; Harvest has no packages, orders or results for a client to call";

/** Why prospect pools do not serve lists: a list's point is its members, which Harvest does not give. */
const prospectPools =
  "Greenhouse prospect pools are the nearest thing, but Harvest answers a pool without its prospects and cannot list a pool's members, so no list could name its items";

export const greenhouseConnector = defineConnector({
  key: 'greenhouse',
  name: 'Greenhouse',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  customer_description: 'Lets the application read your candidates, jobs and applications in Greenhouse.',
  description:
    'Greenhouse Recruiting through the Harvest API: candidates and jobs (read and write), applications (with move and reject), candidate attachments ' +
    '(list, download, upload), job stages, scheduled interviews, offers, users, departments, offices, job posts, rejection reasons and custom field ' +
    'definitions as unified ATS resources.',
  release_stage: 'beta',
  categories: ['ats'],
  authentication: [greenhouseAuthentication],
  // Harvest keys are granted endpoints in Greenhouse itself; there are no OAuth scopes to declare.
  scope_definitions: [],
  resource_types: ['candidate', 'application', 'job'],
  baseUrl: 'https://harvest.greenhouse.io/v1',
  errorMessage: greenhouseErrorMessage,
  retryAfterSeconds: greenhouseRetryAfterSeconds,
  resources: {
    'ats.candidates': { filters: ['email', 'job_id'], description: 'Both applied by Greenhouse, as is updated_after.' },
    'ats.applications': {
      filters: ['job_id', 'status'],
      description: 'Applied by Greenhouse; updated_after filters on the last activity, as applications carry no update time.',
    },
    'ats.jobs': { filters: ['status', 'department_id', 'location_id'], description: 'status is open, closed or draft.' },
    'ats.application_stages': { filters: ['job_id'], description: 'With job_id the stages of that job, read in one call.' },
    'ats.interviews': { filters: ['application_id'] },
    'ats.offers': {
      filters: ['application_id', 'status'],
      description: 'application_id reads the offers of one application, which Greenhouse cannot filter further.',
    },
    'ats.users': { filters: ['email', 'employee_id'] },
    'ats.departments': { filters: ['external_id'], description: 'updated_after is ignored: Greenhouse does not date departments.' },
    'ats.locations': { filters: ['external_id'], description: 'Greenhouse offices. updated_after is ignored: offices are not dated.' },
    'ats.interview_stages': { filters: ['created_after'], description: 'Greenhouse job stages, as the application stages.' },
    'ats.job_postings': { filters: ['live', 'created_after'], description: 'Greenhouse job posts, deleted ones included (status archived).' },
    'ats.job_application_stages': { filters: [], description: 'The whole pipeline of the job is read in one call.' },
    'ats.rejected_reasons': { filters: [], description: "Greenhouse's default reasons included. A get reads the list: one call per 500 reasons." },
    'ats.candidate_custom_field_definitions': { filters: ['include_inactive'] },
    'ats.application_custom_field_definitions': { filters: ['include_inactive'] },
    'ats.job_custom_field_definitions': { filters: ['include_inactive'] },
    'ats.application_documents': {
      filters: [],
      description:
        "The candidate's attachments: page one reads the application and the candidate (two calls), later pages the candidate. updated_after is applied to the time a file was attached.",
    },
    'ats.application_document_categories': { filters: [], description: "Greenhouse's attachment types, a fixed list: no call to Greenhouse." },
  },
  actions: [
    listCandidatesAction,
    getCandidateAction,
    createCandidateAction,
    updateCandidateAction,
    listApplicationsAction,
    getApplicationAction,
    listJobsAction,
    getJobAction,
    listApplicationStagesAction,
    listInterviewsAction,
    getInterviewAction,
    listOffersAction,
    getOfferAction,
    listUsersAction,
    listDepartmentsAction,
    addCandidateNoteAction,
    listUnifiedDepartmentsAction,
    getDepartmentAction,
    listLocationsAction,
    getLocationAction,
    getUserAction,
    getApplicationStageAction,
    listInterviewStagesAction,
    getInterviewStageAction,
    listJobApplicationStagesAction,
    getJobApplicationStageAction,
    listJobPostingsAction,
    getJobPostingAction,
    createJobAction,
    updateJobAction,
    listRejectedReasonsAction,
    getRejectedReasonAction,
    listCandidateCustomFieldDefinitionsAction,
    getCandidateCustomFieldDefinitionAction,
    listApplicationCustomFieldDefinitionsAction,
    getApplicationCustomFieldDefinitionAction,
    listJobCustomFieldDefinitionsAction,
    getJobCustomFieldDefinitionAction,
    createApplicationAction,
    updateApplicationAction,
    listApplicationNotesAction,
    getApplicationNoteAction,
    createApplicationNoteAction,
    listCandidateNotesAction,
    getCandidateNoteAction,
    createCandidateNoteAction,
    listApplicationOffersAction,
    getApplicationOfferAction,
    listApplicationScorecardsAction,
    getApplicationScorecardAction,
    listApplicationScheduledInterviewsAction,
    getApplicationScheduledInterviewAction,
    moveApplicationAction,
    rejectApplicationAction,
    listApplicationDocumentsAction,
    getApplicationDocumentAction,
    downloadApplicationDocumentAction,
    uploadApplicationDocumentAction,
    listApplicationDocumentCategoriesAction,
    getApplicationDocumentCategoryAction,
  ],
  unsupported: {
    'ats.application_notes.update': 'Greenhouse cannot edit a note once written: Harvest only adds notes to the activity feed',
    'ats.lists.list': prospectPools,
    'ats.lists.get': prospectPools,
    'ats.application_changes.list':
      "Harvest keeps no structured history of an application's stage and status: its activity feed holds the moves as free text only",
    'ats.offers.create': 'Harvest cannot create offers: offers are made in Greenhouse itself, and Harvest only reads and edits the current one',
    'ats.assessment_packages.list': partnerOnly,
    'ats.assessment_packages.get': partnerOnly,
    'ats.assessment_orders.create': partnerOnly,
    'ats.assessment_orders.result': partnerOnly,
    'ats.background_check_packages.list': partnerOnly,
    'ats.background_check_packages.get': partnerOnly,
    'ats.background_check_packages.create': partnerOnly,
    'ats.background_check_packages.update': partnerOnly,
    'ats.background_check_packages.delete': partnerOnly,
    'ats.background_check_orders.create': partnerOnly,
    'ats.background_check_orders.result': partnerOnly,
  },
});

/** What a platform installs: `createPlatform({ connectors: [manifest] })` (docs/connector-authoring.md). */
export const manifest = defineConnectorManifest({
  connector: greenhouseConnector,
  emulator: () => import('./emulator/index.js').then((emulator) => emulator.startGreenhouseEmulator()),
});

export default manifest;

export { greenhouseAuthentication, ON_BEHALF_OF_CREDENTIAL } from './authentication.js';
export { mapApplication } from './mappers/application.js';
export { mapApplicationStage } from './mappers/application-stage.js';
export { mapCandidate } from './mappers/candidate.js';
export { toGreenhouseCandidateBody } from './mappers/candidate-write.js';
export { mapCustomFieldDefinition } from './mappers/custom-field-definition.js';
export { mapInterview } from './mappers/interview.js';
export { mapJob } from './mappers/job.js';
export { mapJobPosting } from './mappers/job-posting.js';
export { toGreenhouseJobCreateBody, toGreenhouseJobUpdateBody } from './mappers/job-write.js';
export { mapNote } from './mappers/note.js';
export { mapOffer } from './mappers/offer.js';
export { mapDepartment, mapLocation } from './mappers/organisation.js';
export { mapRejectedReason } from './mappers/rejected-reason.js';
export { mapScheduledInterview } from './mappers/scheduled-interview.js';
export { mapScorecard } from './mappers/scorecard.js';
export { mapUser } from './mappers/user.js';
export type {
  GreenhouseApplication,
  GreenhouseCandidate,
  GreenhouseErrorBody,
  GreenhouseJob,
  GreenhouseJobStage,
  GreenhouseOffer,
  GreenhouseScheduledInterview,
  GreenhouseUser,
} from './provider-schemas.js';
