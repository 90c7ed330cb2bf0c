import { createInputSchema, defineAction, encodeCompositeId, ticketingTicketCreateSchema } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { toJiraIssueBody } from '../mappers/ticket-write.js';
import { jiraCreatedIssueSchema, parseJiraBody } from '../provider-schemas.js';
import { WRITE_JIRA_WORK_SCOPE } from '../scopes.js';

export const createTicketAction = defineAction({
  id: 'jira_create_ticket',
  label: 'Create ticket',
  description:
    'Creates a Jira issue (POST /issue) from a unified ticket: project_id is the project (id or key), type the issue type ' +
    '(id or name), content plain text (sent as ADF). Jira field errors come back as a 400 with provider_errors.',
  tags: ['ticketing', 'tickets'],
  schema_type: 'unified',
  unified: 'ticketing.tickets.create',
  required_scopes: [WRITE_JIRA_WORK_SCOPE],
  kind: 'create',
  input: createInputSchema(ticketingTicketCreateSchema),
  async run(context) {
    const site = await jiraSite(context);
    const response = await context.http.post(site.api('/issue'), { json: toJiraIssueBody(context.input.body) });
    const created = parseJiraBody(jiraCreatedIssueSchema, response.body, 'created issue');
    return { data: { id: encodeCompositeId(created.id), remote_id: created.id } };
  },
});
