import {
  defineAction,
  orNotFound,
  type PermissionType,
  type ProviderHttpClient,
  permissionCheckInputSchema,
  permissionsOfRoles,
  resourceNotFoundError,
  userNotFoundError,
} from '@openunified/connector-sdk';
import { boxRolePermissions } from '../permission-model.js';
import type { BoxCollaboration, BoxCollaborationRole, BoxGroupMembership, BoxItem, BoxMarkerPage, BoxOffsetPage, BoxUser } from '../provider-types.js';
import { MANAGE_GROUPS_SCOPE, MANAGE_MANAGED_USERS_SCOPE, ROOT_READONLY_SCOPE } from '../scopes.js';

const USER_FIELDS = 'id,type,name,login,status';
const ROOT_FOLDER_ID = '0';
const PAGE_LIMIT = 1000;

/** By id, or by email: Box matches `filter_term` as a prefix of name or login, so only an exact login counts. */
async function readUser(http: ProviderHttpClient, userId: string | undefined, email: string | undefined): Promise<BoxUser> {
  if (userId !== undefined) {
    return (await orNotFound(http.get<BoxUser>(`/users/${encodeURIComponent(userId)}`, { query: { fields: USER_FIELDS } }), userNotFoundError)).body;
  }
  const wanted = (email ?? '').toLowerCase();
  const response = await http.get<BoxOffsetPage<BoxUser>>('/users', {
    query: { filter_term: email, user_type: 'all', fields: USER_FIELDS, limit: PAGE_LIMIT },
  });
  const user = response.body.entries.find((candidate) => candidate.login?.toLowerCase() === wanted);
  if (!user) throw userNotFoundError();
  return user;
}

async function readItem(http: ProviderHttpClient, resourceType: string, resourceId: string): Promise<BoxItem> {
  const path = `/${resourceType === 'folder' ? 'folders' : 'files'}/${encodeURIComponent(resourceId)}`;
  const response = await orNotFound(http.get<BoxItem>(path, { query: { fields: 'id,type,name,owned_by,path_collection,item_status' } }), resourceNotFoundError);
  if (response.body.item_status !== undefined && response.body.item_status !== 'active') throw resourceNotFoundError();
  return response.body;
}

async function groupIdsOf(http: ProviderHttpClient, userId: string): Promise<Set<string>> {
  const groups = new Set<string>();
  let offset = 0;
  for (;;) {
    const response = await http.get<BoxOffsetPage<BoxGroupMembership>>(`/users/${encodeURIComponent(userId)}/memberships`, {
      query: { limit: PAGE_LIMIT, offset },
    });
    for (const membership of response.body.entries) if (membership.group) groups.add(membership.group.id);
    offset += response.body.entries.length;
    if (response.body.entries.length === 0 || offset >= response.body.total_count) return groups;
  }
}

async function collaborationsOn(http: ProviderHttpClient, type: 'file' | 'folder', id: string): Promise<BoxCollaboration[]> {
  const collaborations: BoxCollaboration[] = [];
  let marker: string | undefined;
  do {
    const response = await http.get<BoxMarkerPage<BoxCollaboration>>(`/${type}s/${encodeURIComponent(id)}/collaborations`, {
      query: { fields: 'id,type,role,status,accessible_by,expires_at', limit: PAGE_LIMIT, marker },
    });
    collaborations.push(...response.body.entries);
    marker = response.body.next_marker ?? undefined;
  } while (marker);
  return collaborations;
}

/** Collaborations of the item and of every folder above it that name the user or one of their groups. */
async function rolesOf(http: ProviderHttpClient, user: BoxUser, item: BoxItem): Promise<BoxCollaborationRole[]> {
  const roles: BoxCollaborationRole[] = item.owned_by?.id === user.id ? ['owner'] : [];
  const ancestors = (item.path_collection?.entries ?? []).filter((folder) => folder.id !== ROOT_FOLDER_ID);
  const targets = [...ancestors.map((folder) => ({ type: 'folder' as const, id: folder.id })), { type: item.type, id: item.id }];
  const lists = await Promise.all(targets.map((target) => collaborationsOn(http, target.type, target.id)));
  const collaborations = lists
    .flat()
    .filter((collaboration) => collaboration.status === 'accepted' && (collaboration.expires_at == null || Date.parse(collaboration.expires_at) > Date.now()));
  const needsGroups = collaborations.some((collaboration) => collaboration.accessible_by?.type === 'group');
  const groups = needsGroups ? await groupIdsOf(http, user.id) : new Set<string>();
  for (const { accessible_by: grantee, role } of collaborations) {
    if ((grantee?.type === 'user' && grantee.id === user.id) || (grantee?.type === 'group' && groups.has(grantee.id))) roles.push(role);
  }
  return roles;
}

/** A user Box has barred from editing and deleting keeps only what reading gives. */
function withinUserStatus(permissions: PermissionType[], status: BoxUser['status']): PermissionType[] {
  if (status !== 'cannot_delete_edit' && status !== 'cannot_delete_edit_upload') return permissions;
  return permissions.filter((permission) => permission !== 'write' && permission !== 'delete');
}

export const checkPermissionsAction = defineAction({
  id: 'box_check_permissions',
  label: 'Check permissions',
  description:
    "What a Box user may do with a file or folder: ownership and the accepted collaborations on the item and its folders, the user's " +
    'own or through a group, mapped onto read, write, comment, delete and export, within what the user status allows.',
  tags: ['documents', 'permissions'],
  schema_type: 'unified',
  kind: 'other',
  required_scopes: [ROOT_READONLY_SCOPE, MANAGE_MANAGED_USERS_SCOPE, MANAGE_GROUPS_SCOPE],
  input: permissionCheckInputSchema,
  async run({ input, http }) {
    const { user_id: userId, email, resource_id: resourceId, resource_type: resourceType } = input.body;
    const user = await readUser(http, userId, email);
    const item = await readItem(http, resourceType, resourceId);
    const resource = { type: resourceType, id: resourceId };
    if (user.status === 'inactive') return { data: { user: { id: user.id, permissions: [] }, resource } };
    const permissions = withinUserStatus(permissionsOfRoles(boxRolePermissions, await rolesOf(http, user, item)), user.status);
    return { data: { user: { id: user.id, permissions }, resource } };
  },
});
