import { type AtsReference, encodeCompositeId } from '@openunified/connector-sdk';

/** Helpers every Greenhouse mapper shares: ids, references, names and custom fields. */

/** The unified id of a Greenhouse id, or null when Greenhouse names no record. */
export function unifiedId(remoteId: string | null): string | null {
  return remoteId === null ? null : encodeCompositeId(remoteId);
}

export function reference(remoteId: string, name: string | null): AtsReference {
  return { id: encodeCompositeId(remoteId), remote_id: remoteId, name };
}

/** "First Last", or whichever part Greenhouse has; null when it has neither. */
export function fullName(firstName: string | null, lastName: string | null): string | null {
  const name = [firstName, lastName].filter((part) => part !== null && part.trim() !== '').join(' ');
  return name === '' ? null : name;
}

/**
 * Custom field values keyed by the field's immutable key (`keyed_custom_fields`), which is also
 * the `name_key` writes take, so a client can write back what it read. Records without the keyed
 * form fall back to `custom_fields`, keyed by a name-derived key.
 */
export function customFieldValues(
  keyed: Record<string, { value?: unknown } | null> | null,
  plain: Record<string, unknown> | null,
): Record<string, unknown> | null {
  if (keyed !== null) return Object.fromEntries(Object.entries(keyed).map(([key, field]) => [key, field?.value ?? null]));
  return plain;
}
