import { defineAction, getInputSchema, NotFoundError, toRemoteId } from '@openunified/connector-sdk';
import { toTimeOffPolicy } from '../mappers/time-off.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import { fetchTimeOffPolicies, fetchTimeOffTypes } from '../time-off-reads.js';

export const getTimeOffPolicy = defineAction({
  id: 'bamboohr_get_time_off_policy',
  label: 'Get time off policy',
  description: 'Reads one time off policy by unified or BambooHR id, from GET /meta/time_off/policies and /meta/time_off/types.',
  tags: ['hris', 'time_off'],
  schema_type: 'unified',
  unified: 'hris.time_off_policies.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const client = explainBambooHrErrors(http);
    const remoteId = toRemoteId(input.path.id);
    const [policies, { timeOffTypes }] = await Promise.all([fetchTimeOffPolicies(client), fetchTimeOffTypes(client)]);
    const policy = policies.find((candidate) => String(candidate.id) === remoteId);
    if (!policy) throw new NotFoundError(`Time off policy ${remoteId} not found`);
    return {
      data: toTimeOffPolicy(
        policy,
        timeOffTypes.find((type) => String(type.id) === String(policy.timeOffTypeId)),
      ),
    };
  },
});
