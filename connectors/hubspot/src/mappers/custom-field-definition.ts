import { type CrmCustomFieldDefinition, type CrmCustomFieldType, encodeCompositeId, UNMAPPED_VALUE, unmappedFields } from '@openunified/connector-sdk';
import type { HubspotProperty } from '../provider-schemas.js';

/**
 * The unified kind of a HubSpot property. Its `type` is the stored value's type; for
 * enumerations the `fieldType` (the input HubSpot shows) tells one choice from several.
 * HubSpot numbers may have decimals, so they are floats; a datetime is a date with a time.
 */
function customFieldType(property: HubspotProperty): CrmCustomFieldType | typeof UNMAPPED_VALUE {
  switch (property.type) {
    case 'enumeration':
      if (property.fieldType === 'checkbox') return 'multi_select';
      if (property.fieldType === 'booleancheckbox') return 'boolean';
      return 'single_select';
    case 'bool':
      return 'boolean';
    case 'number':
      return 'float';
    case 'date':
    case 'datetime':
      return 'date';
    case 'string':
    case 'phone_number':
      return property.fieldType === 'file' ? 'other' : 'text';
    default:
      return UNMAPPED_VALUE;
  }
}

const mappedKeys = new Set(['name', 'label', 'description', 'options']);

/**
 * A HubSpot property definition as a unified custom field definition. Its id is the property's
 * internal name, the key of its value in a record's `unified_custom_fields`; an option's id is
 * the internal value a write sends, its value the label. HubSpot's `type`, `fieldType`,
 * `groupName` and the rest stay in `unified_custom_fields`.
 */
export function mapCustomFieldDefinition(property: HubspotProperty): CrmCustomFieldDefinition {
  const choices = property.type === 'enumeration' || property.type === 'bool';
  return {
    id: encodeCompositeId(property.name),
    remote_id: property.name,
    name: property.label ?? null,
    description: typeof property.description === 'string' && property.description !== '' ? property.description : null,
    type: { value: customFieldType(property), source_value: property.type },
    options: choices ? (property.options ?? []).map((option) => ({ id: option.value, value: option.label })) : null,
    unified_custom_fields: unmappedFields(property, mappedKeys),
  };
}
