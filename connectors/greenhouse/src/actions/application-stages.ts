import { BadRequestError, defineAction, listInputSchema, type ProviderHttpClient, z } from '@openunified/connector-sdk';
import { greenhouseIdFilter } from '../greenhouse-ids.js';
import { mapApplicationStage } from '../mappers/application-stage.js';
import { cursorPage, fetchLinkPage, type PageRequest } from '../paging/link-pages.js';
import { greenhouseJobStageSchema, parseProviderBody } from '../provider-schemas.js';

const applicationStageFilterSchema = z.strictObject({
  job_id: greenhouseIdFilter('Only the stages of this job (unified or Greenhouse id)'),
});

const stageListSchema = z.array(greenhouseJobStageSchema);
export const jobStagesPath = /^\/jobs\/[1-9]\d{0,14}\/stages$/;

/**
 * `GET /jobs/{id}/stages` is not paginated: it returns the whole pipeline of one job (a handful
 * of stages). Pages are cut from it, and the cursor is that path with an `offset` added to its
 * query, so a client walks it like any other list.
 */
export async function stagesOfOneJob(http: ProviderHttpClient, page: PageRequest, pageSize: number) {
  const { offset: offsetText = '0', ...query } = page.query;
  const offset = /^\d{1,9}$/.test(String(offsetText)) ? Number(offsetText) : Number.NaN;
  if (Number.isNaN(offset)) throw new BadRequestError(`offset "${offsetText}" is not a page of the stages of one job`);
  const response = await http.get(page.path, { query });
  const stages = parseProviderBody(stageListSchema, response.body, 'job stages of a job').slice(offset, offset + pageSize + 1);
  const nextQuery = new URLSearchParams({ ...(query as Record<string, string>), offset: String(offset + pageSize) });
  return {
    data: stages.slice(0, pageSize).map(mapApplicationStage),
    next: stages.length > pageSize ? `${page.path}?${nextQuery}` : null,
  };
}

export const listApplicationStagesAction = defineAction({
  id: 'greenhouse_list_application_stages',
  label: 'List application stages',
  description:
    "Lists Greenhouse job stages, the steps of each job's hiring pipeline, as unified ATS application stages (GET /job_stages, " +
    'or GET /jobs/{id}/stages with filter job_id). updated_after is applied by Greenhouse.',
  tags: ['ats', 'application_stages'],
  schema_type: 'unified',
  unified: 'ats.application_stages.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(applicationStageFilterSchema),
  async run({ input, http }) {
    const { filter, updated_after: updatedAfter, page_size: pageSize, cursor } = input.query;
    const updatedAfterQuery = updatedAfter === undefined ? {} : { updated_after: updatedAfter };
    if (cursor === undefined && filter?.job_id !== undefined) {
      return stagesOfOneJob(http, { path: `/jobs/${filter.job_id}/stages`, query: updatedAfterQuery }, pageSize);
    }
    if (cursor !== undefined && jobStagesPath.test(cursor.split('?')[0] ?? '')) {
      return stagesOfOneJob(
        http,
        cursorPage(cursor, (path) => jobStagesPath.test(path)),
        pageSize,
      );
    }
    const page = await fetchLinkPage(http, { path: '/job_stages', query: updatedAfterQuery }, { pageSize, cursor, ownPath: (path) => path === '/job_stages' });
    return { data: parseProviderBody(stageListSchema, page.body, 'job stages list').map(mapApplicationStage), next: page.next };
  },
});
