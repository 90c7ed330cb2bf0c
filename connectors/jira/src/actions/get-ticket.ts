import { defineAction, getInputSchema } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { mapTicket } from '../mappers/ticket.js';
import { jiraIssueSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_WORK_SCOPE } from '../scopes.js';
import { issueIdOrKey } from './action-inputs.js';
import { ISSUE_FIELDS } from './list-tickets.js';

export const getTicketAction = defineAction({
  id: 'jira_get_ticket',
  label: 'Get ticket',
  description: 'Gets one Jira issue (GET /issue/{id}) as a unified ticket; takes the unified id, the Jira id or the issue key.',
  tags: ['ticketing', 'tickets'],
  schema_type: 'unified',
  unified: 'ticketing.tickets.get',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'get',
  input: getInputSchema(),
  async run(context) {
    const id = issueIdOrKey(context.input.path.id);
    const site = await jiraSite(context);
    const response = await context.http.get(site.api(`/issue/${id}`), { query: { fields: ISSUE_FIELDS } });
    return { data: mapTicket(parseJiraBody(jiraIssueSchema, response.body, 'issue'), site.siteUrl) };
  },
});
