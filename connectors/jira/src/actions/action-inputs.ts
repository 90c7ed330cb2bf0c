import { BadRequestError, toRemoteId, z } from '@openunified/connector-sdk';

/** A `filter[...]` value: one string, or several (repeated keys or a comma-separated list). */
export const filterValueSchema = z.union([z.string(), z.array(z.string())]).transform((value) => (Array.isArray(value) ? value.join(',') : value));

const numericIdPattern = /^\d{1,18}$/;
const issueKeyPattern = /^[A-Za-z][A-Za-z0-9_]*-\d{1,18}$/;
const projectKeyPattern = /^[A-Za-z][A-Za-z0-9_]{0,254}$/;

/** The Jira id or key behind a client id, refused before it can reach a provider path. */
function checked(id: string, pattern: RegExp, what: string): string {
  const remoteId = toRemoteId(id);
  if (!numericIdPattern.test(remoteId) && !pattern.test(remoteId)) throw new BadRequestError(`"${id}" is not a Jira ${what} id or key`);
  return encodeURIComponent(remoteId);
}

export const issueIdOrKey = (id: string) => checked(id, issueKeyPattern, 'issue');
export const projectIdOrKey = (id: string) => checked(id, projectKeyPattern, 'project');

/** A Jira project id, as the endpoints that take no key want it. */
export function projectId(id: string): string {
  const remoteId = toRemoteId(id);
  if (!numericIdPattern.test(remoteId)) throw new BadRequestError(`"${id}" is not a Jira project id (a number such as 10000)`);
  return remoteId;
}

/** A record Jira names by number only (comments, components, issue types), refused before it reaches a path. */
export function numericId(id: string, what: string): string {
  const remoteId = toRemoteId(id);
  if (!numericIdPattern.test(remoteId)) throw new BadRequestError(`"${id}" is not a Jira ${what} id (a number such as 10000)`);
  return remoteId;
}

const accountIdPattern = /^[A-Za-z0-9:_-]{1,128}$/;

/** A Jira account id (`5b10a2844c20165700ede21g`, `qm:...`, `557058:...`). */
export function accountId(id: string): string {
  const remoteId = toRemoteId(id);
  if (!accountIdPattern.test(remoteId)) throw new BadRequestError(`"${id}" is not a Jira account id`);
  return remoteId;
}

/** Pages cut from a list Jira returns whole, in id order so the pages of a sync line up. */
export function pageOfWholeList<Item extends { id: string }>(items: Item[], offset: number, pageSize: number): { items: Item[]; next: string | null } {
  const sorted = [...items].sort((left, right) => Number(left.id) - Number(right.id) || left.id.localeCompare(right.id));
  const end = offset + pageSize;
  return { items: sorted.slice(offset, end), next: end < sorted.length ? String(end) : null };
}

/** Records strictly newer than `updatedAfter`, for lists Jira cannot filter by time. */
export function updatedAfter<Item extends { updated_at: string | null }>(items: Item[], after: string | undefined): Item[] {
  if (after === undefined) return items;
  const threshold = Date.parse(after);
  return items.filter((item) => item.updated_at !== null && Date.parse(item.updated_at) > threshold);
}
