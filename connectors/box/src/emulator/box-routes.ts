import {
  cursorPage,
  type EmulatorRequest,
  type EmulatorResponse,
  type EmulatorRoute,
  isPagingParameterError,
  type OAuthAuthorizationServer,
} from '@openunified/connector-sdk/emulator';
import type { BoxErrorBody } from '../provider-types.js';
import type { BoxData } from './seed.js';

/**
 * The Box Platform API 2.0 methods a permission check reads (https://developer.box.com/reference/),
 * over the seeded enterprise: users (by id, or searched by `filter_term`), a user's group
 * memberships, files and folders, and the collaborations on each, with Box's paging and errors.
 */

const API_PREFIX = '/2.0';

export function boxErrorBody(status: number, code: string, message: string): BoxErrorBody {
  return {
    type: 'error',
    status,
    code,
    message,
    help_url: 'http://developers.box.com/docs/#errors',
    request_id: `emu${status}${code.length}`,
  };
}

function boxError(status: number, code: string, message: string): EmulatorResponse {
  return { status, body: boxErrorBody(status, code, message) };
}

const notFound = () => boxError(404, 'not_found', 'Not Found');
const badRequest = (name: string, message: string) => ({
  status: 400,
  body: { ...boxErrorBody(400, 'bad_request', 'Bad Request'), context_info: { errors: [{ reason: 'invalid_parameter', name, message }] } },
});

/** `limit` and `offset` as Box reads them: limit 1..1000 (larger is clamped), offset at most 10000. */
function readWindow(request: EmulatorRequest, byDefault: number): { limit: number; offset: number } | { rejected: EmulatorResponse } {
  const limit = Number(request.query.get('limit') ?? byDefault);
  const offset = Number(request.query.get('offset') ?? 0);
  if (!Number.isInteger(limit) || limit < 1) return { rejected: badRequest('limit', `Invalid value '${request.query.get('limit')}'.`) };
  if (!Number.isInteger(offset) || offset < 0 || offset > 10_000) return { rejected: badRequest('offset', `Invalid value '${request.query.get('offset')}'.`) };
  return { limit: Math.min(limit, 1000), offset };
}

export function boxRoutes(data: BoxData, oauth: OAuthAuthorizationServer): EmulatorRoute[] {
  const userById = new Map(data.users.map((user) => [user.id, user]));
  const withScope = (handle: (request: EmulatorRequest) => EmulatorResponse): EmulatorRoute['handle'] => (request) => {
    // Box answers a token whose app lacks the scope with 403 insufficient_scope.
    if (!oauth.validateAccessToken(request).ok) return boxError(403, 'insufficient_scope', 'The request requires higher privileges than provided by the access token.');
    return handle(request);
  };

  const getUser = (request: EmulatorRequest): EmulatorResponse => {
    const user = userById.get(request.params.userId!);
    return user ? { status: 200, body: user } : notFound();
  };

  const listUsers = (request: EmulatorRequest): EmulatorResponse => {
    const window = readWindow(request, 100);
    if ('rejected' in window) return window.rejected;
    const term = (request.query.get('filter_term') ?? '').toLowerCase();
    const matching = data.users.filter((user) => user.login!.toLowerCase().startsWith(term) || user.name!.toLowerCase().startsWith(term));
    const entries = matching.slice(window.offset, window.offset + window.limit);
    return { status: 200, body: { total_count: matching.length, entries, limit: window.limit, offset: window.offset } };
  };

  const listMemberships = (request: EmulatorRequest): EmulatorResponse => {
    const user = userById.get(request.params.userId!);
    if (!user) return notFound();
    const window = readWindow(request, 100);
    if ('rejected' in window) return window.rejected;
    const memberships = data.groups
      .filter((group) => group.memberIds.includes(user.id))
      .map((group) => ({
        type: 'group_membership',
        id: `${group.id}${user.id}`,
        user: { type: 'user', id: user.id, name: user.name, login: user.login },
        group: { type: 'group', id: group.id, name: group.name, group_type: group.group_type },
        role: 'member',
      }));
    const entries = memberships.slice(window.offset, window.offset + window.limit);
    return { status: 200, body: { total_count: memberships.length, entries, limit: window.limit, offset: window.offset, order: [{ by: 'id', direction: 'ASC' }] } };
  };

  const itemOf = (request: EmulatorRequest, type: 'file' | 'folder') => {
    const item = data.items.get(request.params.itemId!);
    return item?.type === type ? item : undefined;
  };

  const getItem = (type: 'file' | 'folder') => (request: EmulatorRequest): EmulatorResponse => {
    const item = itemOf(request, type);
    if (!item) return notFound();
    const { parentId: _parentId, ...view } = item;
    return { status: 200, body: view };
  };

  const listCollaborations = (type: 'file' | 'folder') => (request: EmulatorRequest): EmulatorResponse => {
    const item = itemOf(request, type);
    if (!item) return notFound();
    const window = readWindow(request, 100);
    if ('rejected' in window) return window.rejected;
    try {
      // Filtered while paging: a page costs its own size, not every collaboration of the account.
      const { items, nextCursor } = cursorPage(request, data.collaborations, {
        limit: window.limit,
        cursorParameter: 'marker',
        matches: (collaboration) => collaboration.item?.id === item.id,
      });
      return { status: 200, body: { entries: items, limit: window.limit, next_marker: nextCursor ?? null } };
    } catch (error) {
      if (isPagingParameterError(error)) return badRequest('marker', 'Invalid marker.');
      throw error;
    }
  };

  return [
    { method: 'GET', pattern: `${API_PREFIX}/users`, handle: withScope(listUsers) },
    { method: 'GET', pattern: `${API_PREFIX}/users/:userId`, handle: withScope(getUser) },
    { method: 'GET', pattern: `${API_PREFIX}/users/:userId/memberships`, handle: withScope(listMemberships) },
    { method: 'GET', pattern: `${API_PREFIX}/files/:itemId`, handle: withScope(getItem('file')) },
    { method: 'GET', pattern: `${API_PREFIX}/folders/:itemId`, handle: withScope(getItem('folder')) },
    { method: 'GET', pattern: `${API_PREFIX}/files/:itemId/collaborations`, handle: withScope(listCollaborations('file')) },
    { method: 'GET', pattern: `${API_PREFIX}/folders/:itemId/collaborations`, handle: withScope(listCollaborations('folder')) },
  ];
}
