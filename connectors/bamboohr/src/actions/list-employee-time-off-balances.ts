import { defineAction, paginateArray, parseOffsetCursor, subResourceListInputSchema, z } from '@openunified/connector-sdk';
import { explainBambooHrErrors } from '../provider-errors.js';
import { fetchTimeOffBalances } from '../time-off-balances.js';
import { numericRemoteId } from '../time-off-reads.js';

export const listEmployeeTimeOffBalances = defineAction({
  id: 'bamboohr_list_employee_time_off_balances',
  label: 'List employee time off balances',
  description:
    "Lists what the employee in path.id has left of each time off type today (GET /employees/{id}/time_off/calculator, with the employee's " +
    'assigned policies and the policy and type catalogues: four calls per page). updated_after is ignored: balances are computed for today.',
  tags: ['hris', 'time_off', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_time_off_balances.list',
  required_scopes: [],
  kind: 'list',
  input: subResourceListInputSchema(z.object({}).strict()),
  async run({ input, http }) {
    const { page_size: pageSize, cursor } = input.query;
    parseOffsetCursor(cursor);
    const balances = await fetchTimeOffBalances(explainBambooHrErrors(http), numericRemoteId(input.path.id, 'employee'));
    return paginateArray(balances, pageSize, cursor);
  },
});
