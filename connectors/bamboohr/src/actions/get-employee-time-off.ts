import { defineAction, subResourceGetInputSchema } from '@openunified/connector-sdk';
import { explainBambooHrErrors } from '../provider-errors.js';
import { fetchTimeOffRequest, numericRemoteId } from '../time-off-reads.js';

export const getEmployeeTimeOff = defineAction({
  id: 'bamboohr_get_employee_time_off',
  label: 'Get employee time off request',
  description: 'Reads one time off request (path.subResourceId) of the employee in path.id; a request of another employee is a 404.',
  tags: ['hris', 'time_off', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_time_off.get',
  required_scopes: [],
  kind: 'get',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    const employeeId = numericRemoteId(input.path.id, 'employee');
    const requestId = numericRemoteId(input.path.subResourceId, 'time off request');
    return { data: await fetchTimeOffRequest(explainBambooHrErrors(http), requestId, employeeId) };
  },
});
