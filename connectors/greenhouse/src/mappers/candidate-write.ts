import type { AtsCandidateCreate, AtsCandidateUpdate } from '@openunified/connector-sdk';
import { greenhouseIdNumber } from '../greenhouse-ids.js';
import { addressTypes, emailTypes, websiteTypes } from './candidate.js';

/**
 * The unified candidate write bodies (docs/unified/ats.md) as the JSON body of Harvest's
 * `POST /candidates`, `POST /prospects` and `PATCH /candidates/{id}`. A member left out stays out
 * (Greenhouse keeps the value); null clears it; an array replaces Greenhouse's whole list.
 * `country`, `hired_at` and `application_ids` have no Greenhouse candidate field and are not sent.
 */

type CandidateBody = AtsCandidateCreate | AtsCandidateUpdate;
type Contact = { value: string; type?: string | null };

/** Greenhouse's phone types, and the word it takes for each unified one it lacks. */
const greenhousePhoneTypes: Record<string, string> = { home: 'home', work: 'work', mobile: 'mobile', skype: 'skype', other: 'other', personal: 'mobile' };

/** The Greenhouse word for a contact type: the type itself where Greenhouse knows it, else `other`. */
function greenhouseType(type: string | null | undefined, table: Record<string, string>): string {
  return type !== undefined && type !== null && Object.hasOwn(table, type) ? (table[type] as string) : 'other';
}

function typedContacts(entries: readonly Contact[] | null, table: Record<string, string>) {
  return (entries ?? []).map((entry) => ({ value: entry.value, type: greenhouseType(entry.type, table) }));
}

/** A link without a type, or typed as a kind of web site, is a web site; any other type is a social profile. */
function isWebsite(link: { type?: string | null }): boolean {
  return link.type === undefined || link.type === null || Object.hasOwn(websiteTypes, link.type);
}

function userReference(id: string | null, field: string): { id: number } | null {
  return id === null ? null : { id: greenhouseIdNumber(id, field) };
}

/** A custom field without a value is removed: Greenhouse refuses a blank value. */
function customFieldEntry(key: { name_key: string } | { id: number }, value: unknown): Record<string, unknown> {
  return value === null || value === undefined ? { ...key, delete_value: 'true' } : { ...key, value };
}

/** `unified_custom_fields` by immutable field key, and `custom_fields[]` by field id, as Harvest's `custom_fields[]` (candidates and jobs alike). */
export function customFields(
  body: Pick<CandidateBody, 'custom_fields'> & { unified_custom_fields?: CandidateBody['unified_custom_fields'] },
): Record<string, unknown>[] | undefined {
  const byKey = Object.entries(body.unified_custom_fields ?? {}).map(([nameKey, value]) => customFieldEntry({ name_key: nameKey }, value));
  const byId = (body.custom_fields ?? []).map((field, index) => {
    const id = field.remote_id ?? field.id;
    return customFieldEntry({ id: greenhouseIdNumber(id ?? '', `custom_fields.${index}.id`) }, field.value);
  });
  const entries = [...byKey, ...byId];
  return entries.length > 0 ? entries : undefined;
}

/** `name` split at its first space, for the parts the body leaves out. */
function nameParts(body: CandidateBody): { first_name?: string | null; last_name?: string | null } {
  const parts: { first_name?: string | null; last_name?: string | null } = {};
  if (body.first_name !== undefined) parts.first_name = body.first_name;
  if (body.last_name !== undefined) parts.last_name = body.last_name;
  const name = body.name?.trim();
  if (name) {
    const space = name.indexOf(' ');
    if (parts.first_name === undefined) parts.first_name = space === -1 ? name : name.slice(0, space);
    if (parts.last_name === undefined && space !== -1) parts.last_name = name.slice(space + 1).trim();
  }
  return parts;
}

/** `phone_numbers`, else the single number (`phone_number` on create, `phone` on update). */
function phoneNumbers(body: CandidateBody) {
  if (body.phone_numbers !== undefined) {
    return (body.phone_numbers ?? []).map((entry) => ({ value: entry.phone, type: greenhouseType(entry.type, greenhousePhoneTypes) }));
  }
  const single = 'phone_number' in body ? body.phone_number : 'phone' in body ? body.phone : undefined;
  if (single === undefined) return undefined;
  return single === null ? [] : [{ value: single, type: 'mobile' }];
}

function emailAddresses(body: CandidateBody) {
  if (body.emails !== undefined) return typedContacts(body.emails, emailTypes);
  if (body.email === undefined) return undefined;
  return body.email === null ? [] : [{ value: body.email, type: 'personal' }];
}

export function toGreenhouseCandidateBody(body: CandidateBody): Record<string, unknown> {
  const request: Record<string, unknown> = { ...nameParts(body) };
  for (const field of ['company', 'title', 'is_private'] as const) {
    if (body[field] !== undefined) request[field] = body[field];
  }
  const emails = emailAddresses(body);
  if (emails !== undefined) request.email_addresses = emails;
  const phones = phoneNumbers(body);
  if (phones !== undefined) request.phone_numbers = phones;
  if (body.addresses !== undefined) request.addresses = typedContacts(body.addresses, addressTypes);
  if (body.social_links !== undefined) {
    const links = body.social_links ?? [];
    request.website_addresses = typedContacts(
      links.filter(isWebsite).map((link) => ({ value: link.url, type: link.type })),
      websiteTypes,
    );
    request.social_media_addresses = links.filter((link) => !isWebsite(link)).map((link) => ({ value: link.url }));
  }
  if (body.tags !== undefined) request.tags = body.tags ?? [];
  if (body.recruiter_id !== undefined) request.recruiter = userReference(body.recruiter_id, 'recruiter_id');
  if (body.coordinator_id !== undefined) request.coordinator = userReference(body.coordinator_id, 'coordinator_id');
  const fields = customFields(body);
  if (fields !== undefined) request.custom_fields = fields;
  if ('job_ids' in body && body.job_ids !== undefined && body.job_ids !== null && body.job_ids.length > 0) {
    request.applications = body.job_ids.map((jobId) => ({ job_id: greenhouseIdNumber(jobId, 'job_ids') }));
  }
  return { ...request, ...body.passthrough };
}
