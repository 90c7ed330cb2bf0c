import { type CrmList, type CrmListType, encodeCompositeId, mapEnumValue, toIsoDateTime } from '@openunified/connector-sdk';
import type { HubspotList } from '../provider-schemas.js';

/** HubSpot object type ids of the objects a list can hold. */
export const LIST_OBJECT_TYPES: Readonly<Record<string, CrmListType>> = {
  '0-1': 'contacts',
  '0-2': 'accounts',
  '0-3': 'deals',
  '0-5': 'tickets',
};

function count(value: number | string | null | undefined): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}

/**
 * A HubSpot list as a unified list. `processingType` says how members get in: DYNAMIC (kept up
 * to date from the list's filters), MANUAL (added by hand) or SNAPSHOT (filtered once, then
 * frozen); only DYNAMIC is dynamic. The search answer counts members in
 * `additionalProperties.hs_list_size`, the fetch by id in `size`.
 */
export function mapList(list: HubspotList): CrmList {
  const processingType = list.processingType ?? null;
  return {
    id: encodeCompositeId(list.listId),
    remote_id: list.listId,
    name: list.name ?? null,
    type: list.objectTypeId ? mapEnumValue(list.objectTypeId, LIST_OBJECT_TYPES) : null,
    is_dynamic: processingType === null ? null : processingType === 'DYNAMIC',
    record_count: count(list.size ?? list.additionalProperties?.hs_list_size),
    unified_custom_fields: {
      processing_type: processingType,
      processing_status: list.processingStatus ?? null,
      list_version: list.listVersion ?? null,
    },
    created_at: toIsoDateTime(list.createdAt ?? null),
    updated_at: toIsoDateTime(list.updatedAt ?? null),
  };
}
