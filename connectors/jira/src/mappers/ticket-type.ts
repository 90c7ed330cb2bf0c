import { encodeCompositeId, type TicketType } from '@openunified/connector-sdk';
import type { JiraIssueType } from '../provider-schemas.js';

/**
 * Jira issue type -> docs/unified/ticketing.md ticket type. Company-managed types are shared by
 * every project (`collection_id` null); a team-managed project's own types carry its id.
 */
export function mapTicketType(issueType: JiraIssueType): TicketType {
  const scopedProject = issueType.scope?.type === 'PROJECT' ? issueType.scope.project : undefined;
  return {
    id: encodeCompositeId(issueType.id),
    remote_id: issueType.id,
    name: issueType.name ?? null,
    description: issueType.description || null,
    collection_id: scopedProject ? encodeCompositeId(scopedProject.id) : null,
    unified_custom_fields: {
      subtask: issueType.subtask ?? false,
      hierarchy_level: issueType.hierarchyLevel ?? null,
      icon_url: issueType.iconUrl ?? null,
    },
  };
}
