import { z } from '@openunified/connector-sdk';
import { createdAfterFilter, greenhouseIdFilter } from '../greenhouse-ids.js';
import { mapInterview } from '../mappers/interview.js';
import { greenhouseScheduledInterviewSchema } from '../provider-schemas.js';
import { greenhouseGetAction, greenhouseListAction } from './define-greenhouse-actions.js';

const interviewFilterSchema = z.strictObject({
  application_id: greenhouseIdFilter('Only interviews of this application (unified or Greenhouse id)'),
  created_after: createdAfterFilter('interviews'),
});

export const listInterviewsAction = greenhouseListAction({
  id: 'greenhouse_list_interviews',
  label: 'List interviews',
  description:
    'Lists the scheduled interviews of the Greenhouse organisation as unified ATS interviews (GET /scheduled_interviews, or ' +
    'GET /applications/{id}/scheduled_interviews with filter application_id). created_after and updated_after are applied by Greenhouse.',
  tags: ['ats', 'interviews'],
  unified: 'ats.interviews.list',
  filter: interviewFilterSchema,
  request: (filter, updatedAfter) => ({
    path: filter?.application_id ? `/applications/${filter.application_id}/scheduled_interviews` : '/scheduled_interviews',
    query: { created_after: filter?.created_after, updated_after: updatedAfter },
  }),
  paths: /^\/(scheduled_interviews|applications\/[1-9]\d{0,14}\/scheduled_interviews)$/,
  record: greenhouseScheduledInterviewSchema,
  map: mapInterview,
});

export const getInterviewAction = greenhouseGetAction({
  id: 'greenhouse_get_interview',
  label: 'Get interview',
  description: 'Gets one Greenhouse scheduled interview as a unified ATS interview (GET /scheduled_interviews/{id}).',
  tags: ['ats', 'interviews'],
  unified: 'ats.interviews.get',
  noun: 'scheduled interview',
  path: (id) => `/scheduled_interviews/${id}`,
  record: greenhouseScheduledInterviewSchema,
  map: mapInterview,
});
