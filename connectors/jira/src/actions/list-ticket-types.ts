import { defineAction, listInputSchema, parseOffsetCursor, z } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { mapTicketType } from '../mappers/ticket-type.js';
import { jiraIssueTypeListSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_WORK_SCOPE } from '../scopes.js';
import { pageOfWholeList } from './action-inputs.js';

export const listTicketTypesAction = defineAction({
  id: 'jira_list_ticket_types',
  label: 'List ticket types',
  description:
    'Lists every Jira issue type the account can see as unified ticket types (GET /issuetype). Jira returns them in one ' +
    'response, so pages are cut from it in id order and the cursor is an offset. updated_after is ignored: issue types carry no timestamps.',
  tags: ['ticketing', 'ticket_types'],
  schema_type: 'unified',
  unified: 'ticketing.ticket_types.list',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'list',
  input: listInputSchema(z.strictObject({})),
  async run(context) {
    const { input, http } = context;
    const offset = parseOffsetCursor(input.query.cursor);
    const site = await jiraSite(context);
    const response = await http.get(site.api('/issuetype'));
    const page = pageOfWholeList(parseJiraBody(jiraIssueTypeListSchema, response.body, 'issue type list'), offset, input.query.page_size);
    return { data: page.items.map(mapTicketType), next: page.next };
  },
});
