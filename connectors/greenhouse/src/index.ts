import { defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { listApplicationStagesAction } from './actions/application-stages.js';
import { getApplicationAction, listApplicationsAction } from './actions/applications.js';
import { addCandidateNoteAction } from './actions/candidate-notes.js';
import { getCandidateAction, listCandidatesAction } from './actions/candidates.js';
import { listDepartmentsAction } from './actions/departments.js';
import { getInterviewAction, listInterviewsAction } from './actions/interviews.js';
import { getJobAction, listJobsAction } from './actions/jobs.js';
import { getOfferAction, listOffersAction } from './actions/offers.js';
import { listUsersAction } from './actions/users.js';
import { createCandidateAction, updateCandidateAction } from './actions/write-candidates.js';
import { greenhouseAuthentication } from './authentication.js';
import { greenhouseErrorMessage, greenhouseRetryAfterSeconds } from './provider-responses.js';

export const greenhouseConnector = defineConnector({
  key: 'greenhouse',
  name: 'Greenhouse',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  customer_description: 'Lets the application read your candidates, jobs and applications in Greenhouse.',
  description:
    'Greenhouse Recruiting through the Harvest API: candidates (read and write), applications, jobs, job stages, scheduled interviews, offers and users as unified ATS resources.',
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
  ],
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
export { mapInterview } from './mappers/interview.js';
export { mapJob } from './mappers/job.js';
export { mapOffer } from './mappers/offer.js';
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
