import { BadRequestError, defineAction, listInputSchema, parseOffsetCursor, toRemoteId, z } from '@openunified/connector-sdk';
import { jiraSite } from '../jira-site.js';
import { mapComment } from '../mappers/comment.js';
import { jiraCommentPageSchema, parseJiraBody } from '../provider-schemas.js';
import { READ_JIRA_WORK_SCOPE } from '../scopes.js';
import { issueIdOrKey, updatedAfter } from './action-inputs.js';

export const listCommentsAction = defineAction({
  id: 'jira_list_comments',
  label: 'List comments',
  description:
    'Lists the comments of one Jira issue, oldest first (GET /issue/{id}/comment with startAt paging). filter[ticket_id] is ' +
    'required (unified id, Jira id or key); updated_after is applied to each page, as Jira cannot filter comments by time.',
  tags: ['ticketing', 'comments'],
  schema_type: 'unified',
  unified: 'ticketing.comments.list',
  required_scopes: [READ_JIRA_WORK_SCOPE],
  kind: 'list',
  input: listInputSchema(z.strictObject({ ticket_id: z.string().min(1).optional() })),
  async run(context) {
    const { input, http } = context;
    const ticketId = input.query.filter?.ticket_id;
    if (!ticketId) throw new BadRequestError('filter[ticket_id] is required: comments are listed per ticket');
    const id = issueIdOrKey(ticketId);
    const offset = parseOffsetCursor(input.query.cursor);
    const site = await jiraSite(context);
    const response = await http.get(site.api(`/issue/${id}/comment`), {
      query: { startAt: offset, maxResults: input.query.page_size, orderBy: 'created' },
    });
    const page = parseJiraBody(jiraCommentPageSchema, response.body, 'comment page');
    // Comments name their issue only in `self`; a key in the filter is resolved by the issue's numeric id when Jira sends it.
    const issueId = /^\d+$/.test(id) ? id : (issueIdOfComments(page.comments) ?? toRemoteId(ticketId));
    const end = page.startAt + page.comments.length;
    const comments = page.comments.map((comment) => mapComment(comment, issueId));
    return { data: updatedAfter(comments, input.query.updated_after), next: page.comments.length > 0 && end < page.total ? String(end) : null };
  },
});

/** `.../issue/10010/comment/10000` -> `10010`. */
function issueIdOfComments(comments: { self?: string | null }[]): string | undefined {
  const self = comments.find((comment) => comment.self)?.self;
  return self ? /\/issue\/(\d+)\/comment\//.exec(self)?.[1] : undefined;
}
