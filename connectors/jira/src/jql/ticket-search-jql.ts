import { BadRequestError, type TicketStatusType, toRemoteId } from '@openunified/connector-sdk';

/**
 * The JQL (https://support.atlassian.com/jira-software-cloud/docs/what-is-advanced-search-in-jira-cloud/)
 * behind a unified ticket list. Filters become clauses so Jira does the filtering and each page
 * stays one call; values are always quoted or checked, never spliced in raw.
 */

export interface TicketSearchFilter {
  /** Unified status phases (to-do, in-progress, closed) or Jira status names, comma-separated. */
  status?: string;
  /** Ticket types: unified ids, Jira ids or names, comma-separated. */
  type?: string;
  /** Projects: unified ids, Jira ids or keys, comma-separated. */
  project_id?: string;
}

/** Jira's three fixed status categories, by the name JQL's `statusCategory` takes. */
const statusCategoryNames: Record<TicketStatusType, string> = {
  'to-do': 'To Do',
  'in-progress': 'In Progress',
  closed: 'Done',
};

/**
 * JQL reads `updated >= "yyyy-MM-dd HH:mm"` in the time zone of the searching user's profile,
 * which the connector does not know. Writing the instant 12 hours earlier in UTC digits covers
 * every zone from UTC-12 to UTC+14; the connector then drops what is not strictly newer.
 */
const WIDEST_ZONE_BEHIND_UTC_MS = 12 * 3_600_000;

const numericIdPattern = /^\d{1,18}$/;

function quoted(value: string): string {
  // Control characters have no business in a filter value and could end the clause.
  if ([...value].some((character) => character.charCodeAt(0) < 0x20))
    throw new BadRequestError(`filter value ${JSON.stringify(value)} contains control characters`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function values(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** `field in (a, b)`, or `field = a` for one value. */
function membership(field: string, literals: string[]): string {
  return literals.length === 1 ? `${field} = ${literals[0]}` : `${field} in (${literals.join(', ')})`;
}

/** A Jira id stays a number (JQL matches ids), anything else is a key or name. */
function idOrName(value: string): string {
  const remoteId = toRemoteId(value);
  return numericIdPattern.test(remoteId) ? remoteId : quoted(remoteId);
}

function statusClause(filter: string | undefined): string | undefined {
  const categories: string[] = [];
  const names: string[] = [];
  for (const value of values(filter)) {
    const category = statusCategoryNames[value as TicketStatusType];
    if (category) categories.push(quoted(category));
    else names.push(quoted(value));
  }
  const clauses = [...(categories.length > 0 ? [membership('statusCategory', categories)] : []), ...(names.length > 0 ? [membership('status', names)] : [])];
  if (clauses.length === 0) return undefined;
  return clauses.length === 1 ? clauses[0] : `(${clauses.join(' OR ')})`;
}

function listClause(field: string, filter: string | undefined): string | undefined {
  const literals = values(filter).map(idOrName);
  return literals.length > 0 ? membership(field, literals) : undefined;
}

/** `yyyy-MM-dd HH:mm` of an instant, in UTC digits, rounded down to the minute. */
function jqlMinute(instant: number): string {
  return new Date(instant).toISOString().slice(0, 16).replace('T', ' ');
}

export function ticketSearchJql(filter: TicketSearchFilter | undefined, updatedAfter: string | undefined): string {
  const clauses = [
    listClause('project', filter?.project_id),
    listClause('issuetype', filter?.type),
    statusClause(filter?.status),
    updatedAfter === undefined ? undefined : `updated >= ${quoted(jqlMinute(Date.parse(updatedAfter) - WIDEST_ZONE_BEHIND_UTC_MS))}`,
  ].filter((clause): clause is string => clause !== undefined);
  // The enhanced search refuses unbounded queries; every issue belongs to a project.
  const restriction = clauses.length > 0 ? clauses.join(' AND ') : 'project IS NOT EMPTY';
  // Creation order never changes, so a page token keeps its place while issues are edited.
  return `${restriction} ORDER BY created ASC, key ASC`;
}
