import { encodeCompositeId, type TicketingTicketType } from '@openunified/connector-sdk';
import type { JiraIssueType } from '../provider-schemas.js';

/**
 * Jira issue type -> docs/unified/ticketing.md ticket type. Company-managed types are shared by
 * every project (`project_id` null); a team-managed project's own types carry its id.
 */
export function mapTicketType(issueType: JiraIssueType): TicketingTicketType {
  const scopedProject = issueType.scope?.type === 'PROJECT' ? issueType.scope.project : undefined;
  return {
    id: encodeCompositeId(issueType.id),
    name: issueType.name ?? null,
    project_id: scopedProject ? encodeCompositeId(scopedProject.id) : null,
  };
}
