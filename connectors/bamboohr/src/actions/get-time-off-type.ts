import { defineAction, getInputSchema, NotFoundError, toRemoteId } from '@openunified/connector-sdk';
import { toTimeOffType } from '../mappers/time-off.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import { fetchTimeOffTypes } from '../time-off-reads.js';

export const getTimeOffType = defineAction({
  id: 'bamboohr_get_time_off_type',
  label: 'Get time off type',
  description: 'Reads one time off type by unified or BambooHR id, from GET /meta/time_off/types (BambooHR has no single-type read).',
  tags: ['hris', 'time_off'],
  schema_type: 'unified',
  unified: 'hris.time_off_types.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const remoteId = toRemoteId(input.path.id);
    const { timeOffTypes } = await fetchTimeOffTypes(explainBambooHrErrors(http));
    const type = timeOffTypes.find((candidate) => String(candidate.id) === remoteId);
    if (!type) throw new NotFoundError(`Time off type ${remoteId} not found`);
    return { data: toTimeOffType(type) };
  },
});
