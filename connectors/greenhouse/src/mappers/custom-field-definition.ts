import { type AtsCustomFieldDefinition, encodeCompositeId, mapEnumValue } from '@openunified/connector-sdk';
import type { GreenhouseCustomField } from '../provider-reference-schemas.js';

/**
 * Greenhouse's `value_type`s and the unified kind of each. Currency, ranges and user fields hold
 * structured values no unified kind describes: they stay `unmapped_value` with their own word.
 */
const valueTypes = {
  short_text: 'text',
  long_text: 'text',
  yes_no: 'boolean',
  single_select: 'single_select',
  multi_select: 'multi_select',
  number: 'float',
  date: 'date',
  url: 'url',
} as const;

const selectTypes = new Set(['single_select', 'multi_select']);

export function mapCustomFieldDefinition(field: GreenhouseCustomField): AtsCustomFieldDefinition {
  const options = [...field.custom_field_options].sort((left, right) => (left.priority ?? 0) - (right.priority ?? 0));
  return {
    id: encodeCompositeId(field.id),
    remote_id: field.id,
    name: field.name,
    description: field.description,
    type: field.value_type === null ? null : mapEnumValue(field.value_type, valueTypes),
    // A select value is written as the option's id (Harvest's `custom_fields[].value`).
    options: field.value_type !== null && selectTypes.has(field.value_type) ? options.map((option) => ({ id: option.id, value: option.name })) : null,
    unified_custom_fields: {
      // The key records carry the field's value under in unified_custom_fields, and writes take.
      name_key: field.name_key,
      field_type: field.field_type,
      active: field.active,
      private: field.private,
      required: field.required,
      priority: field.priority,
    },
  };
}
