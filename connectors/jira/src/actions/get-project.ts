import { defineAction, getInputSchema } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { mapProject } from '../mappers/project.js';
import { jiraProjectSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_WORK_SCOPE } from '../scopes.js';
import { projectIdOrKey } from './action-inputs.js';
import { PROJECT_EXPAND } from './list-projects.js';

export const getProjectAction = defineAction({
  id: 'jira_get_project',
  label: 'Get project',
  description: 'Gets one Jira project (GET /project/{id}) as a unified project; takes the unified id, the Jira id or the project key.',
  tags: ['ticketing', 'projects'],
  schema_type: 'unified',
  unified: 'ticketing.projects.get',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'get',
  input: getInputSchema(),
  async run(context) {
    const id = projectIdOrKey(context.input.path.id);
    const site = await jiraSite(context);
    const response = await context.http.get(site.api(`/project/${id}`), { query: { expand: PROJECT_EXPAND } });
    return { data: mapProject(parseJiraBody(jiraProjectSchema, response.body, 'project')) };
  },
});
