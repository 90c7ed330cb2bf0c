import {
  encodeCompositeId,
  type IamReference,
  type IamUser,
  type IamUserStatus,
  mapEnumValue,
  toIsoDateTime,
  unmappedFields,
} from '@openunified/connector-sdk';
import type { OktaGroup, OktaUser } from '../provider-schemas.js';
import { mappedKeys } from './mapped-keys.js';

/**
 * Okta user statuses (https://developer.okta.com/docs/api/openapi/okta-management/management/tag/User/#tag/User/section/User-lifecycle)
 * by whether the person can sign in: RECOVERY and PASSWORD_EXPIRED users can, after a reset;
 * LOCKED_OUT users cannot until unlocked. A status Okta adds later comes out as `unmapped_value`.
 */
export const oktaUserStatuses: Readonly<Record<string, IamUserStatus>> = {
  STAGED: 'pending',
  PROVISIONED: 'pending',
  ACTIVE: 'enabled',
  RECOVERY: 'enabled',
  PASSWORD_EXPIRED: 'enabled',
  LOCKED_OUT: 'disabled',
  SUSPENDED: 'disabled',
  DEPROVISIONED: 'disabled',
};

const mappedUserKeys = mappedKeys('id', 'status', 'created', 'lastLogin', 'lastUpdated', 'profile', 'credentials');
const mappedProfileKeys = mappedKeys('login', 'email', 'firstName', 'lastName', 'displayName');

function blankToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value;
}

function displayName(profile: OktaUser['profile']): string | null {
  const fullName = [profile?.firstName, profile?.lastName].map(blankToNull).filter(Boolean).join(' ');
  return blankToNull(profile?.displayName) ?? blankToNull(fullName);
}

/** A group as another record refers to it. */
export function groupReference(group: OktaGroup): IamReference {
  return { id: encodeCompositeId(group.id), remote_id: group.id, name: group.profile?.name ?? null };
}

/** A user as another record refers to it. */
export function userReference(user: OktaUser): IamReference {
  return { id: encodeCompositeId(user.id), remote_id: user.id, name: displayName(user.profile) };
}

/**
 * An Okta user as a unified iam user. `groups` are the user's groups when the read fetched them
 * (a get does, a list does not). Profile attributes without a unified field (department,
 * title, custom attributes, ...) and Okta's other timestamps go to `unified_custom_fields`;
 * `credentials` never leaves the connector.
 */
export function mapUser(user: OktaUser, groups?: readonly OktaGroup[]): IamUser {
  const profile = user.profile ?? {};
  return {
    id: encodeCompositeId(user.id),
    remote_id: user.id,
    first_name: blankToNull(profile.firstName),
    last_name: blankToNull(profile.lastName),
    name: displayName(profile),
    username: blankToNull(profile.login),
    primary_email_address: blankToNull(profile.email),
    // Okta has no notion of a bot account: service accounts are ordinary users.
    is_bot_user: null,
    status: user.status ? mapEnumValue(user.status, oktaUserStatuses) : null,
    groups: groups ? groups.map(groupReference) : null,
    last_login_at: toIsoDateTime(user.lastLogin),
    // Okta records sign-ins, not activity.
    last_active_at: null,
    created_at: toIsoDateTime(user.created),
    updated_at: toIsoDateTime(user.lastUpdated),
    unified_custom_fields: { ...unmappedFields(profile, mappedProfileKeys), ...unmappedFields(user, mappedUserKeys) },
  };
}
