import { encodeCompositeId, mapEnumValue, type TicketingTicketStatus, type TicketStatusType } from '@openunified/connector-sdk';
import type { JiraStatus } from '../provider-schemas.js';

/** Jira's fixed status categories (`statusCategory.key`) -> the unified phase of a status. */
export const statusCategoryPhases: Record<string, TicketStatusType> = { new: 'to-do', indeterminate: 'in-progress', done: 'closed' };

/**
 * Jira status -> docs/unified/ticketing.md ticket status: `name` is the workflow status ("In
 * Review"), `type.value` the phase of its category and `type.source_value` the category key.
 */
export function mapTicketStatus(status: JiraStatus): TicketingTicketStatus {
  return {
    id: encodeCompositeId(status.id ?? status.name ?? ''),
    name: status.name ?? null,
    type: status.statusCategory ? mapEnumValue(status.statusCategory.key, statusCategoryPhases) : null,
  };
}
