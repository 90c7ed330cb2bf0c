import { defineAction, NotFoundError, subResourceGetInputSchema, toRemoteId } from '@openunified/connector-sdk';
import { explainBambooHrErrors } from '../provider-errors.js';
import { fetchTimeOffBalances } from '../time-off-balances.js';
import { numericRemoteId } from '../time-off-reads.js';

export const getEmployeeTimeOffBalance = defineAction({
  id: 'bamboohr_get_employee_time_off_balance',
  label: 'Get employee time off balance',
  description: 'Reads the balance of one time off type (path.subResourceId: the type id) of the employee in path.id, from the calculator.',
  tags: ['hris', 'time_off', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_time_off_balances.get',
  required_scopes: [],
  kind: 'get',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    const employeeId = numericRemoteId(input.path.id, 'employee');
    const typeId = toRemoteId(input.path.subResourceId);
    const balance = (await fetchTimeOffBalances(explainBambooHrErrors(http), employeeId)).find((candidate) => candidate.remote_id === typeId);
    if (!balance) throw new NotFoundError(`Employee ${employeeId} has no time off balance of type ${typeId}`);
    return { data: balance };
  },
});
