import {
  defineAction,
  getInputSchema,
  listInputSchema,
  NotFoundError,
  type ProviderHttpClient,
  paginateArray,
  parseOffsetCursor,
  toRemoteId,
  z,
} from '@openunified/connector-sdk';
import { isCustomField, toCustomFieldDefinition } from '../mappers/custom-field-definition.js';
import { fetchListFields } from '../organisation-reads.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import { fetchFieldCatalogue } from '../reference-reads.js';

/** The custom fields of the account with the list each list field draws its options from: two calls, made at once. */
async function customFieldDefinitions(http: ProviderHttpClient) {
  const [fields, lists] = await Promise.all([fetchFieldCatalogue(http), fetchListFields(http)]);
  return fields.filter(isCustomField).map((field) =>
    toCustomFieldDefinition(
      field,
      lists.find((list) => String(list.fieldId) === String(field.id)),
    ),
  );
}

export const listEmployeeCustomFieldDefinitionsAction = defineAction({
  id: 'bamboohr_list_employee_custom_field_definitions',
  label: 'List employee custom field definitions',
  description:
    "Lists the account's custom employee fields (GET /meta/fields, those with a custom alias or none) with the options of list fields " +
    '(GET /meta/lists): two calls per page; pages are cut from the whole list. updated_after is ignored: BambooHR does not date fields.',
  tags: ['hris', 'custom_fields'],
  schema_type: 'unified',
  unified: 'hris.employee_custom_field_definitions.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(z.object({}).strict()),
  async run({ input, http }) {
    parseOffsetCursor(input.query.cursor);
    const definitions = await customFieldDefinitions(explainBambooHrErrors(http));
    return paginateArray(definitions, input.query.page_size, input.query.cursor);
  },
});

export const getEmployeeCustomFieldDefinitionAction = defineAction({
  id: 'bamboohr_get_employee_custom_field_definition',
  label: 'Get employee custom field definition',
  description: 'Reads one custom employee field by unified or BambooHR field id, or its alias (GET /meta/fields and /meta/lists); a standard field is a 404.',
  tags: ['hris', 'custom_fields'],
  schema_type: 'unified',
  unified: 'hris.employee_custom_field_definitions.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const remoteId = toRemoteId(input.path.id);
    const definition = (await customFieldDefinitions(explainBambooHrErrors(http))).find(
      (candidate) => candidate.remote_id === remoteId || candidate.unified_custom_fields?.key === remoteId,
    );
    if (!definition) throw new NotFoundError(`Custom field ${remoteId} not found`);
    return { data: definition };
  },
});
