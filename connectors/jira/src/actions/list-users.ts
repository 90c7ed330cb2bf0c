import { defineAction, listInputSchema, parseOffsetCursor, z } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { mapUser } from '../mappers/user.js';
import { jiraUserListSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_USER_SCOPE } from '../scopes.js';

export const listUsersAction = defineAction({
  id: 'jira_list_users',
  label: 'List users',
  description:
    'Lists the users of the Jira site, active or not, people and apps (GET /users/search with startAt paging). Asks for one ' +
    'user more than the page holds to know whether another page follows. updated_after is ignored: Jira users carry no timestamps.',
  tags: ['ticketing', 'users'],
  schema_type: 'unified',
  unified: 'ticketing.users.list',
  required_scopes: [READ_JIRA_USER_SCOPE],
  kind: 'list',
  input: listInputSchema(z.strictObject({})),
  async run(context) {
    const { input, http } = context;
    const offset = parseOffsetCursor(input.query.cursor);
    const pageSize = input.query.page_size;
    const site = await jiraSite(context);
    // The endpoint returns a bare array without a total: one extra user says whether the list goes on.
    const response = await http.get(site.api('/users/search'), { query: { startAt: offset, maxResults: pageSize + 1 } });
    const users = parseJiraBody(jiraUserListSchema, response.body, 'user list');
    return { data: users.slice(0, pageSize).map(mapUser), next: users.length > pageSize ? String(offset + pageSize) : null };
  },
});
