import { encodeCompositeId, type TicketComment, toIsoDateTime } from '@openunified/connector-sdk';
import { adfToPlainText } from '../adf/adf-to-plain-text.js';
import type { JiraComment } from '../provider-schemas.js';
import { userId } from './user.js';

/**
 * Jira comment -> docs/unified/ticketing.md comment of the issue `issueId`. A comment is private
 * when its visibility is restricted to a group or project role, or when Jira Service Management
 * marks it internal (`jsdPublic: false`); the restriction goes to `unified_custom_fields.visibility`.
 */
export function mapComment(comment: JiraComment, issueId: string): TicketComment {
  const visibility = comment.visibility ? { type: comment.visibility.type ?? null, value: comment.visibility.value ?? null } : null;
  return {
    id: encodeCompositeId(comment.id),
    remote_id: comment.id,
    ticket_id: encodeCompositeId(issueId),
    user_id: userId(comment.author),
    body: adfToPlainText(comment.body),
    is_private: visibility !== null || comment.jsdPublic === false,
    unified_custom_fields: visibility ? { visibility } : {},
    created_at: toIsoDateTime(comment.created),
    updated_at: toIsoDateTime(comment.updated),
  };
}
