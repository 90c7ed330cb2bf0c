import { defineAction, getInputSchema } from '@openunified/connector-sdk';
import { explainBambooHrErrors } from '../provider-errors.js';
import { fetchTimeOffRequest, numericRemoteId } from '../time-off-reads.js';

export const getTimeOffRequest = defineAction({
  id: 'bamboohr_get_time_off_request',
  label: 'Get time off request',
  description: 'Reads one time off request by unified or BambooHR id (GET /time_off/requests?id=).',
  tags: ['hris', 'time_off'],
  schema_type: 'unified',
  unified: 'hris.time_off.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    return { data: await fetchTimeOffRequest(explainBambooHrErrors(http), numericRemoteId(input.path.id, 'time off request')) };
  },
});
