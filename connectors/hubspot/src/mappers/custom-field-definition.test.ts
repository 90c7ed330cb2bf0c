import { encodeCompositeId, UNMAPPED_VALUE } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { HubspotProperty } from '../provider-schemas.js';
import propertiesFixture from './__fixtures__/properties.json' with { type: 'json' };
import { mapCustomFieldDefinition } from './custom-field-definition.js';

const fixture = (name: string) => propertiesFixture.results.find((property) => property.name === name) as HubspotProperty;
const property = (overrides: Partial<HubspotProperty>): HubspotProperty => ({
  name: 'custom_one',
  label: 'Custom one',
  type: 'string',
  fieldType: 'text',
  ...overrides,
});

describe('mapCustomFieldDefinition', () => {
  it('maps a single choice with its options: the internal value is the id, the label the value', () => {
    expect(mapCustomFieldDefinition(fixture('favorite_product'))).toEqual({
      id: encodeCompositeId('favorite_product'),
      remote_id: 'favorite_product',
      name: 'Favorite product',
      description: null,
      type: { value: 'single_select', source_value: 'enumeration' },
      options: fixture('favorite_product').options!.map((option) => ({ id: option.value, value: option.label })),
      unified_custom_fields: { type: 'enumeration', fieldType: 'select', groupName: 'custom_properties' },
    });
  });

  it("tells HubSpot's kinds apart by type and, for enumerations, by fieldType", () => {
    const kind = (overrides: Partial<HubspotProperty>) => mapCustomFieldDefinition(property(overrides)).type?.value;
    expect(kind({ type: 'enumeration', fieldType: 'checkbox' })).toBe('multi_select');
    expect(kind({ type: 'enumeration', fieldType: 'radio' })).toBe('single_select');
    expect(kind({ type: 'enumeration', fieldType: 'booleancheckbox' })).toBe('boolean');
    expect(kind({ type: 'bool', fieldType: 'booleancheckbox' })).toBe('boolean');
    expect(kind({ type: 'number', fieldType: 'number' })).toBe('float');
    expect(kind({ type: 'date', fieldType: 'date' })).toBe('date');
    expect(kind({ type: 'datetime', fieldType: 'date' })).toBe('date');
    expect(kind({ type: 'string', fieldType: 'textarea' })).toBe('text');
    expect(kind({ type: 'string', fieldType: 'file' })).toBe('other');
    expect(mapCustomFieldDefinition(property({ type: 'object_coordinates', fieldType: 'text' })).type).toEqual({
      value: UNMAPPED_VALUE,
      source_value: 'object_coordinates',
    });
  });

  it('gives options only to choice fields, and a description only when HubSpot has one', () => {
    expect(mapCustomFieldDefinition(fixture('nps_score')).options).toBeNull();
    expect(mapCustomFieldDefinition(fixture('newsletter_opt_in')).options).toEqual([
      { id: 'true', value: 'Yes' },
      { id: 'false', value: 'No' },
    ]);
    expect(mapCustomFieldDefinition(property({ type: 'enumeration', fieldType: 'select', options: null })).options).toEqual([]);
    expect(mapCustomFieldDefinition(property({ description: 'Why it exists' })).description).toBe('Why it exists');
    expect(mapCustomFieldDefinition(property({ label: null })).name).toBeNull();
  });
});
