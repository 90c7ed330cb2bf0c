import {
  cursorPage,
  type EmulatorRequest,
  type EmulatorResponse,
  type EmulatorRoute,
  isPagingParameterError,
  type OAuthAuthorizationServer,
} from '@openunified/connector-sdk/emulator';
import type { BoxErrorBody, BoxItem } from '../provider-types.js';
import type { BoxData } from './seed.js';

/**
 * The Box Platform API 2.0 methods the connector reads (https://developer.box.com/reference/),
 * over the seeded enterprise: users (by id, or searched by `filter_term`), a user's group
 * memberships, files and folders with `fields` selection, a folder's items (offset or marker
 * paging), search, and the collaborations on each item, with Box's paging and errors.
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

export function boxError(status: number, code: string, message: string): EmulatorResponse {
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

type StoredItem = BoxData['items'] extends Map<string, infer Item> ? Item : never;

/** The mini form Box lists a folder's items in when the request names no `fields`. */
function miniView(item: StoredItem): Record<string, unknown> {
  const mini: Record<string, unknown> = { type: item.type, id: item.id, sequence_id: item.sequence_id ?? null, etag: item.etag ?? null, name: item.name };
  if (item.type === 'file') Object.assign(mini, { sha1: item.sha1, file_version: { type: 'file_version', id: `${item.id}1`, sha1: item.sha1 } });
  return mini;
}

/** `fields=a,b`: Box answers those plus `type`, `id` and `etag`; without `fields`, the standard view. */
export function selectFields(view: Record<string, unknown>, fields: string | null): Record<string, unknown> {
  if (fields === null || fields.trim() === '') return view;
  const named = new Set(['type', 'id', 'etag', ...fields.split(',').map((field) => field.trim())]);
  return Object.fromEntries(Object.entries(view).filter(([name]) => named.has(name)));
}

