import { defineAction, getInputSchema } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { mapTicketType } from '../mappers/ticket-type.js';
import { jiraIssueTypeSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_WORK_SCOPE } from '../scopes.js';
import { numericId } from './action-inputs.js';

export const getTicketTypeAction = defineAction({
  id: 'jira_get_ticket_type',
  label: 'Get ticket type',
  description: 'Gets one Jira issue type (GET /issuetype/{id}) as a unified ticket type; takes the unified id or the Jira id.',
  tags: ['ticketing', 'ticket_types'],
  schema_type: 'unified',
  unified: 'ticketing.ticket_types.get',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'get',
  input: getInputSchema(),
  async run(context) {
    const id = numericId(context.input.path.id, 'issue type');
    const site = await jiraSite(context);
    const response = await context.http.get(site.api(`/issuetype/${id}`));
    return { data: mapTicketType(parseJiraBody(jiraIssueTypeSchema, response.body, 'issue type')) };
  },
});
