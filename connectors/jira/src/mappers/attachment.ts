import { encodeCompositeId, type TicketingAttachment, toIsoDateTime } from '@openunified/connector-sdk';
import type { JiraAttachment } from '../provider-schemas.js';
import { userId } from './user.js';

function extensionOf(fileName: string | null | undefined): string | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * Jira attachment of the issue `issueId` -> docs/unified/ticketing.md attachment. `file_format`
 * is the extension with the MIME type as `source_value`; `file_url` is Jira's content link,
 * which needs the account's credentials. Jira never changes an attachment: `updated_at` is its
 * creation.
 */
export function mapAttachment(attachment: JiraAttachment, issueId: string): TicketingAttachment {
  const extension = extensionOf(attachment.filename);
  const created = toIsoDateTime(attachment.created);
  return {
    id: encodeCompositeId(attachment.id),
    remote_id: attachment.id,
    ticket_id: encodeCompositeId(issueId),
    user_id: userId(attachment.author),
    file_name: attachment.filename ?? null,
    file_format: extension || attachment.mimeType ? { value: extension, source_value: attachment.mimeType ?? extension } : null,
    file_url: attachment.content ?? null,
    size: attachment.size ?? null,
    created_at: created,
    updated_at: created,
  };
}
