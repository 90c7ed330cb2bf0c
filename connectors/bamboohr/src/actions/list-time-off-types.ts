import { defineAction, listInputSchema, paginateArray, parseOffsetCursor, z } from '@openunified/connector-sdk';
import { toTimeOffType } from '../mappers/time-off.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import { fetchTimeOffTypes } from '../time-off-reads.js';

export const listTimeOffTypes = defineAction({
  id: 'bamboohr_list_time_off_types',
  label: 'List time off types',
  description:
    "Lists the account's time off types (GET /meta/time_off/types, one call per page; pages are cut from the whole list). " +
    'updated_after is ignored: BambooHR does not date types.',
  tags: ['hris', 'time_off'],
  schema_type: 'unified',
  unified: 'hris.time_off_types.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(z.object({}).strict()),
  async run({ input, http }) {
    const { page_size: pageSize, cursor } = input.query;
    parseOffsetCursor(cursor);
    const { timeOffTypes } = await fetchTimeOffTypes(explainBambooHrErrors(http));
    const page = paginateArray(timeOffTypes, pageSize, cursor);
    return { data: page.data.map(toTimeOffType), next: page.next };
  },
});
