import {
  type AtsCandidate,
  atsAddressTypeValues,
  atsEmailTypeValues,
  atsPhoneTypeValues,
  encodeCompositeId,
  mapEnumValue,
  toIsoDateTime,
} from '@openunified/connector-sdk';
import type { GreenhouseCandidate } from '../provider-schemas.js';
import { customFieldValues, fullName, unifiedId } from './shared-fields.js';

/** Greenhouse's contact types are the unified ones, word for word. */
function identityTable<const Values extends readonly string[]>(values: Values): Record<string, Values[number]> {
  return Object.fromEntries(values.map((value) => [value, value]));
}

export const emailTypes = identityTable(atsEmailTypeValues);
export const phoneTypes = identityTable(atsPhoneTypeValues);
export const addressTypes = identityTable(atsAddressTypeValues);
/** Greenhouse's `website_addresses[].type`; social profiles live apart, in `social_media_addresses`. */
export const websiteTypes = identityTable(['personal', 'company', 'portfolio', 'blog', 'other'] as const);

function contacts<Unified extends string>(entries: { value: string; type: string | null }[], table: Record<string, Unified>) {
  return entries.map((entry) => ({ value: entry.value, type: entry.type === null ? null : mapEnumValue(entry.type, table) }));
}

/** The address to write to first: a work address, else the first of any type. */
function primaryEmail(candidate: GreenhouseCandidate): string | null {
  const addresses = candidate.email_addresses;
  return (addresses.find((address) => address.type === 'work') ?? addresses[0])?.value ?? null;
}

export function mapCandidate(candidate: GreenhouseCandidate): AtsCandidate {
  return {
    id: encodeCompositeId(candidate.id),
    remote_id: candidate.id,
    first_name: candidate.first_name,
    last_name: candidate.last_name,
    name: fullName(candidate.first_name, candidate.last_name),
    email: primaryEmail(candidate),
    emails: contacts(candidate.email_addresses, emailTypes),
    phone_numbers: contacts(candidate.phone_numbers, phoneTypes),
    addresses: contacts(candidate.addresses, addressTypes),
    urls: [
      ...contacts(candidate.website_addresses, websiteTypes),
      // Greenhouse gives social profiles no type of their own: the list they sit in is the type.
      ...candidate.social_media_addresses.map((entry) => ({ value: entry.value, type: { value: 'social_media' as const, source_value: null } })),
    ],
    company: candidate.company,
    title: candidate.title,
    tags: candidate.tags,
    is_private: candidate.is_private,
    can_email: candidate.can_email,
    application_ids: candidate.application_ids.map((id) => encodeCompositeId(id)),
    recruiter_id: unifiedId(candidate.recruiter?.id ?? null),
    coordinator_id: unifiedId(candidate.coordinator?.id ?? null),
    last_activity_at: toIsoDateTime(candidate.last_activity),
    created_at: toIsoDateTime(candidate.created_at),
    updated_at: toIsoDateTime(candidate.updated_at),
    unified_custom_fields: customFieldValues(candidate.keyed_custom_fields, candidate.custom_fields),
  };
}
