import { encodeCompositeId, type IamGroup, type IamGroupType, mapEnumValue, toIsoDateTime, unmappedFields } from '@openunified/connector-sdk';
import type { OktaGroup, OktaUser } from '../provider-schemas.js';
import { mappedKeys } from './mapped-keys.js';
import { userReference } from './user.js';

/**
 * Okta group types: OKTA_GROUP (made in Okta), APP_GROUP (imported from an app such as Active
 * Directory) and BUILT_IN (Everyone, Okta Administrators). All are plain groups of users; the
 * type stays in `source_value`.
 */
export const oktaGroupTypes: Readonly<Record<string, IamGroupType>> = {
  OKTA_GROUP: 'group',
  APP_GROUP: 'group',
  BUILT_IN: 'group',
};

/** The members a read fetched: the first page of `GET /groups/{id}/users`, and whether Okta has more. */
export interface FetchedMembers {
  users: readonly OktaUser[];
  hasMore: boolean;
}

const mappedGroupKeys = mappedKeys('id', 'type', 'created', 'profile');
const mappedProfileKeys = mappedKeys('name', 'description');

/** The later of two Okta timestamps, either possibly missing. */
function latest(first: string | null | undefined, second: string | null | undefined): string | null {
  const instants = [toIsoDateTime(first), toIsoDateTime(second)].filter((instant): instant is string => instant !== null);
  return instants.sort().at(-1) ?? null;
}

/**
 * An Okta group as a unified iam group. `member_count` comes from `expand=stats`; `members` only
 * when the read fetched them. Okta groups are flat, so there is never a parent. `updated_at` is
 * the later of `lastUpdated` (profile) and `lastMembershipUpdated`, which both stay in
 * `unified_custom_fields` with the profile attributes Okta imports from apps.
 */
export function mapGroup(group: OktaGroup, members?: FetchedMembers): IamGroup {
  const profile = group.profile ?? {};
  return {
    id: encodeCompositeId(group.id),
    remote_id: group.id,
    name: profile.name ?? null,
    description: profile.description ?? null,
    type: group.type ? mapEnumValue(group.type, oktaGroupTypes) : null,
    parent_id: null,
    remote_parent_id: null,
    member_count: group._embedded?.stats?.usersCount ?? null,
    members: members ? members.users.map(userReference) : null,
    has_more_members: members ? members.hasMore : null,
    created_at: toIsoDateTime(group.created),
    updated_at: latest(group.lastUpdated, group.lastMembershipUpdated),
    unified_custom_fields: { ...unmappedFields(profile, mappedProfileKeys), ...unmappedFields(group, mappedGroupKeys) },
  };
}
