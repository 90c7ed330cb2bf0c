import { defineAction, listInputSchema, parseOffsetCursor, z } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { mapProject } from '../mappers/project.js';
import { jiraProjectPageSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_WORK_SCOPE } from '../scopes.js';

/** What a project read expands: the description is left out by default. */
export const PROJECT_EXPAND = 'description';

export const listProjectsAction = defineAction({
  id: 'jira_list_projects',
  label: 'List projects',
  description:
    'Lists the Jira projects the account can see as unified projects, in key order (GET /project/search with startAt ' +
    'paging). filter[name]: key or name contains the text, ignoring case. updated_after is ignored: projects carry no timestamps.',
  tags: ['ticketing', 'projects'],
  schema_type: 'unified',
  unified: 'ticketing.projects.list',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'list',
  input: listInputSchema(z.strictObject({ name: z.string().min(1).optional() })),
  async run(context) {
    const { input, http } = context;
    const site = await jiraSite(context);
    const response = await http.get(site.api('/project/search'), {
      query: {
        startAt: parseOffsetCursor(input.query.cursor),
        maxResults: input.query.page_size,
        orderBy: 'key',
        expand: PROJECT_EXPAND,
        query: input.query.filter?.name,
      },
    });
    const page = parseJiraBody(jiraProjectPageSchema, response.body, 'project page');
    const end = page.startAt + page.values.length;
    return { data: page.values.map(mapProject), next: page.isLast || page.values.length === 0 ? null : String(end) };
  },
});
