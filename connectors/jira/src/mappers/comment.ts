import { encodeCompositeId, type TicketingComment, toIsoDateTime } from '@openunified/connector-sdk';
import { adfToPlainText } from '../adf/adf-to-plain-text.js';
import type { JiraComment } from '../provider-schemas.js';
import { userId } from './user.js';

/**
 * Jira comment -> docs/unified/ticketing.md comment of the issue `issueId`. The ADF body is one
 * plain-text part of `content`. A comment is internal when its visibility is restricted to a
 * group or project role, or when Jira Service Management marks it so (`jsdPublic: false`).
 */
export function mapComment(comment: JiraComment, issueId: string): TicketingComment {
  const text = adfToPlainText(comment.body);
  return {
    id: encodeCompositeId(comment.id),
    remote_id: comment.id,
    ticket_id: encodeCompositeId(issueId),
    user_id: userId(comment.author),
    content: text === null ? [] : [{ plain: text, html: null }],
    internal: Boolean(comment.visibility) || comment.jsdPublic === false,
    created_at: toIsoDateTime(comment.created),
    updated_at: toIsoDateTime(comment.updated),
  };
}
