import { encodeCompositeId, type TicketingCollection } from '@openunified/connector-sdk';
import type { JiraProject } from '../provider-schemas.js';

/**
 * Jira project -> docs/unified/ticketing.md collection of type `project` (`source_value` is the
 * project type: software, business, service_desk). Jira projects do not nest, so
 * `parent_collection_id` is null. The key, type, lead and category go to `unified_custom_fields`.
 */
export function mapCollection(project: JiraProject, siteUrl: string | null): TicketingCollection {
  return {
    id: encodeCompositeId(project.id),
    remote_id: project.id,
    name: project.name ?? null,
    description: project.description || null,
    collection_type: { value: 'project', source_value: project.projectTypeKey ?? null },
    parent_collection_id: null,
    url: siteUrl ? `${siteUrl}/browse/${encodeURIComponent(project.key)}` : null,
    unified_custom_fields: {
      key: project.key,
      style: project.style ?? null,
      lead_id: project.lead ? encodeCompositeId(project.lead.accountId) : null,
      category: project.projectCategory?.name ?? null,
      archived: project.archived ?? false,
    },
  };
}
