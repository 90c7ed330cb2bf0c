import { encodeCompositeId, mapEnumValue, type TicketingTicket, type TicketPriority, toIsoDateTime } from '@openunified/connector-sdk';
import { adfToPlainText } from '../adf/adf-to-plain-text.js';
import type { JiraIssue } from '../provider-schemas.js';
import { mapComponent } from './component.js';
import { mapTicketStatus } from './ticket-status.js';
import { userId } from './user.js';

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
 * - `status` is the workflow status, its `type` the phase of the status category (To Do, In
 *   Progress, Done).
 * - `content` holds the ADF description as one plain-text part (none without a description).
 * - `projects` holds the issue's project as far as the issue names it (id and name).
 * - `assignees` and `reporters` hold Jira's one assignee and reporter, if any.
 * - `closed_at` is the resolution date; `ticket_url` is `{site}/browse/{key}` when the site is known.
 * - `unified_custom_fields`: custom fields (`customfield_*`) that have a value.
 */
export function mapTicket(issue: JiraIssue, siteUrl: string | null): TicketingTicket {
  const fields = issue.fields ?? {};
  const { issuetype: issueType, project, priority } = fields;
  const description = adfToPlainText(fields.description);
  return {
    id: encodeCompositeId(issue.id),
    remote_id: issue.id,
    ticket_number: issue.key,
    title: fields.summary ?? null,
    content: description === null ? [] : [{ plain: description, html: null }],
    status: fields.status ? mapTicketStatus(fields.status) : null,
    priority: priority ? { id: encodeCompositeId(priority.id), ...mapEnumValue(priority.name, priorities) } : null,
    type: issueType ? { id: encodeCompositeId(issueType.id), name: issueType.name ?? null, project_id: project ? encodeCompositeId(project.id) : null } : null,
    projects: project
      ? [
          {
            id: encodeCompositeId(project.id),
            remote_id: project.id,
            organization_id: null,
            name: project.name ?? null,
            description: null,
            created_at: null,
            updated_at: null,
          },
        ]
      : [],
    components: (fields.components ?? []).map((component) => mapComponent(component, project?.id)),
    organization: null,
    parent_id: fields.parent ? encodeCompositeId(fields.parent.id) : null,
    creator_id: userId(fields.creator),
    reporters: fields.reporter ? [encodeCompositeId(fields.reporter.accountId)] : [],
    assignees: fields.assignee ? [encodeCompositeId(fields.assignee.accountId)] : [],
    tags: fields.labels ?? [],
    ticket_url: siteUrl ? `${siteUrl}/browse/${encodeURIComponent(issue.key)}` : null,
    closed_at: toIsoDateTime(fields.resolutiondate),
    unified_custom_fields: customFields(fields),
    created_at: toIsoDateTime(fields.created),
    updated_at: toIsoDateTime(fields.updated),
  };
}
