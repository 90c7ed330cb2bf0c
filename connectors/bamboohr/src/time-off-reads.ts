import { BadRequestError, NotFoundError, type ProviderHttpClient, type TimeOff, toRemoteId, z } from '@openunified/connector-sdk';
import { employeePath } from './employee-reads.js';
import { toUnifiedTimeOff } from './mappers/time-off.js';
import type { BambooHrTimeOffPolicy, BambooHrTimeOffRequest, BambooHrTimeOffTypes } from './provider-types.js';

/**
 * BambooHR's `GET /time_off/requests` answers every request overlapping a required `start`–`end`
 * window in one response, with no paging. Without a date filter the window spans every date
 * BambooHR can hold.
 */
const EARLIEST_DAY = '1900-01-01';
const LATEST_DAY = '2999-12-31';

const datePrefix = /^(\d{4}-\d{2}-\d{2})(T.*)?$/;

/** The calendar date of a filter or body date, as written (a date-time's offset does not move it). */
export function calendarDateOf(value: string, member: string): string {
  const match = datePrefix.exec(value.trim());
  const day = match?.[1];
  if (!day || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day || (match[2] && Number.isNaN(Date.parse(value)))) {
    throw new BadRequestError(`${member}: "${value}" is not a date; send an ISO 8601 date-time such as 2024-03-20T00:00:00Z or a date such as 2024-03-20`);
  }
  return day;
}

export const timeOffFilterSchema = z
  .object({
    start_date: z.string().min(1).optional().describe('Requests that start on or after this date'),
    end_date: z.string().min(1).optional().describe('Requests that end on or before this date'),
    policy_ids: z
      .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
      .optional()
      .describe('Requests of the time off types of these policies (unified or BambooHR ids; repeated keys or a comma-separated list)'),
  })
  .strict();
export type TimeOffFilter = z.infer<typeof timeOffFilterSchema>;

/** A BambooHR id (employees, requests, types, policies are numbered); anything else is refused before it reaches a query. */
export function numericRemoteId(id: string, what: string): string {
  const remoteId = toRemoteId(id);
  if (!/^\d{1,18}$/.test(remoteId)) throw new BadRequestError(`"${id}" is not a BambooHR ${what} id (a number such as 101)`);
  return remoteId;
}

export interface TimeOffQuery {
  employeeId?: string;
  requestId?: string;
  filter?: TimeOffFilter;
}

export async function fetchTimeOffRequests(http: ProviderHttpClient, query: TimeOffQuery): Promise<BambooHrTimeOffRequest[]> {
  const startDate = query.filter?.start_date === undefined ? undefined : calendarDateOf(query.filter.start_date, 'filter[start_date]');
  const endDate = query.filter?.end_date === undefined ? undefined : calendarDateOf(query.filter.end_date, 'filter[end_date]');
  const typeIds = query.filter?.policy_ids === undefined ? undefined : await policyTypeIds(http, query.filter.policy_ids);
  // Policies naming no type of the account match no request.
  if (typeIds?.length === 0) return [];
  const response = await http.get<BambooHrTimeOffRequest[]>('/time_off/requests', {
    query: { start: startDate ?? EARLIEST_DAY, end: endDate ?? LATEST_DAY, employeeId: query.employeeId, id: query.requestId, type: typeIds?.join(',') },
  });
  // BambooHR's window keeps what overlaps it; the unified filters keep what lies within it.
  return (response.body ?? []).filter(
    (request) => (startDate === undefined || (request.start ?? '') >= startDate) && (endDate === undefined || (request.end ?? '') <= endDate),
  );
}

/**
 * BambooHR filters requests by time off type, not policy: `filter[policy_ids]` becomes the types
 * of those policies (GET /meta/time_off/policies), so requests under another policy of the same
 * type match too.
 */
async function policyTypeIds(http: ProviderHttpClient, policyIds: string | string[]): Promise<string[]> {
  const wanted = new Set((Array.isArray(policyIds) ? policyIds : policyIds.split(',')).map((id) => toRemoteId(id.trim())));
  const policies = await fetchTimeOffPolicies(http);
  return [...new Set(policies.filter((policy) => wanted.has(String(policy.id))).map((policy) => String(policy.timeOffTypeId)))];
}

/**
 * Requests changed on or after the day of `updatedAfter`: BambooHR dates a status change to the
 * day, so the whole day is kept rather than a change missed.
 */
export function changedSince(requests: BambooHrTimeOffRequest[], updatedAfter: string | undefined): BambooHrTimeOffRequest[] {
  if (updatedAfter === undefined) return requests;
  const day = new Date(updatedAfter).toISOString().slice(0, 10);
  return requests.filter((request) => (request.status?.lastChanged ?? request.created ?? '') >= day);
}

/** In id order, so the pages of a listing line up whatever order BambooHR answers in. */
export function inIdOrder(requests: BambooHrTimeOffRequest[]): BambooHrTimeOffRequest[] {
  return [...requests].sort((left, right) => Number(left.id) - Number(right.id));
}

/** One request by id, optionally of one employee: a 404 when BambooHR has none. */
export async function fetchTimeOffRequest(http: ProviderHttpClient, requestId: string, employeeId?: string): Promise<TimeOff> {
  const [request] = await fetchTimeOffRequests(http, { requestId, employeeId });
  if (!request || (employeeId !== undefined && String(request.employeeId) !== employeeId)) {
    throw new NotFoundError(
      employeeId === undefined ? `Time off request ${requestId} not found` : `Time off request ${requestId} of employee ${employeeId} not found`,
    );
  }
  return toUnifiedTimeOff(request);
}

/** A missing employee is a 404, where BambooHR's request list would just come back empty. */
export async function assertEmployeeExists(http: ProviderHttpClient, employeeId: string): Promise<void> {
  await http.get(employeePath(employeeId), { query: { fields: 'id' } });
}

export async function fetchTimeOffTypes(http: ProviderHttpClient): Promise<BambooHrTimeOffTypes> {
  const response = await http.get<BambooHrTimeOffTypes>('/meta/time_off/types');
  return { timeOffTypes: response.body?.timeOffTypes ?? [], defaultHours: response.body?.defaultHours ?? [] };
}

export async function fetchTimeOffPolicies(http: ProviderHttpClient): Promise<BambooHrTimeOffPolicy[]> {
  const response = await http.get<BambooHrTimeOffPolicy[]>('/meta/time_off/policies');
  return response.body ?? [];
}
