import { toIsoDateTime } from '@openunified/connector-sdk';

/**
 * For collections Okta cannot filter by time: whether a record last changed after `updatedAfter`.
 * A record without a timestamp is kept, so an incremental sync never misses it.
 */
export function changedAfter(lastUpdated: string | null | undefined, updatedAfter: string | undefined): boolean {
  if (updatedAfter === undefined) return true;
  const instant = toIsoDateTime(lastUpdated);
  return instant === null || Date.parse(instant) > Date.parse(updatedAfter);
}
