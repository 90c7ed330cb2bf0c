import { encodeCompositeId, type LmsUser, unmappedFields } from '@openunified/connector-sdk';
import type { TalentlmsUser } from '../provider-schemas.js';
import { fromUnixSeconds, parseTalentlmsDate, type TalentlmsDateFormat } from './talentlms-dates.js';

const fieldsWithUnifiedHome = new Set([
  'id',
  'first_name',
  'last_name',
  'email',
  'status',
  'created_on',
  'last_updated',
  'last_updated_timestamp',
  'courses',
  'certifications',
  'branches',
  'groups',
  'badges',
  'login_key',
  'password',
]);

/**
 * TalentLMS user -> docs/unified/lms.md User. `name` joins first and last name; `active` is
 * `status` `active`; `updated_at` comes from `last_updated_timestamp`, `created_at` from the printed
 * `created_on`. TalentLMS keeps no phone number or external id. `login_key` (a one-click sign-in
 * link) is left out on purpose: it signs anyone in as the user.
 */
export function mapUser(user: TalentlmsUser, dateFormat: TalentlmsDateFormat): LmsUser {
  const name = [user.first_name, user.last_name].filter((part) => part).join(' ');
  return {
    id: encodeCompositeId(user.id),
    remote_id: user.id,
    unified_custom_fields: unmappedFields(user, fieldsWithUnifiedHome),
    external_reference: null,
    name: name || null,
    email: user.email || null,
    phone_number: null,
    active: user.status === undefined || user.status === null ? null : user.status === 'active',
    created_at: parseTalentlmsDate(user.created_on, dateFormat),
    updated_at: fromUnixSeconds(user.last_updated_timestamp) ?? parseTalentlmsDate(user.last_updated as string | undefined, dateFormat),
  };
}
