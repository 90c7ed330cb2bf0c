import { defineAction, listInputSchema, z } from '@openunified/connector-sdk';
import { mapUser } from '../mappers/user.js';
import { fetchLinkPagedList } from '../paging/link-paged-list.js';
import { oktaUserListSchema } from '../provider-schemas.js';
import { oktaIdPathSegment } from './okta-path.js';

export const listGroupMembersAction = defineAction({
  id: 'okta_list_group_members',
  label: 'List group members',
  description:
    'Lists every member of an Okta group (path.id: unified or Okta group id) as unified iam users without groups, one Okta call per ' +
    'page (GET /api/v1/groups/{id}/users with limit and the after cursor of its Link header). For groups bigger than a group read embeds.',
  tags: ['iam', 'groups', 'users'],
  schema_type: 'native',
  required_scopes: ['okta.groups.read'],
  kind: 'list',
  input: listInputSchema(z.strictObject({})).extend({ path: z.object({ id: z.string().min(1).describe('Unified or Okta id of the group') }) }),
  async run({ input, http }) {
    const { page_size: pageSize, cursor } = input.query;
    const path = `/groups/${oktaIdPathSegment(input.path.id, 'group')}/users`;
    const page = await fetchLinkPagedList(http, path, { limit: pageSize, after: cursor }, oktaUserListSchema, 'group members');
    return { data: page.records.map((user) => mapUser(user)), next: page.next };
  },
});
