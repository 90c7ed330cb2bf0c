import { BadRequestError, type TicketCreate, type TicketUpdate, toRemoteId, UNMAPPED_VALUE } from '@openunified/connector-sdk';
import { plainTextToAdf } from '../adf/plain-text-to-adf.js';
import { jiraPriorityNames } from './ticket.js';

/**
 * A unified ticket body -> the body of Jira's `POST /issue` and `PUT /issue/{id}`
 * (https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issues/#api-rest-api-3-issue-post).
 * Only members the client sent are written; null clears. Jira validates the rest (required
 * fields, screens, labels) and its field errors reach the client as a 400 with provider_errors.
 */

export interface JiraIssueBody {
  fields: Record<string, unknown>;
  [member: string]: unknown;
}

type TicketWrite = Partial<TicketCreate> & Partial<TicketUpdate>;

const numericIdPattern = /^\d{1,18}$/;

/** A Jira object reference: `{id}` for numeric ids, else `{key}` (projects, issues) or `{name}` (issue types). */
function reference(idOrName: string, otherwise: 'key' | 'name'): Record<string, string> {
  const remoteId = toRemoteId(idOrName);
  return numericIdPattern.test(remoteId) ? { id: remoteId } : { [otherwise]: remoteId };
}

function priority(value: TicketWrite['priority']): Record<string, string> | null | undefined {
  if (value === null || value === undefined) return value;
  if (value.source_value) return { name: value.source_value };
  if (value.value && value.value !== UNMAPPED_VALUE) return { name: jiraPriorityNames[value.value] };
  throw new BadRequestError('priority needs a value (lowest to highest) or the Jira priority name in source_value');
}

function assignee(ids: string[] | null | undefined): { accountId: string } | null | undefined {
  if (ids === undefined) return undefined;
  if (ids === null || ids.length === 0) return null;
  if (ids.length > 1) throw new BadRequestError('a Jira issue has a single assignee; send at most one id in assignee_ids');
  return { accountId: toRemoteId(ids[0]!) };
}

/** Jira keeps due dates as calendar days. */
function dueDate(value: string | null | undefined): string | null | undefined {
  return value ? new Date(value).toISOString().slice(0, 10) : value;
}

/** Sets `name` only when the client sent the member (undefined stays out, null clears). */
function put(fields: Record<string, unknown>, name: string, value: unknown): void {
  if (value !== undefined) fields[name] = value;
}

export function toJiraIssueBody(body: TicketWrite): JiraIssueBody {
  const fields: Record<string, unknown> = {};
  put(fields, 'summary', body.title);
  put(fields, 'description', body.description === undefined || body.description === null ? body.description : plainTextToAdf(body.description));
  if (body.collection_id) fields.project = reference(body.collection_id, 'key');
  if (body.ticket_type_id) fields.issuetype = reference(body.ticket_type_id, 'name');
  put(fields, 'priority', priority(body.priority));
  put(fields, 'assignee', assignee(body.assignee_ids));
  put(fields, 'reporter', body.reporter_id ? { accountId: toRemoteId(body.reporter_id) } : body.reporter_id);
  put(fields, 'parent', body.parent_ticket_id ? reference(body.parent_ticket_id, 'key') : body.parent_ticket_id);
  put(fields, 'labels', body.tags === null ? [] : body.tags);
  put(fields, 'duedate', dueDate(body.due_date));
  Object.assign(fields, body.unified_custom_fields ?? {});

  const { fields: passthroughFields, ...passthrough } = body.passthrough ?? {};
  const extraFields = typeof passthroughFields === 'object' && passthroughFields !== null ? passthroughFields : {};
  return { ...passthrough, fields: { ...fields, ...extraFields } };
}

/** True when the body would change nothing on the issue. */
export function changesNothing(body: JiraIssueBody): boolean {
  return Object.keys(body.fields).length === 0 && Object.keys(body).length === 1;
}
