import { z } from '@openunified/connector-sdk';
import { createdAfterFilter, greenhouseIdFilter } from '../greenhouse-ids.js';
import { jobStatuses, mapJob } from '../mappers/job.js';
import { greenhouseJobSchema } from '../provider-schemas.js';
import { greenhouseGetAction, greenhouseListAction } from './define-greenhouse-actions.js';

const jobStatusFilter = z.enum(Object.values(jobStatuses)).optional();

const jobFilterSchema = z.strictObject({
  job_status: jobStatusFilter.describe('Only jobs with this status; Greenhouse jobs are open, closed or draft'),
  status: jobStatusFilter.describe('The same as job_status, under its older name; job_status wins when both are sent'),
  department_id: greenhouseIdFilter('Only jobs of this department (unified or Greenhouse id)'),
  location_id: greenhouseIdFilter('Only jobs at this office (unified or Greenhouse id of a job location)'),
  created_after: createdAfterFilter('jobs'),
});

export const listJobsAction = greenhouseListAction({
  id: 'greenhouse_list_jobs',
  label: 'List jobs',
  description:
    'Lists the jobs of the Greenhouse organisation as unified ATS jobs (GET /jobs). Filters: job_status (or status), ' +
    'department_id, location_id (a Greenhouse office), created_after and updated_after, all applied by Greenhouse.',
  tags: ['ats', 'jobs'],
  unified: 'ats.jobs.list',
  filter: jobFilterSchema,
  request: (filter, updatedAfter) => ({
    path: '/jobs',
    query: {
      status: filter?.job_status ?? filter?.status,
      department_id: filter?.department_id,
      office_id: filter?.location_id,
      created_after: filter?.created_after,
      updated_after: updatedAfter,
    },
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
