import { defineAction, parseOffsetCursor, subResourceListInputSchema, z } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { mapTicketStatus } from '../mappers/ticket-status.js';
import { jiraTransitionsSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_WORK_SCOPE } from '../scopes.js';
import { issueIdOrKey, pageOfWholeList } from './action-inputs.js';

export const listTicketStatusesAction = defineAction({
  id: 'jira_list_ticket_statuses',
  label: 'List ticket statuses',
  description:
    'Lists the statuses the Jira issue in path.id can move to: the targets of the workflow transitions open to it ' +
    '(GET /issue/{id}/transitions), each once, in id order. Jira returns them in one response, so pages are cut from it and ' +
    'the cursor is an offset. updated_after is ignored: statuses carry no timestamps.',
  tags: ['ticketing', 'tickets', 'statuses'],
  schema_type: 'unified',
  unified: 'ticketing.ticket_statuses.list',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'list',
  input: subResourceListInputSchema(z.strictObject({})),
  async run(context) {
    const { input, http } = context;
    const id = issueIdOrKey(input.path.id);
    const offset = parseOffsetCursor(input.query.cursor);
    const site = await jiraSite(context);
    const response = await http.get(site.api(`/issue/${id}/transitions`));
    const { transitions } = parseJiraBody(jiraTransitionsSchema, response.body, 'transitions');
    // Several transitions may lead to one status.
    const statuses = new Map<string, NonNullable<(typeof transitions)[number]['to']> & { id: string }>();
    for (const { to } of transitions) if (to?.id && !statuses.has(to.id)) statuses.set(to.id, { ...to, id: to.id });
    const page = pageOfWholeList([...statuses.values()], offset, input.query.page_size);
    return { data: page.items.map(mapTicketStatus), next: page.next };
  },
});
