import { defineAction, NotFoundError, subResourceGetInputSchema, subResourceListInputSchema, z } from '@openunified/connector-sdk';
import { createdAfterFilter, greenhouseId } from '../greenhouse-ids.js';
import { mapApplicationStage } from '../mappers/application-stage.js';
import { cursorPage } from '../paging/link-pages.js';
import { greenhouseJobStageSchema, parseProviderBody } from '../provider-schemas.js';
import { stagesOfOneJob } from './application-stages.js';
import { greenhouseGetAction, greenhouseListAction } from './define-greenhouse-actions.js';

/**
 * Greenhouse job stages, the steps of each job's pipeline, serve three unified resources: the
 * application stages (list in application-stages.ts, get here), the interview stages, and the
 * application stages of one job (`/unified/ats/jobs/{id}/application_stages`).
 */

const getJobStage = (id: string, label: string, unified: 'ats.application_stages.get' | 'ats.interview_stages.get', resource: string) =>
  greenhouseGetAction({
    id,
    label,
    description: `Gets one Greenhouse job stage as a unified ATS ${resource} (GET /job_stages/{id}).`,
    tags: ['ats', unified.split('.')[1]!],
    unified,
    noun: 'job stage',
    path: (stageId) => `/job_stages/${stageId}`,
    record: greenhouseJobStageSchema,
    map: mapApplicationStage,
  });

export const getApplicationStageAction = getJobStage(
  'greenhouse_get_application_stage',
  'Get application stage',
  'ats.application_stages.get',
  'application stage',
);

export const listInterviewStagesAction = greenhouseListAction({
  id: 'greenhouse_list_interview_stages',
  label: 'List interview stages',
  description:
    'Lists the job stages of every Greenhouse job as unified ATS interview stages (GET /job_stages). ' +
    'Filters: created_after and updated_after, applied by Greenhouse.',
  tags: ['ats', 'interview_stages'],
  unified: 'ats.interview_stages.list',
  filter: z.strictObject({
    created_after: createdAfterFilter('stages'),
  }),
  request: (filter, updatedAfter) => ({ path: '/job_stages', query: { created_after: filter?.created_after, updated_after: updatedAfter } }),
  record: greenhouseJobStageSchema,
  map: mapApplicationStage,
});

export const getInterviewStageAction = getJobStage('greenhouse_get_interview_stage', 'Get interview stage', 'ats.interview_stages.get', 'interview stage');

export const listJobApplicationStagesAction = defineAction({
  id: 'greenhouse_list_job_application_stages',
  label: 'List application stages of a job',
  description:
    'Lists the job stages of one Greenhouse job, its hiring pipeline, as unified ATS application stages (GET /jobs/{id}/stages). ' +
    'Greenhouse answers the whole pipeline at once; pages are cut from that answer, one call each. updated_after is applied by Greenhouse.',
  tags: ['ats', 'application_stages'],
  schema_type: 'unified',
  unified: 'ats.job_application_stages.list',
  required_scopes: [],
  kind: 'list',
  input: subResourceListInputSchema(),
  async run({ input, http }) {
    const path = `/jobs/${greenhouseId(input.path.id, 'job')}/stages`;
    const { updated_after: updatedAfter, page_size: pageSize, cursor } = input.query;
    const page =
      cursor === undefined
        ? { path, query: updatedAfter === undefined ? {} : { updated_after: updatedAfter } }
        : cursorPage(cursor, (cursorPath) => cursorPath === path);
    return stagesOfOneJob(http, page, pageSize);
  },
});

export const getJobApplicationStageAction = defineAction({
  id: 'greenhouse_get_job_application_stage',
  label: 'Get application stage of a job',
  description: 'Gets one job stage of a Greenhouse job as a unified ATS application stage (GET /job_stages/{id}); a stage of another job is a 404.',
  tags: ['ats', 'application_stages'],
  schema_type: 'unified',
  unified: 'ats.job_application_stages.get',
  required_scopes: [],
  kind: 'get',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    const jobId = greenhouseId(input.path.id, 'job');
    const stageId = greenhouseId(input.path.subResourceId, 'job stage');
    const response = await http.get(`/job_stages/${stageId}`);
    const stage = parseProviderBody(greenhouseJobStageSchema, response.body, 'job stage');
    if (stage.job_id !== jobId) throw new NotFoundError(`Greenhouse job stage ${stageId} is not a stage of job ${jobId}`);
    return { data: mapApplicationStage(stage) };
  },
});
