import {
  defineAction,
  hasStatus,
  orNotFound,
  type PermissionType,
  type ProviderHttpClient,
  permissionCheckInputSchema,
  permissionsOfRoles,
  resourceNotFoundError,
  userNotFoundError,
} from '@openunified/connector-sdk';
import { googleRolePermissions, googleRoleRank } from '../permission-model.js';
import type {
  GoogleDirectoryUser,
  GoogleDownloadRestriction,
  GoogleDrive,
  GoogleFile,
  GooglePermission,
  GooglePermissionList,
  GoogleRole,
} from '../provider-types.js';
import { DIRECTORY_GROUP_MEMBER_READONLY_SCOPE, DIRECTORY_USER_READONLY_SCOPE, DRIVE_READONLY_SCOPE } from '../scopes.js';

const DIRECTORY_URL = 'https://admin.googleapis.com/admin/directory/v1';
const FOLDER_MIME_TYPE = 'application/vnd.google-apps.folder';
const PERMISSION_FIELDS = 'nextPageToken,permissions(id,type,role,emailAddress,domain,deleted,view)';

/** What a resource says about downloading, whatever its type. */
interface DownloadRules {
  copyRequiresWriterPermission: boolean;
  restriction: GoogleDownloadRestriction;
}

async function readUser(http: ProviderHttpClient, userKey: string): Promise<GoogleDirectoryUser> {
  const response = await orNotFound(http.get<GoogleDirectoryUser>(`${DIRECTORY_URL}/users/${encodeURIComponent(userKey)}`), userNotFoundError);
  return response.body;
}

async function readResource(http: ProviderHttpClient, resourceType: string, resourceId: string): Promise<DownloadRules> {
  const id = encodeURIComponent(resourceId);
  if (resourceType === 'drive') {
    const response = await orNotFound(
      http.get<GoogleDrive>(`/drives/${id}`, { query: { useDomainAdminAccess: true, fields: 'id,restrictions' } }),
      resourceNotFoundError,
    );
    const restrictions = response.body.restrictions ?? {};
    return { copyRequiresWriterPermission: restrictions.copyRequiresWriterPermission === true, restriction: restrictions.downloadRestriction ?? {} };
  }
  const response = await orNotFound(
    http.get<GoogleFile>(`/files/${id}`, {
      query: { supportsAllDrives: true, fields: 'id,mimeType,copyRequiresWriterPermission,downloadRestrictions' },
    }),
    resourceNotFoundError,
  );
  const file = response.body;
  // A folder asked for as a file, or the other way round, is not the resource the client named.
  if ((file.mimeType === FOLDER_MIME_TYPE) !== (resourceType === 'folder')) throw resourceNotFoundError();
  const restrictions = file.downloadRestrictions;
  return {
    copyRequiresWriterPermission: file.copyRequiresWriterPermission === true,
    restriction: restrictions?.effectiveDownloadRestrictionWithContext ?? restrictions?.itemDownloadRestriction ?? {},
  };
}

/** Every permission on the item, inherited ones included (Drive lists them on the item itself). */
async function listPermissions(http: ProviderHttpClient, resourceType: string, resourceId: string): Promise<GooglePermission[]> {
  const permissions: GooglePermission[] = [];
  let pageToken: string | undefined;
  do {
    const response = await orNotFound(
      http.get<GooglePermissionList>(`/files/${encodeURIComponent(resourceId)}/permissions`, {
        query: {
          supportsAllDrives: true,
          useDomainAdminAccess: resourceType === 'drive' ? true : undefined,
          pageSize: 100,
          pageToken,
          fields: PERMISSION_FIELDS,
        },
      }),
      resourceNotFoundError,
    );
    permissions.push(...(response.body.permissions ?? []));
    pageToken = response.body.nextPageToken;
  } while (pageToken);
  return permissions;
}

/** The roles the user holds through the permissions: as themselves, through a group, their domain or anyone. */
async function rolesOf(http: ProviderHttpClient, user: GoogleDirectoryUser, permissions: GooglePermission[]): Promise<GoogleRole[]> {
  const emails = new Set([user.primaryEmail, ...(user.aliases ?? [])].map((email) => email.toLowerCase()));
  const domain = user.primaryEmail.slice(user.primaryEmail.lastIndexOf('@') + 1).toLowerCase();
  const roles: GoogleRole[] = [];
  // Published-view grants give no access to the file itself; grants of deleted accounts none at all.
  for (const permission of permissions.filter((candidate) => !candidate.deleted && candidate.view !== 'published')) {
    const email = permission.emailAddress?.toLowerCase();
    if (permission.type === 'anyone') roles.push(permission.role);
    else if (permission.type === 'domain' && permission.domain?.toLowerCase() === domain) roles.push(permission.role);
    else if (permission.type === 'user' && email !== undefined && emails.has(email)) roles.push(permission.role);
    else if (permission.type === 'group' && email !== undefined && (await isGroupMember(http, email, user.primaryEmail))) roles.push(permission.role);
  }
  return roles;
}

async function isGroupMember(http: ProviderHttpClient, groupEmail: string, memberEmail: string): Promise<boolean> {
  try {
    const response = await http.get<{ isMember?: boolean }>(
      `${DIRECTORY_URL}/groups/${encodeURIComponent(groupEmail)}/hasMember/${encodeURIComponent(memberEmail)}`,
    );
    return response.body.isMember === true;
  } catch (error) {
    // A group of another organization is not in this Directory: its members are not ours to know.
    if (hasStatus(error, 404)) return false;
    throw error;
  }
}

/** Download restrictions remove export from the roles they name; the highest role held decides. */
function withoutRestrictedExport(permissions: PermissionType[], roles: GoogleRole[], rules: DownloadRules): PermissionType[] {
  const highest = Math.max(0, ...roles.map((role) => googleRoleRank[role]));
  const restrictedUpTo = rules.restriction.restrictedForWriters
    ? googleRoleRank.fileOrganizer
    : rules.copyRequiresWriterPermission || rules.restriction.restrictedForReaders
      ? googleRoleRank.commenter
      : 0;
  return highest <= restrictedUpTo ? permissions.filter((permission) => permission !== 'export') : permissions;
}

export const checkPermissionsAction = defineAction({
  id: 'googledrive_check_permissions',
  label: 'Check permissions',
  description:
    'What a Workspace user may do with a file, folder or shared drive: the Drive permissions that reach it (direct, inherited, ' +
    'through groups, the domain or anyone) mapped onto read, write, comment, delete and export, download restrictions applied.',
  tags: ['documents', 'permissions'],
  schema_type: 'unified',
  kind: 'other',
  required_scopes: [DRIVE_READONLY_SCOPE, DIRECTORY_USER_READONLY_SCOPE, DIRECTORY_GROUP_MEMBER_READONLY_SCOPE],
  input: permissionCheckInputSchema,
  async run({ input, http }) {
    const { user_id: userId, email, resource_id: resourceId, resource_type: resourceType } = input.body;
    const user = await readUser(http, userId ?? email ?? '');
    const rules = await readResource(http, resourceType, resourceId);
    const resource = { type: resourceType, id: resourceId };
    if (user.suspended || user.archived) return { data: { user: { id: user.id, permissions: [] }, resource } };
    const roles = await rolesOf(http, user, await listPermissions(http, resourceType, resourceId));
    const permissions = withoutRestrictedExport(permissionsOfRoles(googleRolePermissions, roles), roles, rules);
    return { data: { user: { id: user.id, permissions }, resource } };
  },
});
