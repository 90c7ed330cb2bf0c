import { defineAction, parseOffsetCursor, subResourceListInputSchema, z } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { mapComponent } from '../mappers/component.js';
import { jiraComponentPageSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_WORK_SCOPE } from '../scopes.js';
import { projectIdOrKey } from './action-inputs.js';

export const listProjectComponentsAction = defineAction({
  id: 'jira_list_project_components',
  label: 'List project components',
  description:
    'Lists the components of the Jira project in path.id (unified id, Jira id or key), by name (GET /project/{id}/component ' +
    'with startAt paging; Jira may return fewer than asked, and the next page starts after what it returned). filter[name]: name or description contains the text. updated_after is ignored: ' +
    'components carry no timestamps.',
  tags: ['ticketing', 'projects', 'components'],
  schema_type: 'unified',
  unified: 'ticketing.project_components.list',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'list',
  input: subResourceListInputSchema(z.strictObject({ name: z.string().min(1).optional() })),
  async run(context) {
    const { input, http } = context;
    const id = projectIdOrKey(input.path.id);
    const site = await jiraSite(context);
    const response = await http.get(site.api(`/project/${id}/component`), {
      query: { startAt: parseOffsetCursor(input.query.cursor), maxResults: input.query.page_size, orderBy: 'name', query: input.query.filter?.name },
    });
    const page = parseJiraBody(jiraComponentPageSchema, response.body, 'component page');
    const end = page.startAt + page.values.length;
    return { data: page.values.map((component) => mapComponent(component)), next: page.isLast || page.values.length === 0 ? null : String(end) };
  },
});
