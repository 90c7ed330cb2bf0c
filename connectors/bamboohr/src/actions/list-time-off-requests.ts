import { defineAction, listInputSchema, paginateArray, parseOffsetCursor } from '@openunified/connector-sdk';
import { toUnifiedTimeOff } from '../mappers/time-off.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import { changedSince, fetchTimeOffRequests, inIdOrder, timeOffFilterSchema } from '../time-off-reads.js';

export const listTimeOffRequests = defineAction({
  id: 'bamboohr_list_time_off_requests',
  label: 'List time off requests',
  description:
    "Lists every employee's time off requests from one GET /time_off/requests per page (BambooHR answers the whole list; pages are cut from it). " +
    'Filters: start_date (start on or after), end_date (end on or before); updated_after keeps requests whose status changed on or after that day.',
  tags: ['hris', 'time_off'],
  schema_type: 'unified',
  unified: 'hris.time_off.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(timeOffFilterSchema),
  async run({ input, http }) {
    const { page_size: pageSize, cursor, filter, updated_after: updatedAfter } = input.query;
    parseOffsetCursor(cursor);
    const requests = await fetchTimeOffRequests(explainBambooHrErrors(http), { filter });
    const page = paginateArray(inIdOrder(changedSince(requests, updatedAfter)), pageSize, cursor);
    return { data: page.data.map(toUnifiedTimeOff), next: page.next };
  },
});