export function boxRoutes(data: BoxData, oauth: OAuthAuthorizationServer): EmulatorRoute[] {
  const userById = new Map(data.users.map((user) => [user.id, user]));
  const withScope =
    (handle: (request: EmulatorRequest) => EmulatorResponse): EmulatorRoute['handle'] =>
    (request) => {
      // Box answers a token whose app lacks the scope with 403 insufficient_scope.
      if (!oauth.validateAccessToken(request).ok)
        return boxError(403, 'insufficient_scope', 'The request requires higher privileges than provided by the access token.');
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
    return {
      status: 200,
      body: { total_count: memberships.length, entries, limit: window.limit, offset: window.offset, order: [{ by: 'id', direction: 'ASC' }] },
    };
  };

  const itemOf = (request: EmulatorRequest, type: 'file' | 'folder') => {
    const item = data.items.get(request.params.itemId!);
    return item?.type === type ? item : undefined;
  };

  /** Active items directly inside a folder: folders, then files, each by name (Box sorts standard folders by type first). */
  const childrenOf = (folderId: string) =>
    [...data.items.values()]
      .filter((item) => item.parentId === folderId && item.item_status === 'active')
      .sort((left, right) => (left.type === right.type ? left.name!.localeCompare(right.name!) : left.type === 'folder' ? -1 : 1));

  /** The full view of an item: a folder with the first items inside it, as GET /folders/{id} answers. */
  const fullView = (item: StoredItem): Record<string, unknown> => {
    const { parentId: _parentId, ...view } = item;
    if (item.type !== 'folder') return view;
    const children = childrenOf(item.id);
    return {
      ...view,
      item_collection: {
        total_count: children.length,
        entries: children.slice(0, 100).map((child) => miniView(child)),
        offset: 0,
        limit: 100,
        order: [
          { by: 'type', direction: 'ASC' },
          { by: 'name', direction: 'ASC' },
        ],
      },
    };
  };

  const getItem =
    (type: 'file' | 'folder') =>
    (request: EmulatorRequest): EmulatorResponse => {
      const item = itemOf(request, type);
      if (!item) return notFound();
      return { status: 200, body: selectFields(fullView(item), request.query.get('fields')) };
    };

  const listFolderItems = (request: EmulatorRequest): EmulatorResponse => {
    const folder = itemOf(request, 'folder');
    if (!folder) return notFound();
    const window = readWindow(request, 100);
    if ('rejected' in window) return window.rejected;
    const fields = request.query.get('fields');
    const view = (item: StoredItem) => (fields === null ? miniView(item) : selectFields(fullView(item), fields));
    const children = childrenOf(folder.id);
    const order = [
      { by: 'type', direction: 'ASC' },
      { by: 'name', direction: 'ASC' },
    ];
    if (request.query.get('usemarker') !== 'true') {
      const entries = children.slice(window.offset, window.offset + window.limit).map(view);
      return { status: 200, body: { total_count: children.length, entries, offset: window.offset, limit: window.limit, order } };
    }
    try {
      const { items, nextCursor } = cursorPage(request, children, { limit: window.limit, cursorParameter: 'marker', boundTo: ['usemarker'] });
      return { status: 200, body: { entries: items.map(view), limit: window.limit, next_marker: nextCursor ?? null, prev_marker: null, order } };
    } catch (error) {
      if (isPagingParameterError(error)) return badRequest('marker', 'Invalid marker.');
      throw error;
    }
  };

  const search = (request: EmulatorRequest): EmulatorResponse => {
    const query = (request.query.get('query') ?? '').trim().toLowerCase();
    if (query === '') return badRequest('query', 'The query parameter is required unless mdfilters is given.');
    const type = request.query.get('type');
    if (type !== null && !['file', 'folder', 'web_link'].includes(type)) return badRequest('type', `Invalid value '${type}'.`);
    const contentTypes = (request.query.get('content_types') ?? 'name,description,file_content,comments,tags').split(',');
    const unknownContentType = contentTypes.find((contentType) => !['name', 'description', 'file_content', 'comments', 'tags'].includes(contentType));
    if (unknownContentType !== undefined) return badRequest('content_types', `Invalid value '${unknownContentType}'.`);
    const ranges: Array<[keyof BoxItem, [number, number]]> = [];
    for (const [name, field] of [
      ['created_at_range', 'created_at'],
      ['updated_at_range', 'modified_at'],
    ] as const) {
      const raw = request.query.get(name);
      if (raw === null) continue;
      const [from = '', to = ''] = raw.split(',');
      const bounds = [from === '' ? -Infinity : Date.parse(from), to === '' ? Infinity : Date.parse(to)] as [number, number];
      if (!raw.includes(',') || bounds.some(Number.isNaN)) return badRequest(name, `Invalid value '${raw}'.`);
      ranges.push([field, bounds]);
    }
    const limit = Number(request.query.get('limit') ?? 30);
    const offset = Number(request.query.get('offset') ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) return badRequest('limit', `Invalid value '${request.query.get('limit')}'.`);
    if (!Number.isInteger(offset) || offset < 0 || offset > 10_000) return badRequest('offset', `Invalid value '${request.query.get('offset')}'.`);
    const ancestors = request.query.get('ancestor_folder_ids')?.split(',');
    // Simplification: a case-insensitive substring match, where Box matches words and ranks the results.
    const texts = (item: StoredItem) => ({
      name: item.name,
      description: item.description,
      file_content: data.contents.get(item.id),
      comments: undefined,
      tags: undefined,
    });
    const matching = [...data.items.values()].filter((item) => {
      if (item.id === '0' || item.item_status !== 'active' || (type !== null && item.type !== type)) return false;
      if (ancestors && !item.path_collection!.entries.some((folder) => ancestors.includes(folder.id))) return false;
      if (!ranges.every(([field, [from, to]]) => Date.parse(item[field] as string) >= from && Date.parse(item[field] as string) <= to)) return false;
      const itemTexts = texts(item);
      return contentTypes.some((contentType) => itemTexts[contentType as keyof typeof itemTexts]?.toLowerCase().includes(query));
    });
    const fields = request.query.get('fields');
    const entries = matching.slice(offset, offset + limit).map((item) => selectFields(fullView(item), fields));
    return { status: 200, body: { type: 'search_results_items', total_count: matching.length, limit, offset, entries } };
  };

  const listCollaborations =
    (type: 'file' | 'folder') =>
    (request: EmulatorRequest): EmulatorResponse => {
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
    { method: 'GET', pattern: `${API_PREFIX}/search`, handle: withScope(search) },
    { method: 'GET', pattern: `${API_PREFIX}/folders/:itemId/items`, handle: withScope(listFolderItems) },
    { method: 'GET', pattern: `${API_PREFIX}/files/:itemId`, handle: withScope(getItem('file')) },
    { method: 'GET', pattern: `${API_PREFIX}/folders/:itemId`, handle: withScope(getItem('folder')) },
    { method: 'GET', pattern: `${API_PREFIX}/files/:itemId/collaborations`, handle: withScope(listCollaborations('file')) },
    { method: 'GET', pattern: `${API_PREFIX}/folders/:itemId/collaborations`, handle: withScope(listCollaborations('folder')) },
  ];
}
