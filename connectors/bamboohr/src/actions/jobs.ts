import { defineAction, getInputSchema, listInputSchema, NotFoundError, paginateArray, parseOffsetCursor, toRemoteId, z } from '@openunified/connector-sdk';
import { toJob, toPosition } from '../mappers/job.js';
import { fetchListFields, findOption, optionsOf } from '../organisation-reads.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import { fetchJobOpenings } from '../reference-reads.js';

// Jobs are the options of BambooHR's Job Title list field: the job catalogue employees' job
// titles are chosen from. An employee's job history is /employments; an opening to fill is a
// position (applicant tracking's job openings).

export const listJobsAction = defineAction({
  id: 'bamboohr_list_jobs',
  label: 'List jobs',
  description:
    "Lists the options of the account's Job Title list field (GET /meta/lists, one call per page; pages are cut from the whole list), archived " +
    'titles with status archived. updated_after is ignored.',
  tags: ['hris', 'jobs'],
  schema_type: 'unified',
  unified: 'hris.jobs.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(z.object({}).strict()),
  async run({ input, http }) {
    parseOffsetCursor(input.query.cursor);
    const { options } = optionsOf(await fetchListFields(explainBambooHrErrors(http)), 'jobTitle');
    const page = paginateArray(options, input.query.page_size, input.query.cursor);
    return { data: page.data.map(toJob), next: page.next };
  },
});

export const getJobAction = defineAction({
  id: 'bamboohr_get_job',
  label: 'Get job',
  description: 'Reads one option of the Job Title list field by unified or BambooHR option id (GET /meta/lists).',
  tags: ['hris', 'jobs'],
  schema_type: 'unified',
  unified: 'hris.jobs.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const { option } = findOption(await fetchListFields(explainBambooHrErrors(http)), input.path.id, ['jobTitle'], 'Job');
    return { data: toJob(option) };
  },
});

export const listPositionsAction = defineAction({
  id: 'bamboohr_list_positions',
  label: 'List positions',
  description:
    "Lists the account's job openings (GET /applicant_tracking/jobs, deleted ones left out; one call per page, pages cut from the whole list). " +
    'Needs an API key whose user may see applicant tracking. updated_after is ignored: BambooHR does not date changes to an opening.',
  tags: ['hris', 'positions'],
  schema_type: 'unified',
  unified: 'hris.positions.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(z.object({}).strict()),
  async run({ input, http }) {
    parseOffsetCursor(input.query.cursor);
    const openings = await fetchJobOpenings(explainBambooHrErrors(http));
    const page = paginateArray(openings, input.query.page_size, input.query.cursor);
    return { data: page.data.map(toPosition), next: page.next };
  },
});

export const getPositionAction = defineAction({
  id: 'bamboohr_get_position',
  label: 'Get position',
  description: 'Reads one job opening by unified or BambooHR id, from GET /applicant_tracking/jobs.',
  tags: ['hris', 'positions'],
  schema_type: 'unified',
  unified: 'hris.positions.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const remoteId = toRemoteId(input.path.id);
    const opening = (await fetchJobOpenings(explainBambooHrErrors(http))).find((candidate) => String(candidate.id) === remoteId);
    if (!opening) throw new NotFoundError(`Position ${remoteId} not found`);
    return { data: toPosition(opening) };
  },
});
