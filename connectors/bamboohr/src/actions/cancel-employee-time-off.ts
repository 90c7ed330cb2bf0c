import { defineAction, subResourceGetInputSchema } from '@openunified/connector-sdk';
import { explainBambooHrErrors } from '../provider-errors.js';
import { fetchTimeOffRequest, numericRemoteId } from '../time-off-reads.js';

export const cancelEmployeeTimeOff = defineAction({
  id: 'bamboohr_cancel_employee_time_off',
  label: 'Cancel employee time off request',
  description:
    'Cancels a time off request (path.subResourceId) of the employee in path.id: BambooHR keeps the request, its status canceled ' +
    '(GET /time_off/requests?id= to check it is theirs, then PUT /time_off/requests/{id}/status). A superseded or canceled request is a 400.',
  tags: ['hris', 'time_off', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_time_off.delete',
  required_scopes: [],
  kind: 'delete',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    const client = explainBambooHrErrors(http);
    const employeeId = numericRemoteId(input.path.id, 'employee');
    const requestId = numericRemoteId(input.path.subResourceId, 'time off request');
    const request = await fetchTimeOffRequest(client, requestId, employeeId);
    await client.put(`/time_off/requests/${requestId}/status`, { json: { status: 'canceled' }, responseType: 'none' });
    return { data: { id: request.id, remote_id: request.remote_id } };
  },
});
