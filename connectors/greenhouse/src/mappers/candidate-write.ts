import type { AtsCandidateCreate, AtsCandidateUpdate } from '@openunified/connector-sdk';
import { greenhouseIdNumber } from '../greenhouse-ids.js';
import { addressTypes, emailTypes, phoneTypes, websiteTypes } from './candidate.js';

/**
 * The unified candidate write bodies (docs/unified/ats.md) as the JSON body of Harvest's
 * `POST /candidates` and `PATCH /candidates/{id}`. A member left out stays out (Greenhouse keeps
 * the value); null clears it; an array replaces Greenhouse's whole list.
 */

type WritableType = { value?: string | null; source_value?: string | number | boolean | null } | null | undefined;
type WritableContact = { value: string; type?: WritableType };

/** The Greenhouse word for a contact type: the provider's own value wins, else the unified one if Greenhouse has it. */
function greenhouseType(type: WritableType, table: Record<string, string>): string {
  if (type?.source_value !== undefined && type.source_value !== null) return String(type.source_value);
  const unified = type?.value;
  return unified !== undefined && unified !== null && unified in table ? unified : 'other';
}

function typedContacts(entries: readonly WritableContact[] | null, table: Record<string, string>) {
  return (entries ?? []).map((entry) => ({ value: entry.value, type: greenhouseType(entry.type, table) }));
}

function isSocialProfile(entry: WritableContact): boolean {
  return entry.type?.value === 'social_media' && (entry.type.source_value === undefined || entry.type.source_value === null);
}

function userReference(id: string | null, field: string): { id: number } | null {
  return id === null ? null : { id: greenhouseIdNumber(id, field) };
}

/**
 * `unified_custom_fields` as Harvest's `custom_fields[]`: by immutable field key, and
 * `delete_value` for null, since Greenhouse refuses a blank value.
 */
function customFields(values: Record<string, unknown>): Record<string, unknown>[] {
  return Object.entries(values).map(([nameKey, value]) =>
    value === null || value === undefined ? { name_key: nameKey, delete_value: 'true' } : { name_key: nameKey, value },
  );
}

export function toGreenhouseCandidateBody(body: AtsCandidateUpdate | AtsCandidateCreate): Record<string, unknown> {
  const request: Record<string, unknown> = {};
  for (const field of ['first_name', 'last_name', 'company', 'title', 'is_private'] as const) {
    if (body[field] !== undefined) request[field] = body[field];
  }
  if (body.emails !== undefined) request.email_addresses = typedContacts(body.emails, emailTypes);
  if (body.phone_numbers !== undefined) request.phone_numbers = typedContacts(body.phone_numbers, phoneTypes);
  if (body.addresses !== undefined) request.addresses = typedContacts(body.addresses, addressTypes);
  if (body.urls !== undefined) {
    const urls = body.urls ?? [];
    request.website_addresses = typedContacts(
      urls.filter((entry) => !isSocialProfile(entry)),
      websiteTypes,
    );
    request.social_media_addresses = urls.filter(isSocialProfile).map((entry) => ({ value: entry.value }));
  }
  if (body.tags !== undefined) request.tags = body.tags ?? [];
  if (body.recruiter_id !== undefined) request.recruiter = userReference(body.recruiter_id, 'recruiter_id');
  if (body.coordinator_id !== undefined) request.coordinator = userReference(body.coordinator_id, 'coordinator_id');
  if (body.unified_custom_fields) request.custom_fields = customFields(body.unified_custom_fields);
  if ('job_ids' in body && body.job_ids !== undefined) {
    request.applications = (body.job_ids ?? []).map((jobId) => ({ job_id: greenhouseIdNumber(jobId, 'job_ids') }));
  }
  return { ...request, ...body.passthrough };
}
