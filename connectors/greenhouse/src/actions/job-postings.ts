import { z } from '@openunified/connector-sdk';
import { createdAfterFilter } from '../greenhouse-ids.js';
import { mapJobPosting } from '../mappers/job-posting.js';
import { greenhouseJobPostSchema } from '../provider-reference-schemas.js';
import { greenhouseGetAction, greenhouseListAction } from './define-greenhouse-actions.js';

const jobPostingFilterSchema = z.strictObject({
  live: z.enum(['true', 'false']).optional().describe('true: only posts live on a board; false: only the others'),
  created_after: createdAfterFilter('job posts'),
});

export const listJobPostingsAction = greenhouseListAction({
  id: 'greenhouse_list_job_postings',
  label: 'List job postings',
  description:
    'Lists the job posts of the Greenhouse organisation, deleted ones included, as unified ATS job postings (GET /job_posts). ' +
    'Filters: live, created_after and updated_after, applied by Greenhouse.',
  tags: ['ats', 'job_postings'],
  unified: 'ats.job_postings.list',
  filter: jobPostingFilterSchema,
  request: (filter, updatedAfter) => ({
    path: '/job_posts',
    query: { live: filter?.live, created_after: filter?.created_after, updated_after: updatedAfter },
  }),
  record: greenhouseJobPostSchema,
  map: mapJobPosting,
});

export const getJobPostingAction = greenhouseGetAction({
  id: 'greenhouse_get_job_posting',
  label: 'Get job posting',
  description: 'Gets one Greenhouse job post as a unified ATS job posting (GET /job_posts/{id}).',
  tags: ['ats', 'job_postings'],
  unified: 'ats.job_postings.get',
  noun: 'job post',
  path: (id) => `/job_posts/${id}`,
  record: greenhouseJobPostSchema,
  map: mapJobPosting,
});
