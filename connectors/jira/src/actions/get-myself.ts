import { defineAction, syncParamsSchema } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { jiraUserSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_USER_SCOPE } from '../scopes.js';

export const getMyselfAction = defineAction({
  id: 'jira_get_myself',
  label: 'Get current user',
  description: 'The Jira user the connection acts as (GET /myself), as Jira returns it. Also the API-token check of the connect page.',
  tags: ['ticketing', 'users'],
  schema_type: 'native',
  required_scopes: [READ_JIRA_USER_SCOPE],
  kind: 'other',
  input: syncParamsSchema,
  async run(context) {
    const site = await jiraSite(context);
    const response = await context.http.get(site.api('/myself'));
    return { data: parseJiraBody(jiraUserSchema, response.body, 'user') };
  },
});
