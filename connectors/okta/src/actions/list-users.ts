import { defineAction, listInputSchema, z } from '@openunified/connector-sdk';
import { mapUser, oktaUserStatuses } from '../mappers/user.js';
import { fetchLinkPagedList } from '../paging/link-paged-list.js';
import { oktaUserListSchema } from '../provider-schemas.js';
import { allOf, anyOf, quoteSearchValue, searchTimestamp } from '../search-expression.js';
import { filterValueSchema } from './filter-value.js';

const oktaStatusNames = Object.keys(oktaUserStatuses);

/** A unified status (every Okta status it covers) or one Okta status, any case. */
const userStatusFilterSchema = filterValueSchema(
  (value) => {
    if (oktaStatusNames.includes(value.toUpperCase())) return [value.toUpperCase()];
    const covered = oktaStatusNames.filter((status) => oktaUserStatuses[status] === value.toLowerCase());
    return covered.length > 0 ? covered : undefined;
  },
  `must be enabled, disabled, pending or an Okta status (${oktaStatusNames.join(', ')})`,
);

export const userFilterSchema = z.strictObject({
  status: userStatusFilterSchema.optional().describe('enabled, disabled, pending, or an Okta status such as LOCKED_OUT'),
  email: z.string().min(1).optional().describe('Primary e-mail address, exactly (any case)'),
  username: z.string().min(1).optional().describe('Okta login, exactly (any case)'),
});
export type UserFilter = z.output<typeof userFilterSchema>;

export const USER_FILTER_KEYS = Object.keys(userFilterSchema.shape);

/** The filter as an Okta `search` expression; undefined when there is nothing to search for. */
export function userSearchExpression(filter: UserFilter | undefined, updatedAfter: string | undefined): string | undefined {
  const terms: string[] = [];
  if (updatedAfter !== undefined) terms.push(`lastUpdated gt ${searchTimestamp(updatedAfter)}`);
  const statuses = anyOf((filter?.status ?? []).map((status) => `status eq ${quoteSearchValue(status)}`));
  if (statuses !== undefined) terms.push(statuses);
  if (filter?.email !== undefined) terms.push(`profile.email eq ${quoteSearchValue(filter.email)}`);
  if (filter?.username !== undefined) terms.push(`profile.login eq ${quoteSearchValue(filter.username)}`);
  return allOf(terms);
}

export const listUsersAction = defineAction({
  id: 'okta_list_users',
  label: 'List users',
  description:
    'Lists the users of the Okta org as unified iam users, one Okta call per page (GET /api/v1/users with limit and the after cursor of ' +
    'its Link header). Filters (status, email, username) and updated_after become an Okta search expression; a search also returns ' +
    'DEPROVISIONED users, which Okta leaves out of an unfiltered list. Groups are not fetched (null).',
  tags: ['iam', 'users'],
  schema_type: 'unified',
  unified: 'iam.users.list',
  required_scopes: ['okta.users.read'],
  kind: 'list',
  input: listInputSchema(userFilterSchema),
  async run({ input, http }) {
    const { page_size: pageSize, cursor, filter, updated_after: updatedAfter } = input.query;
    const query = { limit: pageSize, after: cursor, search: userSearchExpression(filter, updatedAfter) };
    const page = await fetchLinkPagedList(http, '/users', query, oktaUserListSchema, 'users list');
    return { data: page.records.map((user) => mapUser(user)), next: page.next };
  },
});
