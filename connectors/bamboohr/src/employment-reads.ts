import { type Employment, NotFoundError, type ProviderHttpClient } from '@openunified/connector-sdk';
import { employeePath, todayInUtc } from './employee-reads.js';
import { toEmployments, toEmploymentsOfAll } from './mappers/employment.js';
import type { BambooHrJobInfoRow } from './provider-types.js';

/** BambooHR's `since` takes second precision. */
function toSince(dateTime: string): string {
  return new Date(dateTime).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * Every employee's employments in one call: `GET /employees/all/tables/jobInfo`, or with
 * `updatedAfter` `GET /employees/changed/tables/jobInfo?since=`, which answers the whole table of
 * each employee changed since (any change to the employee counts, as BambooHR tracks it).
 */
export async function fetchAllEmployments(http: ProviderHttpClient, updatedAfter?: string): Promise<Employment[]> {
  if (updatedAfter === undefined) {
    const response = await http.get<BambooHrJobInfoRow[]>('/employees/all/tables/jobInfo');
    return toEmploymentsOfAll(response.body ?? [], todayInUtc());
  }
  const response = await http.get<{ employees?: Record<string, { rows?: BambooHrJobInfoRow[] }> }>('/employees/changed/tables/jobInfo', {
    query: { since: toSince(updatedAfter) },
  });
  const rows = Object.entries(response.body?.employees ?? {}).flatMap(([employeeId, changed]) =>
    (changed.rows ?? []).map((row) => ({ ...row, employeeId: row.employeeId ?? employeeId })),
  );
  return toEmploymentsOfAll(rows, todayInUtc());
}

export async function fetchEmployeeEmployments(http: ProviderHttpClient, employeeId: string): Promise<Employment[]> {
  const response = await http.get<BambooHrJobInfoRow[]>(`${employeePath(employeeId)}/tables/jobInfo`);
  return toEmployments(response.body ?? [], todayInUtc());
}

export async function fetchEmployment(http: ProviderHttpClient, employeeId: string, rowId: string): Promise<Employment> {
  const employment = (await fetchEmployeeEmployments(http, employeeId)).find((candidate) => candidate.unified_custom_fields?.job_info_row_id === rowId);
  if (!employment) throw new NotFoundError(`Employment ${employeeId}-${rowId} not found`);
  return employment;
}
