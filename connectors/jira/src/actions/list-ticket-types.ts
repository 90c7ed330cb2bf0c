import { defineAction, listInputSchema, parseOffsetCursor, z } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { mapTicketType } from '../mappers/ticket-type.js';
import { jiraIssueTypeListSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_WORK_SCOPE } from '../scopes.js';
import { projectId } from './action-inputs.js';

export const listTicketTypesAction = defineAction({
  id: 'jira_list_ticket_types',
  label: 'List ticket types',
  description:
    'Lists Jira issue types as unified ticket types: all the account can see (GET /issuetype), or those of one project with ' +
    'filter[collection_id] (GET /issuetype/project, project id). Jira returns them in one response, so pages are cut from it ' +
    'and the cursor is an offset. updated_after is ignored: issue types carry no timestamps.',
  tags: ['ticketing', 'ticket_types'],
  schema_type: 'unified',
  unified: 'ticketing.ticket_types.list',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'list',
  input: listInputSchema(z.strictObject({ collection_id: z.string().min(1).optional() })),
  async run(context) {
    const { input, http } = context;
    const collection = input.query.filter?.collection_id;
    const offset = parseOffsetCursor(input.query.cursor);
    const site = await jiraSite(context);
    const response = collection
      ? await http.get(site.api('/issuetype/project'), { query: { projectId: projectId(collection) } })
      : await http.get(site.api('/issuetype'));
    const issueTypes = parseJiraBody(jiraIssueTypeListSchema, response.body, 'issue type list');
    // Jira's order is its own; ids give a stable one across the requests of a sync.
    const sorted = [...issueTypes].sort((left, right) => Number(left.id) - Number(right.id) || left.id.localeCompare(right.id));
    const end = offset + input.query.page_size;
    return { data: sorted.slice(offset, end).map(mapTicketType), next: end < sorted.length ? String(end) : null };
  },
});
