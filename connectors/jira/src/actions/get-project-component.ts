import { defineAction, NotFoundError, subResourceGetInputSchema, toRemoteId } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { mapComponent } from '../mappers/component.js';
import { jiraComponentSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_WORK_SCOPE } from '../scopes.js';
import { numericId, projectIdOrKey } from './action-inputs.js';

export const getProjectComponentAction = defineAction({
  id: 'jira_get_project_component',
  label: 'Get project component',
  description: 'Gets one component (path.subResourceId) of the Jira project in path.id (GET /component/{id}); a component of another ' + 'project is a 404.',
  tags: ['ticketing', 'projects', 'components'],
  schema_type: 'unified',
  unified: 'ticketing.project_components.get',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'get',
  input: subResourceGetInputSchema(),
  async run(context) {
    const { path } = context.input;
    const project = decodeURIComponent(projectIdOrKey(path.id));
    const componentId = numericId(path.subResourceId, 'component');
    const site = await jiraSite(context);
    const response = await context.http.get(site.api(`/component/${componentId}`));
    const component = parseJiraBody(jiraComponentSchema, response.body, 'component');
    // Jira's component route knows no project: the one in the path must be the component's own.
    const ofProject = String(component.projectId ?? '') === project || component.project?.toUpperCase() === project.toUpperCase();
    if (!ofProject) throw new NotFoundError(`component ${toRemoteId(path.subResourceId)} is not a component of project ${toRemoteId(path.id)}`);
    return { data: mapComponent(component) };
  },
});
