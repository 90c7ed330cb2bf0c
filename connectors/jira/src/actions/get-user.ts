import { defineAction, getInputSchema } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { mapUser } from '../mappers/user.js';
import { jiraUserSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_USER_SCOPE } from '../scopes.js';
import { accountId } from './action-inputs.js';

export const getUserAction = defineAction({
  id: 'jira_get_user',
  label: 'Get user',
  description: 'Gets one Jira user by account id (GET /user?accountId=) as a unified user; takes the unified id or the account id.',
  tags: ['ticketing', 'users'],
  schema_type: 'unified',
  unified: 'ticketing.users.get',
  required_scopes: [READ_JIRA_USER_SCOPE],
  kind: 'get',
  input: getInputSchema(),
  async run(context) {
    const id = accountId(context.input.path.id);
    const site = await jiraSite(context);
    const response = await context.http.get(site.api('/user'), { query: { accountId: id } });
    return { data: mapUser(parseJiraBody(jiraUserSchema, response.body, 'user')) };
  },
});
