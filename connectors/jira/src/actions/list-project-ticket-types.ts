import { defineAction, parseOffsetCursor, subResourceListInputSchema, z } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { mapTicketType } from '../mappers/ticket-type.js';
import { jiraIssueTypeListSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_WORK_SCOPE } from '../scopes.js';
import { pageOfWholeList, projectId } from './action-inputs.js';

export const listProjectTicketTypesAction = defineAction({
  id: 'jira_list_project_ticket_types',
  label: 'List project ticket types',
  description:
    'Lists the issue types of the Jira project in path.id (numeric project id or its unified id) as unified ticket types ' +
    '(GET /issuetype/project). Jira returns them in one response, so pages are cut from it in id order and the cursor is an offset.',
  tags: ['ticketing', 'projects', 'ticket_types'],
  schema_type: 'unified',
  unified: 'ticketing.project_ticket_types.list',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'list',
  input: subResourceListInputSchema(z.strictObject({})),
  async run(context) {
    const { input, http } = context;
    const project = projectId(input.path.id);
    const offset = parseOffsetCursor(input.query.cursor);
    const site = await jiraSite(context);
    const response = await http.get(site.api('/issuetype/project'), { query: { projectId: project } });
    const page = pageOfWholeList(parseJiraBody(jiraIssueTypeListSchema, response.body, 'issue type list'), offset, input.query.page_size);
    return { data: page.items.map(mapTicketType), next: page.next };
  },
});
