import { defineAction, subResourceGetInputSchema, toRemoteId } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { mapComment } from '../mappers/comment.js';
import { jiraCommentSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_WORK_SCOPE } from '../scopes.js';
import { issueIdOrKey, numericId } from './action-inputs.js';
import { issueIdOfComment } from './list-comments.js';

export const getCommentAction = defineAction({
  id: 'jira_get_comment',
  label: 'Get comment',
  description:
    'Gets one comment (path.subResourceId) of the Jira issue in path.id (GET /issue/{id}/comment/{commentId}); a comment of ' + 'another issue is a 404.',
  tags: ['ticketing', 'comments'],
  schema_type: 'unified',
  unified: 'ticketing.comments.get',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'get',
  input: subResourceGetInputSchema(),
  async run(context) {
    const { path } = context.input;
    const id = issueIdOrKey(path.id);
    const commentId = numericId(path.subResourceId, 'comment');
    const site = await jiraSite(context);
    const response = await context.http.get(site.api(`/issue/${id}/comment/${commentId}`));
    const comment = parseJiraBody(jiraCommentSchema, response.body, 'comment');
    return { data: mapComment(comment, /^\d+$/.test(id) ? id : (issueIdOfComment(comment) ?? toRemoteId(path.id))) };
  },
});
