import { encodeCompositeId, type HrisCustomFieldDefinition, mapEnumValue } from '@openunified/connector-sdk';
import type { BambooHrFieldMetadata, BambooHrListField } from '../provider-types.js';
import { textOf } from './organisation.js';

type FieldType = Exclude<NonNullable<HrisCustomFieldDefinition['type']>['value'], null>;

/** BambooHR field types; a list is a single or multi select by its list field's `multiple`. */
const fieldTypeTable: Record<string, FieldType> = {
  text: 'text',
  textarea: 'text',
  email: 'text',
  phone: 'text',
  date: 'date',
  int: 'integer',
  integer: 'integer',
  currency: 'float',
  float: 'float',
  decimal: 'float',
  percentage: 'float',
  checkbox: 'checkbox',
  bool: 'boolean',
  boolean: 'boolean',
  url: 'url',
};

/**
 * Whether a field of `GET /meta/fields` is one the account added: BambooHR gives custom fields an
 * alias starting with "custom", or no alias at all; its standard fields all have one.
 */
export function isCustomField(field: BambooHrFieldMetadata): boolean {
  return field.alias === undefined || field.alias === null || field.alias === '' || field.alias.startsWith('custom');
}

/** The key of the field in an employee's `unified_custom_fields` and in reads' `fields`: its alias, else its id. */
function fieldKey(field: BambooHrFieldMetadata): string {
  return field.alias ? field.alias : String(field.id);
}

/**
 * A custom employee field. Its remote id is BambooHR's field id; a list field's options come
 * from its list (`GET /meta/lists`, matched by field id), archived options left out since an
 * employee can no longer be given them.
 */
export function toCustomFieldDefinition(field: BambooHrFieldMetadata, list: BambooHrListField | undefined): HrisCustomFieldDefinition {
  const remoteId = String(field.id);
  const type = textOf(field.type);
  const isList = type?.toLowerCase() === 'list';
  const mappedType = isList
    ? { value: list?.multiple === 'yes' ? ('multi_select' as const) : ('single_select' as const), source_value: type }
    : type === null
      ? null
      : mapEnumValue(type, fieldTypeTable);
  return {
    id: encodeCompositeId(remoteId),
    remote_id: remoteId,
    name: textOf(field.name),
    description: null,
    type: mappedType,
    options: isList
      ? (list?.options ?? []).filter((option) => option.archived !== 'yes').map((option) => ({ id: String(option.id), value: option.name }))
      : null,
    unified_custom_fields: { alias: field.alias ?? null, key: fieldKey(field), multiple: isList ? list?.multiple === 'yes' : null },
  };
}
