import {
  atsApplicationSchema,
  atsApplicationStageSchema,
  atsCandidateCreateSchema,
  atsCandidateSchema,
  atsCandidateUpdateSchema,
  atsInterviewSchema,
  atsJobSchema,
  atsOfferSchema,
  atsUserSchema,
} from '../unified/ats.js';
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
  operations: { list: {}, get: {} },
  filters: ['job_id', 'status', 'created_after'],
});

export const atsJobsResource = defineUnifiedResource({
  category: 'ats',
  resource: 'jobs',
  path: '/unified/ats/jobs',
  noun: { one: 'job', many: 'jobs' },
  description: 'Positions the organisation recruits for, with their departments, locations and hiring team.',
  model: atsJobSchema,
  operations: { list: {}, get: {} },
  filters: ['job_status', 'status', 'created_after'],
});

export const atsApplicationStagesResource = defineUnifiedResource({
  category: 'ats',
  resource: 'application_stages',
  path: '/unified/ats/application_stages',
  noun: { one: 'application stage', many: 'application stages' },
  description: 'The steps of a hiring pipeline an application moves through (screen, interviews, offer).',
  model: atsApplicationStageSchema,
  operations: { list: {} },
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
  operations: { list: {}, get: {} },
  filters: ['application_id', 'status'],
});

export const atsUsersResource = defineUnifiedResource({
  category: 'ats',
  resource: 'users',
  path: '/unified/ats/users',
  noun: { one: 'user', many: 'users' },
  description: 'People who work in the ATS: recruiters, coordinators, hiring managers, interviewers.',
  model: atsUserSchema,
  operations: { list: {} },
  filters: ['email'],
});

export const atsUnifiedResources = [
  atsCandidatesResource,
  atsApplicationsResource,
  atsJobsResource,
  atsApplicationStagesResource,
  atsInterviewsResource,
  atsOffersResource,
  atsUsersResource,
] as const;
