import { BadRequestError, defineAction, encodeCompositeId, subResourceCreateInputSchema, ticketingCommentCreateSchema } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { contentToAdf } from '../mappers/ticket-write.js';
import { jiraCommentSchema, parseJiraBody } from '../provider-schemas.js';
import { WRITE_JIRA_WORK_SCOPE } from '../scopes.js';
import { issueIdOrKey } from './action-inputs.js';

export const createCommentAction = defineAction({
  id: 'jira_create_comment',
  label: 'Create comment',
  description:
    'Adds a comment to the Jira issue in path.id (POST /issue/{id}/comment); the plain-text content is sent as ADF. ' +
    'passthrough is merged into the request, e.g. {"visibility": {"type": "role", "value": "Administrators"}}.',
  tags: ['ticketing', 'comments'],
  schema_type: 'unified',
  unified: 'ticketing.comments.create',
  required_scopes: [WRITE_JIRA_WORK_SCOPE],
  kind: 'create',
  input: subResourceCreateInputSchema(ticketingCommentCreateSchema),
  async run(context) {
    const { body, path } = context.input;
    const id = issueIdOrKey(path.id);
    const document = contentToAdf(body.content);
    if (!document) throw new BadRequestError('content: the comment has no text; send it in plain');
    const site = await jiraSite(context);
    const response = await context.http.post(site.api(`/issue/${id}/comment`), { json: { ...body.passthrough, body: document } });
    const created = parseJiraBody(jiraCommentSchema, response.body, 'comment');
    return { data: { id: encodeCompositeId(created.id), remote_id: created.id } };
  },
});
