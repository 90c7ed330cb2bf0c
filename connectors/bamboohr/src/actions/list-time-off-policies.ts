import { defineAction, listInputSchema, paginateArray, parseOffsetCursor, z } from '@openunified/connector-sdk';
import { toTimeOffPolicy } from '../mappers/time-off.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import { fetchTimeOffPolicies, fetchTimeOffTypes } from '../time-off-reads.js';

export const listTimeOffPolicies = defineAction({
  id: 'bamboohr_list_time_off_policies',
  label: 'List time off policies',
  description:
    "Lists the account's time off policies (GET /meta/time_off/policies, with GET /meta/time_off/types for each policy's type and unit: " +
    'two calls per page; pages are cut from the whole list). updated_after is ignored: BambooHR does not date policies.',
  tags: ['hris', 'time_off'],
  schema_type: 'unified',
  unified: 'hris.time_off_policies.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(z.object({}).strict()),
  async run({ input, http }) {
    const client = explainBambooHrErrors(http);
    const { page_size: pageSize, cursor } = input.query;
    parseOffsetCursor(cursor);
    const [policies, { timeOffTypes }] = await Promise.all([fetchTimeOffPolicies(client), fetchTimeOffTypes(client)]);
    const page = paginateArray(policies, pageSize, cursor);
    const typeOf = (typeId: string | number) => timeOffTypes.find((type) => String(type.id) === String(typeId));
    return { data: page.data.map((policy) => toTimeOffPolicy(policy, typeOf(policy.timeOffTypeId))), next: page.next };
  },
});
