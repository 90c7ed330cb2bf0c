import { defineAction, getInputSchema, listInputSchema, paginateArray, parseOffsetCursor, z } from '@openunified/connector-sdk';
import { toLocation } from '../mappers/organisation.js';
import { fetchListFields, findOption, optionsOf } from '../organisation-reads.js';
import { explainBambooHrErrors } from '../provider-errors.js';

export const listLocationsAction = defineAction({
  id: 'bamboohr_list_locations',
  label: 'List locations',
  description:
    "Lists the options of the account's Location list field (GET /meta/lists, one call per page; pages are cut from the whole list), archived ones " +
    'flagged in unified_custom_fields. BambooHR keeps a name only, no address. updated_after is ignored.',
  tags: ['hris', 'locations'],
  schema_type: 'unified',
  unified: 'hris.locations.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(z.object({}).strict()),
  async run({ input, http }) {
    parseOffsetCursor(input.query.cursor);
    const { listFieldId, options } = optionsOf(await fetchListFields(explainBambooHrErrors(http)), 'location');
    const page = paginateArray(options, input.query.page_size, input.query.cursor);
    return { data: page.data.map((option) => toLocation(option, listFieldId)), next: page.next };
  },
});

export const getLocationAction = defineAction({
  id: 'bamboohr_get_location',
  label: 'Get location',
  description: 'Reads one option of the Location list field by unified or BambooHR option id (GET /meta/lists).',
  tags: ['hris', 'locations'],
  schema_type: 'unified',
  unified: 'hris.locations.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const { option, listFieldId } = findOption(await fetchListFields(explainBambooHrErrors(http)), input.path.id, ['location'], 'Location');
    return { data: toLocation(option, listFieldId) };
  },
});
