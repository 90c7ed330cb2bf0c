import { toIsoDateTime } from '@openunified/connector-sdk';
import type { PropertyCatalogue } from '../property-catalogue.js';
import type { HubspotProperty } from '../provider-schemas.js';

/**
 * A custom property value as HubSpot sends it (always a string) turned into what its type says:
 * numbers, booleans, multiple-choice options as an array, date-times in ISO 8601. Dates stay
 * `YYYY-MM-DD`: they have no time of day or zone. An empty value is null.
 */
export function typedPropertyValue(definition: HubspotProperty, value: string | null | undefined): unknown {
  if (value === null || value === undefined || value === '') return null;
  switch (definition.type) {
    case 'number': {
      const number = Number(value);
      return Number.isFinite(number) ? number : value;
    }
    case 'bool':
      return value === 'true' ? true : value === 'false' ? false : value;
    case 'datetime':
      return toIsoDateTime(value) ?? value;
    case 'enumeration':
      return definition.fieldType === 'checkbox' ? value.split(';').filter((option) => option !== '') : value;
    default:
      return value;
  }
}

/** `unified_custom_fields`: every custom property of the account, by HubSpot name, typed. */
export function customFieldValues(properties: Record<string, string | null>, catalogue: PropertyCatalogue): Record<string, unknown> {
  return Object.fromEntries(catalogue.custom().map((definition) => [definition.name, typedPropertyValue(definition, properties[definition.name])]));
}
