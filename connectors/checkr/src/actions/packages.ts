import { defineAction, getInputSchema, listInputSchema, toRemoteId, z } from '@openunified/connector-sdk';
import { mapPackage } from '../mappers/package.js';
import { CHECKR_MAX_PAGE_SIZE, nextPage } from '../paging.js';
import type { CheckrList, CheckrPackage } from '../provider-types.js';

export const listPackagesAction = defineAction({
  id: 'checkr_list_packages',
  label: 'List packages',
  description:
    'Lists the background check packages the account can order (GET /v1/packages, one call per page, Checkr page/per_page paging). ' +
    'Checkr filters packages by no change time: updated_after is not applied.',
  tags: ['screening', 'packages'],
  schema_type: 'unified',
  unified: 'screening.packages.list',
  required_scopes: [],
  kind: 'list',
  max_page_size: CHECKR_MAX_PAGE_SIZE,
  input: listInputSchema(z.object({}).strict(), { maxPageSize: CHECKR_MAX_PAGE_SIZE }),
  async run({ input, http }) {
    const { page_size: perPage, cursor } = input.query;
    const response = await http.get<CheckrList<CheckrPackage>>('/packages', { query: { page: cursor ?? '1', per_page: perPage } });
    return { data: response.body.data.map(mapPackage), next: nextPage(response.body) };
  },
});

export const getPackageAction = defineAction({
  id: 'checkr_get_package',
  label: 'Get package',
  description: 'Reads one package (GET /v1/packages/{id}).',
  tags: ['screening', 'packages'],
  schema_type: 'unified',
  unified: 'screening.packages.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const response = await http.get<CheckrPackage>(`/packages/${encodeURIComponent(toRemoteId(input.path.id))}`);
    return { data: mapPackage(response.body) };
  },
});
