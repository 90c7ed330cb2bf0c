import { BadGatewayError, defineAction, subResourceCreateInputSchema, timeOffCreateSchema } from '@openunified/connector-sdk';
import { employeePath } from '../employee-reads.js';
import { needsTimeOffMeta, planTimeOffRequest, resolveTimeOffType, toBambooHrTimeOffRequest } from '../mappers/time-off-create.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import type { BambooHrTimeOffRequest } from '../provider-types.js';
import { fetchTimeOffPolicies, fetchTimeOffRequest, fetchTimeOffTypes, numericRemoteId } from '../time-off-reads.js';

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

export const createEmployeeTimeOff = defineAction({
  id: 'bamboohr_create_employee_time_off',
  label: 'Create employee time off request',
  description:
    'Asks for time off for the employee in path.id (PUT /employees/{id}/time_off/request), then reads the request back. ' +
    'reason.id names the BambooHR time off type (or time_off_policy_id a policy, whose type is used); status starts as pending unless approved or rejected is sent.',
  tags: ['hris', 'time_off', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_time_off.create',
  required_scopes: [],
  kind: 'create',
  input: subResourceCreateInputSchema(timeOffCreateSchema),
  async run({ input, http }) {
    const client = explainBambooHrErrors(http);
    const employeeId = numericRemoteId(input.path.id, 'employee');
    const plan = planTimeOffRequest(input.body);
    const needs = needsTimeOffMeta(plan);
    const [meta, policies] = await Promise.all([
      needs.types ? fetchTimeOffTypes(client) : undefined,
      needs.policies ? fetchTimeOffPolicies(client) : [],
    ]);
    const typeId = resolveTimeOffType(plan.typeChoice, meta?.timeOffTypes ?? [], policies);
    const response = await client.put<string>(`${employeePath(employeeId)}/time_off/request`, {
      json: toBambooHrTimeOffRequest(plan, typeId, meta),
      // Each PUT adds a request: a retry after a lost answer would ask twice.
      idempotent: false,
      responseType: 'text',
    });
    const requestId = createdId(response.body, response.headers.location);
    const created = await fetchTimeOffRequest(client, requestId, employeeId);
    return { data: { id: created.id, remote_id: created.remote_id } };
  },
});
