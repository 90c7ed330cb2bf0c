import { z } from '@openunified/connector-sdk';
import { greenhouseIdFilter } from '../greenhouse-ids.js';
import { jobStatuses, mapJob } from '../mappers/job.js';
import { greenhouseJobSchema } from '../provider-schemas.js';
import { greenhouseGetAction, greenhouseListAction } from './define-greenhouse-actions.js';

const jobFilterSchema = z.strictObject({
  status: z
    .enum(Object.values(jobStatuses))
    .optional()
    .describe('Only jobs with this status; Greenhouse jobs are open, closed or draft'),
  department_id: greenhouseIdFilter('Only jobs of this department (unified or Greenhouse id)'),
  location_id: greenhouseIdFilter('Only jobs at this office (unified or Greenhouse id of a job location)'),
});

export const listJobsAction = greenhouseListAction({
  id: 'greenhouse_list_jobs',
  label: 'List jobs',
  description:
    'Lists the jobs of the Greenhouse organisation as unified ATS jobs (GET /jobs). Filters: status, department_id, ' +
    'location_id (a Greenhouse office) and updated_after, all applied by Greenhouse.',
  tags: ['ats', 'jobs'],
  unified: 'ats.jobs.list',
  filter: jobFilterSchema,
  request: (filter, updatedAfter) => ({
    path: '/jobs',
    query: { status: filter?.status, department_id: filter?.department_id, office_id: filter?.location_id, updated_after: updatedAfter },
  }),
  record: greenhouseJobSchema,
  map: mapJob,
});

export const getJobAction = greenhouseGetAction({
  id: 'greenhouse_get_job',
  label: 'Get job',
  description: 'Gets one Greenhouse job as a unified ATS job (GET /jobs/{id}).',
  tags: ['ats', 'jobs'],
  unified: 'ats.jobs.get',
  noun: 'job',
  path: (id) => `/jobs/${id}`,
  record: greenhouseJobSchema,
  map: mapJob,
});
