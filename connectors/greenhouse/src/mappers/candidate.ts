import { type AtsCandidate, encodeCompositeId, toIsoDateTime } from '@openunified/connector-sdk';
import type { GreenhouseCandidate } from '../provider-schemas.js';
import { customFieldValues, fullName, unifiedId } from './shared-fields.js';

/**
 * Contact types. The unified `type` of a candidate's contact details is a plain word, not an
 * enum object: Greenhouse's word where the unified list has it, else the nearest unified one.
 */
export const emailTypes = { personal: 'personal', work: 'work', other: 'other' } as const;
/** Greenhouse's phone types; `skype` has no unified counterpart. */
export const phoneTypes = { home: 'home', work: 'work', mobile: 'mobile', skype: 'other', other: 'other' } as const;
export const addressTypes = { home: 'home', work: 'work', other: 'other' } as const;
/** Greenhouse's `website_addresses[].type`; social profiles live apart, in `social_media_addresses`. */
export const websiteTypes = { personal: 'personal', company: 'company', portfolio: 'portfolio', blog: 'blog', other: 'other' } as const;
/** The social link type of an entry of `social_media_addresses`, which Greenhouse gives no type. */
export const SOCIAL_MEDIA_TYPE = 'social_media';

/** The unified word for a Greenhouse contact type; `other` for a type Greenhouse adds later. */
function contactType<Unified extends string>(type: string | null, table: Record<string, Unified>, fallback: Unified): Unified | null {
  if (type === null) return null;
  return Object.hasOwn(table, type) ? (table[type] as Unified) : fallback;
}

/** The address to write to first: a work address, else the first of any type. */
function primaryEmail(candidate: GreenhouseCandidate): string | null {
  const addresses = candidate.email_addresses;
  return (addresses.find((address) => address.type === 'work') ?? addresses[0])?.value ?? null;
}

export function mapCandidate(candidate: GreenhouseCandidate): AtsCandidate {
  const phoneNumbers = candidate.phone_numbers.map((entry) => ({ phone: entry.value, type: contactType(entry.type, phoneTypes, 'other') }));
  return {
    id: encodeCompositeId(candidate.id),
    remote_id: candidate.id,
    first_name: candidate.first_name,
    last_name: candidate.last_name,
    name: fullName(candidate.first_name, candidate.last_name),
    email: primaryEmail(candidate),
    emails: candidate.email_addresses.map((entry) => ({ value: entry.value, type: contactType(entry.type, emailTypes, 'other') })),
    phone: phoneNumbers[0]?.phone ?? null,
    phone_numbers: phoneNumbers,
    addresses: candidate.addresses.map((entry) => ({ value: entry.value, type: contactType(entry.type, addressTypes, 'other') })),
    social_links: [
      ...candidate.website_addresses.map((entry) => ({ url: entry.value, type: contactType(entry.type, websiteTypes, 'other') })),
      // Greenhouse gives social profiles no type of their own: the list they sit in is the type.
      ...candidate.social_media_addresses.map((entry) => ({ url: entry.value, type: SOCIAL_MEDIA_TYPE })),
    ],
    company: candidate.company,
    title: candidate.title,
    tags: candidate.tags,
    is_private: candidate.is_private,
    can_email: candidate.can_email,
    application_ids: candidate.application_ids.map((id) => encodeCompositeId(id)),
    remote_application_ids: candidate.application_ids,
    recruiter_id: unifiedId(candidate.recruiter?.id ?? null),
    coordinator_id: unifiedId(candidate.coordinator?.id ?? null),
    last_activity_at: toIsoDateTime(candidate.last_activity),
    created_at: toIsoDateTime(candidate.created_at),
    updated_at: toIsoDateTime(candidate.updated_at),
    unified_custom_fields: customFieldValues(candidate.keyed_custom_fields, candidate.custom_fields),
  };
}
