import { defineAction, syncParamsSchema } from '@openunified/connector-sdk';
import { explainBambooHrErrors } from '../provider-errors.js';
import type { BambooHrFieldMetadata } from '../provider-types.js';

export const listFields = defineAction({
  id: 'bamboohr_list_fields',
  label: 'List fields',
  description:
    "Lists the account's employee fields (GET /meta/fields), standard and custom, with their ids, aliases and types: the names passthrough and custom_fields take.",
  tags: ['hris', 'metadata'],
  schema_type: 'native',
  required_scopes: [],
  kind: 'other',
  input: syncParamsSchema,
  async run({ http }) {
    const response = await explainBambooHrErrors(http).get<BambooHrFieldMetadata[]>('/meta/fields');
    return { data: response.body ?? [] };
  },
});
