import { encodeCompositeId, type TicketingProject } from '@openunified/connector-sdk';
import type { JiraProject } from '../provider-schemas.js';

/**
 * Jira project -> docs/unified/ticketing.md project. Jira has no organizations and keeps no
 * timestamps on projects, so those are null.
 */
export function mapProject(project: JiraProject): TicketingProject {
  return {
    id: encodeCompositeId(project.id),
    remote_id: project.id,
    organization_id: null,
    name: project.name ?? null,
    description: project.description || null,
    created_at: null,
    updated_at: null,
  };
}
