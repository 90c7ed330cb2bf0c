import { BadGatewayError, type ProviderHttpClient, type TimeOffCreate } from '@openunified/connector-sdk';
import { employeePath } from './employee-reads.js';
import { needsTimeOffMeta, planTimeOffRequest, resolveTimeOffType, toBambooHrTimeOffRequest } from './mappers/time-off-create.js';
import type { BambooHrTimeOffRequest } from './provider-types.js';
import { fetchTimeOffPolicies, fetchTimeOffRequest, fetchTimeOffTypes } from './time-off-reads.js';

/** The new request's id: in the body BambooHR answers with JSON, else at the end of the Location header. */
function createdId(text: string, location: string | undefined): string {
  let body: Partial<BambooHrTimeOffRequest> | undefined;
  try {
    body = text.trim() === '' ? undefined : (JSON.parse(text) as Partial<BambooHrTimeOffRequest>);
  } catch {
    body = undefined;
  }
  const id = body?.id ?? location?.match(/\/(\d+)\/?$/)?.[1];
  if (id === undefined || id === null || id === '') throw new BadGatewayError('BambooHR created the time off request but named no id');
  return String(id);
}

/**
 * Asks BambooHR for a time off request (`PUT /employees/{id}/time_off/request`), replacing
 * `previousRequest` when given, then reads the new request back. The account's types and
 * policies are read first only when the body needs them.
 */
export async function submitTimeOffRequest(
  http: ProviderHttpClient,
  employeeId: string,
  body: TimeOffCreate,
  previousRequest?: string,
): Promise<{ id: string; remote_id: string }> {
  const plan = planTimeOffRequest(body);
  const needs = needsTimeOffMeta(plan);
  const [meta, policies] = await Promise.all([needs.types ? fetchTimeOffTypes(http) : undefined, needs.policies ? fetchTimeOffPolicies(http) : []]);
  const typeId = resolveTimeOffType(plan.typeChoice, meta?.timeOffTypes ?? [], policies);
  const request = toBambooHrTimeOffRequest(plan, typeId, meta);
  const response = await http.put<string>(`${employeePath(employeeId)}/time_off/request`, {
    json: previousRequest === undefined ? request : { ...request, previousRequest },
    // Each PUT adds a request: a retry after a lost answer would ask twice.
    idempotent: false,
    responseType: 'text',
  });
  const created = await fetchTimeOffRequest(http, createdId(response.body, response.headers.location), employeeId);
  return { id: created.id, remote_id: created.remote_id };
}
