import type { EmulatorRequest } from '@openunified/connector-sdk/emulator';
import { requestOrigin } from './okta-responses.js';
import type { EmulatedGroup, EmulatedUser } from './seed-directory.js';

/**
 * Records as Okta serialises them: with `_links` to the host the request came to, as Okta's
 * lead to the org domain.
 */

const API = '/api/v1';

export function serializeUser(user: EmulatedUser, request: EmulatorRequest) {
  return { ...user, _links: { self: { href: `${requestOrigin(request)}${API}/users/${user.id}` } } };
}

/** `memberCount` is given when the request asked for `expand=stats`. */
export function serializeGroup(group: EmulatedGroup, request: EmulatorRequest, memberCount?: number) {
  const self = `${requestOrigin(request)}${API}/groups/${group.id}`;
  return {
    ...group,
    ...(memberCount !== undefined && {
      _embedded: { stats: { usersCount: memberCount, appsCount: 0, groupPushMappingsCount: 0, hasAdminPrivilege: false } },
    }),
    _links: { self: { href: self }, users: { href: `${self}/users` }, apps: { href: `${self}/apps` } },
  };
}
