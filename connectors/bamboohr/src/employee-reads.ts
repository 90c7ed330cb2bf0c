import type { ProviderHttpClient } from '@openunified/connector-sdk';
import { EMPLOYEE_FIELDS } from './mappers/employee.js';
import type { BambooHrEmployee } from './provider-types.js';

/** BambooHR ids are path segments; encoding keeps a client-supplied id from reaching another route. */
export function employeePath(remoteId: string): string {
  return `/employees/${encodeURIComponent(remoteId)}`;
}

/**
 * `GET /employees/{id}` with every field the unified model reads, plus `extraFields`: BambooHR
 * returns only the fields asked for, so an account's custom fields must be named.
 */
export async function fetchEmployee(http: ProviderHttpClient, remoteId: string, extraFields: readonly string[] = []): Promise<BambooHrEmployee> {
  const fields = [...new Set([...EMPLOYEE_FIELDS, ...extraFields])].join(',');
  const response = await http.get<BambooHrEmployee>(employeePath(remoteId), { query: { fields } });
  return response.body;
}

/** Today's calendar date in UTC, `yyyy-mm-dd`, the day BambooHR's effective-dated rows are read for. */
export function todayInUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
