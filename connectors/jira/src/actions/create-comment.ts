import { createInputSchema, defineAction, encodeCompositeId, ticketCommentCreateSchema } from '@openunified/connector-sdk';
import { plainTextToAdf } from '../adf/plain-text-to-adf.js';
import { jiraSite } from '../jira-site.js';
import { jiraCommentSchema, parseJiraBody } from '../provider-schemas.js';
import { WRITE_JIRA_WORK_SCOPE } from '../scopes.js';
import { issueIdOrKey } from './action-inputs.js';

export const createCommentAction = defineAction({
  id: 'jira_create_comment',
  label: 'Create comment',
  description:
    'Adds a comment to the Jira issue named by ticket_id (POST /issue/{id}/comment); the plain-text body is sent as ADF. ' +
    'passthrough is merged into the request, e.g. {"visibility": {"type": "role", "value": "Administrators"}}.',
  tags: ['ticketing', 'comments'],
  schema_type: 'unified',
  unified: 'ticketing.comments.create',
  required_scopes: [WRITE_JIRA_WORK_SCOPE],
  kind: 'create',
  input: createInputSchema(ticketCommentCreateSchema),
  async run(context) {
    const { body } = context.input;
    const id = issueIdOrKey(body.ticket_id);
    const site = await jiraSite(context);
    const response = await context.http.post(site.api(`/issue/${id}/comment`), {
      json: { ...body.passthrough, body: plainTextToAdf(body.body) },
    });
    const created = parseJiraBody(jiraCommentSchema, response.body, 'comment');
    return { data: { id: encodeCompositeId(created.id), remote_id: created.id } };
  },
});
