import type { EmulatorRequest, EmulatorResponse, EmulatorRoute } from '@openunified/connector-sdk/emulator';
import type { EmulatorState } from './emulator-state.js';
import { expressionPredicate } from './expression-query.js';
import { linkHeader, notFound, pageAfter, readLimit } from './okta-responses.js';
import type { EmulatedGroup } from './seed-directory.js';
import { serializeGroup, serializeUser } from './serialize.js';

const API = '/api/v1';
/** Okta's maximum page of groups, also what it answers without a limit. */
const GROUPS_LIMIT = 10_000;
/** `GET /groups/{id}/users` answers 1000 members a page by default. */
const MEMBERS_DEFAULT_LIMIT = 1000;
/** Attributes `filter` accepts on groups; `search` accepts any. */
const groupFilterAttributes = new Set(['id', 'type', 'lastUpdated', 'lastMembershipUpdated']);

export function groupRoutes(state: EmulatorState): EmulatorRoute[] {
  const { directory } = state;
  const memberCounts = () => new Map([...directory.memberships].map(([groupId, members]) => [groupId, members.size]));

  const listGroups = (request: EmulatorRequest): EmulatorResponse => {
    const predicate = expressionPredicate(request, groupFilterAttributes);
    if (predicate !== undefined && typeof predicate !== 'function') return predicate;
    const limit = readLimit(request, GROUPS_LIMIT, GROUPS_LIMIT);
    if (typeof limit !== 'number') return limit;
    const q = request.query.get('q')?.toLowerCase();
    let groups = predicate ? directory.groups.filter((group) => predicate(group as unknown as Record<string, unknown>)) : directory.groups;
    if (q) groups = groups.filter((group) => group.profile.name.toLowerCase().startsWith(q));
    const { page, nextAfter } = pageAfter(groups, request.query.get('after'), limit);
    const counts = request.query.get('expand')?.split(',').includes('stats') ? memberCounts() : undefined;
    return {
      // Okta cannot page a `q` query.
      headers: linkHeader(request, q ? undefined : nextAfter),
      body: page.map((group) => serializeGroup(group, request, counts?.get(group.id))),
    };
  };

  const withGroup = (handle: (group: EmulatedGroup, request: EmulatorRequest) => EmulatorResponse) => (request: EmulatorRequest) => {
    const group = directory.groups.find((candidate) => candidate.id === request.params.id);
    return group ? handle(group, request) : notFound(request.params.id ?? '', 'UserGroup');
  };

  return [
    { method: 'GET', pattern: `${API}/groups`, handle: listGroups },
    { method: 'GET', pattern: `${API}/groups/:id`, handle: withGroup((group, request) => ({ body: serializeGroup(group, request) })) },
    {
      method: 'GET',
      pattern: `${API}/groups/:id/users`,
      handle: withGroup((group, request) => {
        const limit = readLimit(request, MEMBERS_DEFAULT_LIMIT, MEMBERS_DEFAULT_LIMIT);
        if (typeof limit !== 'number') return limit;
        const memberIds = directory.memberships.get(group.id) ?? new Set<string>();
        const members = directory.users.filter((user) => memberIds.has(user.id));
        const { page, nextAfter } = pageAfter(members, request.query.get('after'), limit);
        return { headers: linkHeader(request, nextAfter), body: page.map((user) => serializeUser(user, request)) };
      }),
    },
  ];
}
