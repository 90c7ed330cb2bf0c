import { defineAction, paginateArray, parseOffsetCursor, subResourceListInputSchema } from '@openunified/connector-sdk';
import { toUnifiedTimeOff } from '../mappers/time-off.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import { assertEmployeeExists, changedSince, fetchTimeOffRequests, inIdOrder, numericRemoteId, timeOffFilterSchema } from '../time-off-reads.js';

export const listEmployeeTimeOff = defineAction({
  id: 'bamboohr_list_employee_time_off',
  label: 'List employee time off requests',
  description:
    'Lists the time off requests of the employee in path.id from one GET /time_off/requests?employeeId= per page (pages are cut from the whole list). ' +
    'Filters as for every request; an unknown employee is a 404.',
  tags: ['hris', 'time_off', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_time_off.list',
  required_scopes: [],
  kind: 'list',
  input: subResourceListInputSchema(timeOffFilterSchema),
  async run({ input, http }) {
    const client = explainBambooHrErrors(http);
    const { page_size: pageSize, cursor, filter, updated_after: updatedAfter } = input.query;
    parseOffsetCursor(cursor);
    const employeeId = numericRemoteId(input.path.id, 'employee');
    const requests = await fetchTimeOffRequests(client, { employeeId, filter });
    // BambooHR answers an unknown employee with an empty list: only then is the employee looked up.
    if (requests.length === 0) await assertEmployeeExists(client, employeeId);
    const page = paginateArray(inIdOrder(changedSince(requests, updatedAfter)), pageSize, cursor);
    return { data: page.data.map(toUnifiedTimeOff), next: page.next };
  },
});
