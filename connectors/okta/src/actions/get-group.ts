import { defineAction, getInputSchema, NotFoundError, toRemoteId } from '@openunified/connector-sdk';
import { mapGroup } from '../mappers/group.js';
import { nextAfterCursor } from '../paging/link-header.js';
import { oktaGroupListSchema, oktaUserListSchema, parseProviderBody } from '../provider-schemas.js';
import { quoteSearchValue } from '../search-expression.js';
import { allSettled } from './all-settled.js';
import { oktaIdPathSegment } from './okta-path.js';

/**
 * Members a group read embeds: one page of Okta's recommended size. A bigger group says so with
 * `has_more_members`, and okta_list_group_members pages through all of them.
 */
export const GROUP_MEMBERS_PER_READ = 200;

export const getGroupAction = defineAction({
  id: 'okta_get_group',
  label: 'Get group',
  description:
    `Gets one Okta group as a unified iam group with its first ${GROUP_MEMBERS_PER_READ} members (has_more_members tells whether there ` +
    'are more). Two Okta calls, made at once: the group with its member count (GET /api/v1/groups?filter=id eq "{id}"&expand=stats) ' +
    `and GET /api/v1/groups/{id}/users?limit=${GROUP_MEMBERS_PER_READ}.`,
  tags: ['iam', 'groups'],
  schema_type: 'unified',
  unified: 'iam.groups.get',
  required_scopes: ['okta.groups.read'],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const groupPath = oktaIdPathSegment(input.path.id, 'group');
    const groupId = toRemoteId(input.path.id);
    // getGroup cannot expand stats; listGroups filtered on the id can, in the same single call.
    const [groupResponse, membersResponse] = await allSettled([
      http.get('/groups', { query: { filter: `id eq ${quoteSearchValue(groupId)}`, expand: 'stats', limit: 1 } }),
      http.get(`/groups/${groupPath}/users`, { query: { limit: GROUP_MEMBERS_PER_READ } }),
    ]);
    const [group] = parseProviderBody(oktaGroupListSchema, groupResponse.body, 'group');
    if (!group) throw new NotFoundError(`Okta has no group "${groupId}"`);
    const users = parseProviderBody(oktaUserListSchema, membersResponse.body, 'group members');
    return { data: mapGroup(group, { users, hasMore: nextAfterCursor(membersResponse.headers) !== undefined }) };
  },
});
