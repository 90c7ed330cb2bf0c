import { encodeCompositeId, type TicketingComponent } from '@openunified/connector-sdk';
import type { JiraComponent } from '../provider-schemas.js';

/**
 * Jira component -> docs/unified/ticketing.md component. `projectId` is the numeric project id
 * Jira sends beside the key; a component read from an issue carries neither, so the issue's
 * project is passed in. Components keep no timestamps.
 */
export function mapComponent(component: JiraComponent, projectId?: string): TicketingComponent {
  const project = component.projectId === null || component.projectId === undefined ? projectId : String(component.projectId);
  return {
    id: encodeCompositeId(component.id),
    remote_id: component.id,
    organization_id: null,
    project_id: project ? encodeCompositeId(project) : null,
    name: component.name ?? null,
    description: component.description || null,
    created_at: null,
    updated_at: null,
  };
}
