import { BadRequestError, type TicketingTicketCreate, type TicketingTicketUpdate, toRemoteId, UNMAPPED_VALUE } from '@openunified/connector-sdk';
import { plainTextToAdf } from '../adf/plain-text-to-adf.js';
import { jiraPriorityNames } from './ticket.js';

/**
 * A unified ticket body -> the body of Jira's `POST /issue` and `PUT /issue/{id}`
 * (https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issues/#api-rest-api-3-issue-post).
 * Only members the client sent are written; null clears. Jira validates the rest (required
 * fields, screens, labels) and its field errors reach the client as a 400 with provider_errors.
 * The status of an update is a workflow transition, taken apart (update-ticket.ts).
 */

export interface JiraIssueBody {
  fields: Record<string, unknown>;
  [member: string]: unknown;
}

type TicketWrite = Partial<TicketingTicketCreate> & Partial<Omit<TicketingTicketUpdate, 'status'>>;

const numericIdPattern = /^\d{1,18}$/;

/** A Jira object reference: `{id}` for numeric ids, else `{key}` (projects, issues) or `{name}` (issue types, components). */
function reference(idOrName: string, otherwise: 'key' | 'name'): Record<string, string> {
  const remoteId = toRemoteId(idOrName);
  return numericIdPattern.test(remoteId) ? { id: remoteId } : { [otherwise]: remoteId };
}

function priority(value: TicketWrite['priority']): Record<string, string> | null | undefined {
  if (value === null || value === undefined) return value;
  if (value.id) return reference(value.id, 'name');
  if (value.source_value) return { name: value.source_value };
  if (value.value && value.value !== UNMAPPED_VALUE) return { name: jiraPriorityNames[value.value] };
  throw new BadRequestError('priority needs an id, a value (lowest to highest) or the Jira priority name in source_value');
}

/** Jira issues have one assignee and one reporter. */
function singleUser(ids: string[] | null | undefined, member: 'assignees' | 'reporters'): { accountId: string } | null | undefined {
  if (ids === undefined) return undefined;
  if (ids === null || ids.length === 0) return null;
  if (ids.length > 1) throw new BadRequestError(`a Jira issue has a single ${member.slice(0, -1)}; send at most one id in ${member}`);
  return { accountId: toRemoteId(ids[0]!) };
}

/** The description: plain-text parts, one paragraph block each, as ADF. Jira takes no HTML. */
export function contentToAdf(content: { plain?: string | null; html?: string | null }[] | null | undefined, member = 'content') {
  if (content === null || content === undefined) return content;
  if (content.some((part) => !part.plain && part.html)) {
    throw new BadRequestError(`${member}: Jira takes plain text; send each part's text in plain`);
  }
  const text = content
    .map((part) => part.plain ?? '')
    .filter((part) => part.trim() !== '')
    .join('\n\n');
  return text === '' ? null : plainTextToAdf(text);
}

function components(value: string | string[] | null | undefined): Record<string, string>[] | undefined {
  if (value === undefined) return undefined;
  const ids = value === null ? [] : (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter((id) => id !== '');
  return ids.map((id) => reference(id, 'name'));
}

/** Sets `name` only when the client sent the member (undefined stays out, null clears). */
function put(fields: Record<string, unknown>, name: string, value: unknown): void {
  if (value !== undefined) fields[name] = value;
}

export function toJiraIssueBody(body: TicketWrite): JiraIssueBody {
  if (body.creator_id) throw new BadRequestError('creator_id: Jira records the creator itself (the user of the linked account); leave it out');
  if (body.organization_id) throw new BadRequestError('organization_id: Jira issues belong to no organization; leave it out');
  const fields: Record<string, unknown> = {};
  put(fields, 'summary', body.title);
  put(fields, 'description', contentToAdf(body.content));
  if (body.project_id) fields.project = reference(body.project_id, 'key');
  if (body.type) fields.issuetype = reference(body.type, 'name');
  put(fields, 'priority', priority(body.priority));
  put(fields, 'assignee', singleUser(body.assignees, 'assignees'));
  put(fields, 'reporter', singleUser(body.reporters, 'reporters'));
  put(fields, 'parent', body.parent_id ? reference(body.parent_id, 'key') : body.parent_id);
  put(fields, 'components', components(body.component_ids));
  put(fields, 'labels', body.tags === null ? [] : body.tags);
  Object.assign(fields, body.unified_custom_fields ?? {});

  const { fields: passthroughFields, ...passthrough } = body.passthrough ?? {};
  const extraFields = typeof passthroughFields === 'object' && passthroughFields !== null ? passthroughFields : {};
  return { ...passthrough, fields: { ...fields, ...extraFields } };
}

/** True when the body would change nothing on the issue. */
export function changesNothing(body: JiraIssueBody): boolean {
  return Object.keys(body.fields).length === 0 && Object.keys(body).length === 1;
}
