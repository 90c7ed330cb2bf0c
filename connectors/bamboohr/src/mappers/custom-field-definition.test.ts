import { hrisCustomFieldDefinitionSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { BambooHrFieldMetadata, BambooHrListField } from '../provider-types.js';
import fieldsFixture from './__fixtures__/meta-fields.json' with { type: 'json' };
import listsFixture from './__fixtures__/meta-lists.json' with { type: 'json' };
import { isCustomField, toCustomFieldDefinition } from './custom-field-definition.js';

const fields = fieldsFixture as BambooHrFieldMetadata[];
const lists = listsFixture as BambooHrListField[];
const listOf = (field: BambooHrFieldMetadata) => lists.find((list) => String(list.fieldId) === String(field.id));

describe('employee custom field definitions', () => {
  it('takes the fields with a custom alias, or none, as custom', () => {
    expect(fields.filter(isCustomField).map((field) => field.name)).toEqual(['Shirt Size', 'Languages', 'Bonus Target', 'Badge Photo']);
  });

  it('maps a list field with the options of its list, a multiple list as multi_select', () => {
    const languages = fields[3]!;
    expect(toCustomFieldDefinition(languages, listOf(languages))).toEqual({
      id: 'c28xIQaWQ6NDA1MA',
      remote_id: '4050',
      name: 'Languages',
      description: null,
      type: { value: 'multi_select', source_value: 'list' },
      options: [],
      unified_custom_fields: { alias: null, key: '4050', multiple: true },
    });
    const department = fields[1]!;
    expect(toCustomFieldDefinition(department, listOf(department)).options).toEqual([{ id: '101', value: 'Marketing' }]);
    // A list field whose list the account does not answer has no options.
    expect(toCustomFieldDefinition(fields[2]!, undefined)).toMatchObject({
      type: { value: 'single_select' },
      options: [],
      unified_custom_fields: { key: 'customShirtSize' },
    });
  });

  it('maps the other field types, unknown ones as unmapped_value', () => {
    expect(toCustomFieldDefinition(fields[4]!, undefined)).toMatchObject({ type: { value: 'float', source_value: 'currency' }, options: null });
    expect(toCustomFieldDefinition(fields[5]!, undefined).type).toEqual({ value: 'unmapped_value', source_value: 'file' });
  });

  it('answers the unified model', () => {
    for (const field of fields) expect(hrisCustomFieldDefinitionSchema.safeParse(toCustomFieldDefinition(field, listOf(field))).success).toBe(true);
  });
});
