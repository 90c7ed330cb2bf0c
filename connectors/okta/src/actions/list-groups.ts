import { defineAction, listInputSchema, z } from '@openunified/connector-sdk';
import { mapGroup, oktaGroupTypes } from '../mappers/group.js';
import { fetchLinkPagedList } from '../paging/link-paged-list.js';
import { oktaGroupListSchema } from '../provider-schemas.js';
import { allOf, quoteSearchValue, searchTimestamp } from '../search-expression.js';
import { filterValueSchema } from './filter-value.js';

const oktaGroupTypeNames = Object.keys(oktaGroupTypes);

export const groupFilterSchema = z.strictObject({
  name: z.string().min(1).optional().describe('Only groups whose name contains this text, ignoring case'),
  type: filterValueSchema((value) => oktaGroupTypeNames.find((type) => type === value.toUpperCase()), `must be one of ${oktaGroupTypeNames.join(', ')}`)
    .optional()
    .describe(`Okta group type: ${oktaGroupTypeNames.join(', ')}`),
});
export type GroupFilter = z.output<typeof groupFilterSchema>;

export const GROUP_FILTER_KEYS = Object.keys(groupFilterSchema.shape);

/**
 * The filter as an Okta `search` expression. updated_after matches a change to the profile or
 * to the membership, as the unified `updated_at` of a group covers both.
 */
export function groupSearchExpression(filter: GroupFilter | undefined, updatedAfter: string | undefined): string | undefined {
  const terms: string[] = [];
  if (updatedAfter !== undefined) {
    const instant = searchTimestamp(updatedAfter);
    terms.push(`lastUpdated gt ${instant} or lastMembershipUpdated gt ${instant}`);
  }
  if (filter?.type !== undefined) terms.push(`type eq ${quoteSearchValue(filter.type)}`);
  if (filter?.name !== undefined) terms.push(`profile.name co ${quoteSearchValue(filter.name)}`);
  return allOf(terms);
}

export const listGroupsAction = defineAction({
  id: 'okta_list_groups',
  label: 'List groups',
  description:
    'Lists the groups of the Okta org as unified iam groups, one Okta call per page (GET /api/v1/groups?expand=stats with limit and the ' +
    'after cursor of its Link header), member_count included. Members are not listed (null): read a group, or page through ' +
    'okta_list_group_members. Filters (name, type) and updated_after (profile or membership change) become an Okta search expression.',
  tags: ['iam', 'groups'],
  schema_type: 'unified',
  unified: 'iam.groups.list',
  required_scopes: ['okta.groups.read'],
  kind: 'list',
  input: listInputSchema(groupFilterSchema),
  async run({ input, http }) {
    const { page_size: pageSize, cursor, filter, updated_after: updatedAfter } = input.query;
    const query = { limit: pageSize, after: cursor, expand: 'stats', search: groupSearchExpression(filter, updatedAfter) };
    const page = await fetchLinkPagedList(http, '/groups', query, oktaGroupListSchema, 'groups list');
    return { data: page.records.map((group) => mapGroup(group)), next: page.next };
  },
});
