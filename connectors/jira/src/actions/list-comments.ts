import { defineAction, parseOffsetCursor, subResourceListInputSchema, toRemoteId, z } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { mapComment } from '../mappers/comment.js';
import { jiraCommentPageSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_WORK_SCOPE } from '../scopes.js';
import { issueIdOrKey, updatedAfter } from './action-inputs.js';

/** Comments name their issue only in `self`: `.../issue/10010/comment/10000` -> `10010`. */
export function issueIdOfComment(comment: { self?: string | null }): string | undefined {
  return comment.self ? /\/issue\/(\d+)\/comment\//.exec(comment.self)?.[1] : undefined;
}

export const listCommentsAction = defineAction({
  id: 'jira_list_comments',
  label: 'List comments',
  description:
    'Lists the comments of the Jira issue in path.id (unified id, Jira id or key), oldest first (GET /issue/{id}/comment ' +
    'with startAt paging). updated_after is applied to each page, as Jira cannot filter comments by time.',
  tags: ['ticketing', 'comments'],
  schema_type: 'unified',
  unified: 'ticketing.comments.list',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'list',
  input: subResourceListInputSchema(z.strictObject({})),
  async run(context) {
    const { input, http } = context;
    const id = issueIdOrKey(input.path.id);
    const offset = parseOffsetCursor(input.query.cursor);
    const site = await jiraSite(context);
    const response = await http.get(site.api(`/issue/${id}/comment`), {
      query: { startAt: offset, maxResults: input.query.page_size, orderBy: 'created' },
    });
    const page = parseJiraBody(jiraCommentPageSchema, response.body, 'comment page');
    // An issue key in the path is resolved to the issue's numeric id, which the comments' links carry.
    const issueId = /^\d+$/.test(id) ? id : (page.comments.map(issueIdOfComment).find(Boolean) ?? toRemoteId(input.path.id));
    const end = page.startAt + page.comments.length;
    const comments = page.comments.map((comment) => mapComment(comment, issueId));
    return { data: updatedAfter(comments, input.query.updated_after), next: page.comments.length > 0 && end < page.total ? String(end) : null };
  },
});
