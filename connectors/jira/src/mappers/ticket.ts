import {
  encodeCompositeId,
  mapEnumValue,
  type Ticket,
  type TicketPriority,
  type TicketStatus,
  toIsoDateTime,
} from '@openunified/connector-sdk';
import { adfToPlainText } from '../adf/adf-to-plain-text.js';
import type { JiraIssue } from '../provider-schemas.js';
import { userId } from './user.js';

/** Jira's fixed status categories (`statusCategory.key`) -> the unified status phase. */
const statusCategories: Record<string, TicketStatus> = { new: 'open', indeterminate: 'in_progress', done: 'closed' };

/** Jira's five default priorities; renamed or added ones come out as `unmapped_value`. */
export const jiraPriorityNames: Record<TicketPriority, string> = {
  highest: 'Highest',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  lowest: 'Lowest',
};
const priorities = Object.fromEntries(Object.entries(jiraPriorityNames).map(([unified, name]) => [name, unified as TicketPriority]));

const CUSTOM_FIELD_PREFIX = 'customfield_';

function isAdfDocument(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc';
}

/** Custom fields with a value, rich text ones as plain text, keyed by their Jira field id. */
function customFields(fields: Record<string, unknown>): Record<string, unknown> {
  const custom: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (!field.startsWith(CUSTOM_FIELD_PREFIX) || value === null || value === undefined) continue;
    custom[field] = isAdfDocument(value) ? adfToPlainText(value) : value;
  }
  return custom;
}

/**
 * Jira issue -> docs/unified/ticketing.md ticket.
 *
 * - `status.value` comes from the status category (To Do, In Progress, Done), `source_value` is
 *   the workflow status name ("In Review").
 * - `description` is the ADF description as plain text.
 * - `collection_ids` holds the issue's project; `assignee_ids` its one assignee, if any.
 * - `due_date` is Jira's `duedate` day at midnight UTC; `completed_at` the resolution date.
 * - `ticket_url` is `{site}/browse/{key}` when the site's address is known.
 * - `unified_custom_fields`: custom fields (`customfield_*`) that have a value.
 */
export function mapTicket(issue: JiraIssue, siteUrl: string | null): Ticket {
  const fields = issue.fields ?? {};
  const issueType = fields.issuetype;
  return {
    id: encodeCompositeId(issue.id),
    remote_id: issue.id,
    ticket_number: issue.key,
    title: fields.summary ?? null,
    description: adfToPlainText(fields.description),
    status: fields.status
      ? { value: mapEnumValue(fields.status.statusCategory?.key, statusCategories).value, source_value: fields.status.name ?? null }
      : null,
    priority: fields.priority ? mapEnumValue(fields.priority.name, priorities) : null,
    ticket_type: issueType ? { id: encodeCompositeId(issueType.id), remote_id: issueType.id, name: issueType.name ?? null } : null,
    collection_ids: fields.project ? [encodeCompositeId(fields.project.id)] : [],
    parent_ticket_id: fields.parent ? encodeCompositeId(fields.parent.id) : null,
    creator_id: userId(fields.creator),
    reporter_id: userId(fields.reporter),
    assignee_ids: fields.assignee ? [encodeCompositeId(fields.assignee.accountId)] : [],
    tags: fields.labels ?? [],
    due_date: toIsoDateTime(fields.duedate),
    completed_at: toIsoDateTime(fields.resolutiondate),
    ticket_url: siteUrl ? `${siteUrl}/browse/${encodeURIComponent(issue.key)}` : null,
    unified_custom_fields: customFields(fields),
    created_at: toIsoDateTime(fields.created),
    updated_at: toIsoDateTime(fields.updated),
  };
}
