import { type Employment, NotFoundError, type ProviderHttpClient } from '@openunified/connector-sdk';
import { employeePath, todayInUtc } from './employee-reads.js';
import { type BambooHrEmploymentStatusRow, toEmployments, toEmploymentsOfAll } from './mappers/employment.js';
import type { BambooHrJobInfoRow } from './provider-types.js';

/** BambooHR's `since` takes second precision. */
function toSince(dateTime: string): string {
  return new Date(dateTime).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Every row of one table for every employee, or with `updatedAfter` for the employees changed since. */
async function fetchAllRows<Row extends { employeeId: string }>(http: ProviderHttpClient, table: string, updatedAfter?: string): Promise<Row[]> {
  if (updatedAfter === undefined) return (await http.get<Row[]>(`/employees/all/tables/${table}`)).body ?? [];
  const response = await http.get<{ employees?: Record<string, { rows?: Row[] }> }>(`/employees/changed/tables/${table}`, {
    query: { since: toSince(updatedAfter) },
  });
  return Object.entries(response.body?.employees ?? {}).flatMap(([employeeId, changed]) =>
    (changed.rows ?? []).map((row) => ({ ...row, employeeId: row.employeeId ?? employeeId })),
  );
}

/**
 * Every employee's employments in two calls made at once: the jobInfo and employmentStatus
 * tables of every employee (`GET /employees/all/tables/{table}`), or with `updatedAfter` of the
 * employees changed since (`GET /employees/changed/tables/{table}?since=`, any change to the
 * employee counts, as BambooHR tracks it).
 */
export async function fetchAllEmployments(http: ProviderHttpClient, updatedAfter?: string): Promise<Employment[]> {
  const [jobs, statuses] = await Promise.all([
    fetchAllRows<BambooHrJobInfoRow>(http, 'jobInfo', updatedAfter),
    fetchAllRows<BambooHrEmploymentStatusRow>(http, 'employmentStatus', updatedAfter),
  ]);
  return toEmploymentsOfAll(jobs, todayInUtc(), statuses);
}

export async function fetchEmployeeEmployments(http: ProviderHttpClient, employeeId: string): Promise<Employment[]> {
  const tables = `${employeePath(employeeId)}/tables`;
  const [jobs, statuses] = await Promise.all([
    http.get<BambooHrJobInfoRow[]>(`${tables}/jobInfo`),
    http.get<BambooHrEmploymentStatusRow[]>(`${tables}/employmentStatus`),
  ]);
  return toEmployments(jobs.body ?? [], todayInUtc(), statuses.body ?? []);
}

export async function fetchEmployment(http: ProviderHttpClient, employeeId: string, rowId: string): Promise<Employment> {
  const employment = (await fetchEmployeeEmployments(http, employeeId)).find((candidate) => candidate.unified_custom_fields?.job_info_row_id === rowId);
  if (!employment) throw new NotFoundError(`Employment ${employeeId}-${rowId} not found`);
  return employment;
}
