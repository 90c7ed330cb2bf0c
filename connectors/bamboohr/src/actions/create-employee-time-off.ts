import { defineAction, subResourceCreateInputSchema, timeOffCreateSchema } from '@openunified/connector-sdk';
import { explainBambooHrErrors } from '../provider-errors.js';
import { numericRemoteId } from '../time-off-reads.js';
import { submitTimeOffRequest } from '../time-off-writes.js';

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
    const employeeId = numericRemoteId(input.path.id, 'employee');
    return { data: await submitTimeOffRequest(explainBambooHrErrors(http), employeeId, input.body) };
  },
});
