import { z } from '@openunified/connector-sdk';
import { createdAfterFilter, greenhouseIdFilter } from '../greenhouse-ids.js';
import { applicationStatuses, mapApplication } from '../mappers/application.js';
import { greenhouseApplicationSchema } from '../provider-schemas.js';
import { greenhouseGetAction, greenhouseListAction } from './define-greenhouse-actions.js';

const applicationFilterSchema = z.strictObject({
  job_id: greenhouseIdFilter('Only applications to this job (unified or Greenhouse id), prospects included'),
  status: z.enum(Object.values(applicationStatuses)).optional().describe('Only applications with this status: active, rejected, hired or converted'),
  created_after: createdAfterFilter('applications (applied)'),
});

export const listApplicationsAction = greenhouseListAction({
  id: 'greenhouse_list_applications',
  label: 'List applications',
  description:
    'Lists the applications of the Greenhouse organisation as unified ATS applications (GET /applications). Filters: job_id, ' +
    'status, created_after (the time of application) and updated_after, which Greenhouse applies to the time of last activity (applications have no update time).',
  tags: ['ats', 'applications'],
  unified: 'ats.applications.list',
  filter: applicationFilterSchema,
  request: (filter, updatedAfter) => ({
    path: '/applications',
    // The unified application statuses are Greenhouse's own words.
    query: { job_id: filter?.job_id, status: filter?.status, created_after: filter?.created_after, last_activity_after: updatedAfter },
  }),
  record: greenhouseApplicationSchema,
  map: mapApplication,
});

export const getApplicationAction = greenhouseGetAction({
  id: 'greenhouse_get_application',
  label: 'Get application',
  description: 'Gets one Greenhouse application as a unified ATS application (GET /applications/{id}).',
  tags: ['ats', 'applications'],
  unified: 'ats.applications.get',
  noun: 'application',
  path: (id) => `/applications/${id}`,
  record: greenhouseApplicationSchema,
  map: mapApplication,
});
