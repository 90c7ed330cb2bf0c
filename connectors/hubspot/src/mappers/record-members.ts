import { encodeCompositeId, toIsoDateTime } from '@openunified/connector-sdk';
import type { PropertyCatalogue } from '../property-catalogue.js';
import type { HubspotObject } from '../provider-schemas.js';
import { customFieldValues } from './custom-fields.js';

/** A property value, trimmed; null when HubSpot sent nothing, an empty string or blanks. */
export function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The non-empty values, trimmed, without repeats, in order: a list of e-mails or phone numbers. */
export function distinctPresent(values: readonly (string | null | undefined)[]): string[] {
  return [...new Set(values.map(present).filter((value): value is string => value !== null))];
}

/**
 * The members every unified record made of a HubSpot CRM object shares: its owner, its custom
 * properties and its timestamps. `lastModifiedProperty` names the modification instant the
 * object type keeps when HubSpot's `updatedAt` is absent.
 */
export function sharedRecordMembers(object: HubspotObject, catalogue: PropertyCatalogue, lastModifiedProperty: string) {
  const { properties } = object;
  const ownerId = present(properties.hubspot_owner_id);
  return {
    owner_id: ownerId === null ? null : encodeCompositeId(ownerId),
    remote_owner_id: ownerId,
    unified_custom_fields: customFieldValues(properties, catalogue),
    created_at: toIsoDateTime(object.createdAt ?? properties.createdate ?? null),
    updated_at: toIsoDateTime(object.updatedAt ?? properties[lastModifiedProperty] ?? null),
  };
}
