import { defineAction, NotFoundError, subResourceUpdateInputSchema, timeOffCreateSchema } from '@openunified/connector-sdk';
import { planTimeOffUpdate, replacementBody } from '../mappers/time-off-create.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import { fetchTimeOffRequest, fetchTimeOffRequests, numericRemoteId } from '../time-off-reads.js';
import { submitTimeOffRequest } from '../time-off-writes.js';

export const updateEmployeeTimeOff = defineAction({
  id: 'bamboohr_update_employee_time_off',
  label: 'Update employee time off request',
  description:
    'Changes a time off request (path.subResourceId) of the employee in path.id. A status alone (approved, rejected, cancelled, with comment as the note) goes ' +
    'through PUT /time_off/requests/{id}/status and keeps the id. Dates, type or comment changes replace the request with a new one (BambooHR cannot edit a ' +
    'request: previousRequest supersedes it), whose id the answer names.',
  tags: ['hris', 'time_off', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_time_off.update',
  required_scopes: [],
  kind: 'update',
  input: subResourceUpdateInputSchema(timeOffCreateSchema),
  async run({ input, http }) {
    const client = explainBambooHrErrors(http);
    const employeeId = numericRemoteId(input.path.id, 'employee');
    const requestId = numericRemoteId(input.path.subResourceId, 'time off request');
    const plan = planTimeOffUpdate(input.body);
    if (plan.kind === 'status') {
      const request = await fetchTimeOffRequest(client, requestId, employeeId);
      await client.put(`/time_off/requests/${requestId}/status`, {
        json: { status: plan.status, ...(plan.note !== null && { note: plan.note }) },
        responseType: 'none',
      });
      return { data: { id: request.id, remote_id: request.remote_id } };
    }
    const [existing] = await fetchTimeOffRequests(client, { requestId, employeeId });
    if (!existing || String(existing.employeeId) !== employeeId) throw new NotFoundError(`Time off request ${requestId} of employee ${employeeId} not found`);
    const body = replacementBody(input.body, {
      start: existing.start ?? '',
      end: existing.end ?? '',
      typeId: String(existing.type?.id ?? ''),
      status: existing.status?.status ?? 'requested',
      comment: existing.notes?.employee || null,
    });
    return { data: await submitTimeOffRequest(client, employeeId, body, requestId) };
  },
});
