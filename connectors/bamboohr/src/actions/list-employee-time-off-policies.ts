import { defineAction, paginateArray, parseOffsetCursor, subResourceListInputSchema, timeOffTypeValues, z } from '@openunified/connector-sdk';
import { employeePath } from '../employee-reads.js';
import { toTimeOffPolicy } from '../mappers/time-off.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import type { BambooHrAssignedTimeOffPolicy } from '../provider-types.js';
import { fetchTimeOffPolicies, fetchTimeOffTypes, numericRemoteId } from '../time-off-reads.js';

export const listEmployeeTimeOffPolicies = defineAction({
  id: 'bamboohr_list_employee_time_off_policies',
  label: 'List employee time off policies',
  description:
    'Lists the time off policies assigned to the employee in path.id (GET /employees/{id}/time_off/policies, with the policy and type catalogues ' +
    'GET /meta/time_off/policies and /meta/time_off/types: three calls per page). filter[type] keeps policies of that unified type; updated_after ' +
    'is ignored: BambooHR does not date assignments.',
  tags: ['hris', 'time_off', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_time_off_policies.list',
  required_scopes: [],
  kind: 'list',
  input: subResourceListInputSchema(
    z
      .object({
        type: z
          .enum([...timeOffTypeValues, 'unmapped_value'])
          .optional()
          .describe('Policies of this unified type only'),
      })
      .strict(),
  ),
  async run({ input, http }) {
    const client = explainBambooHrErrors(http);
    const { page_size: pageSize, cursor, filter } = input.query;
    parseOffsetCursor(cursor);
    const path = employeePath(numericRemoteId(input.path.id, 'employee'));
    const [assigned, policies, { timeOffTypes }] = await Promise.all([
      client.get<BambooHrAssignedTimeOffPolicy[]>(`${path}/time_off/policies`).then((response) => response.body ?? []),
      fetchTimeOffPolicies(client),
      fetchTimeOffTypes(client),
    ]);
    const unified = assigned.flatMap((assignment) => {
      const policy = policies.find((candidate) => String(candidate.id) === String(assignment.timeOffPolicyId));
      if (!policy) return [];
      return [
        toTimeOffPolicy(
          policy,
          timeOffTypes.find((type) => String(type.id) === String(policy.timeOffTypeId)),
        ),
      ];
    });
    const kept = filter?.type === undefined ? unified : unified.filter((policy) => policy.type?.value === filter.type);
    return paginateArray(kept, pageSize, cursor);
  },
});
