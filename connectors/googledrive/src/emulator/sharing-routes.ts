import type { EmulatorRequest, EmulatorResponse, EmulatorRoute, OAuthAuthorizationServer } from '@openunified/connector-sdk/emulator';
import type { GoogleDownloadRestriction, GoogleFile, GooglePermission, GoogleRole } from '../provider-types.js';
import { DIRECTORY_GROUP_MEMBER_READONLY_SCOPE, DIRECTORY_USER_READONLY_SCOPE } from '../scopes.js';
import { API_PREFIX, answering, anyDriveScope, paginate, partial, RejectedRequest, readBoolean, readPageSize } from './drive-api-routes.js';
import { googleError, insufficientScopes } from './google-errors.js';
import type { SeedData } from './seed-data.js';
import type { DirectGrant } from './sharing-seed.js';

/**
 * files.get and permissions.list of the Drive API v3
 * (https://developers.google.com/workspace/drive/api/reference/rest/v3/permissions/list), and the
 * two Admin SDK Directory methods a permission check needs: users.get
 * (https://developers.google.com/workspace/admin/directory/reference/rest/v1/users/get) and
 * groups.hasMember (https://developers.google.com/workspace/admin/directory/reference/rest/v1/members/hasMember).
 */

const DIRECTORY_PREFIX = '/admin/directory/v1';
const roleRank: Record<GoogleRole, number> = { reader: 1, commenter: 2, writer: 3, fileOrganizer: 4, organizer: 5, owner: 6 };

type Detail = NonNullable<GooglePermission['permissionDetails']>[number];

function principalKey(grant: DirectGrant): string {
  return `${grant.type}:${(grant.emailAddress ?? grant.domain ?? '').toLowerCase()}`;
}

function either(left: GoogleDownloadRestriction | undefined, right: GoogleDownloadRestriction | undefined): GoogleDownloadRestriction {
  return {
    restrictedForReaders: Boolean(left?.restrictedForReaders || right?.restrictedForReaders),
    restrictedForWriters: Boolean(left?.restrictedForWriters || right?.restrictedForWriters),
  };
}

/**
 * `downloadMedia` answers files.get with `alt=media` (the file's bytes), which shares the method's
 * URL with its metadata.
 */
export function sharingRoutes(
  data: SeedData,
  oauth: OAuthAuthorizationServer,
  downloadMedia?: (request: EmulatorRequest) => EmulatorResponse,
): EmulatorRoute[] {
  const { sharing } = data;
  const requireScopes = (request: EmulatorRequest, accepted: string[]): void => {
    if (!oauth.validateAccessToken(request, { anyOf: accepted }).ok) throw new RejectedRequest(insufficientScopes());
  };
  // Rebuilt when files were added (uploads), so an upload reads back at once.
  let indexed = new Map<string, GoogleFile>();
  const fileById = {
    get(id: string): GoogleFile | undefined {
      if (indexed.size !== data.files.length) indexed = new Map(data.files.map((file) => [file.id, file]));
      return indexed.get(id);
    },
  };
  const driveById = new Map(data.drives.map((seeded) => [seeded.drive.id, seeded]));

  const fileNotFound = (fileId: string) =>
    new RejectedRequest(googleError(404, `File not found: ${fileId}.`, { reason: 'notFound', location: 'fileId', locationType: 'parameter' }));

  /** A file or folder, or a shared drive (whose root folder shares its id); shared-drive content only with supportsAllDrives. */
  const findItem = (request: EmulatorRequest, itemId: string) => {
    const supportsAllDrives = readBoolean(request, 'supportsAllDrives');
    const file = fileById.get(itemId);
    if (file && (file.driveId === undefined || supportsAllDrives)) return { file };
    const drive = driveById.get(itemId);
    if (drive && supportsAllDrives) return { drive };
    throw fileNotFound(itemId);
  };

  /** Folders above a file, nearest first, up to (not including) the My Drive root or the shared drive. */
  const ancestorsOf = (file: GoogleFile): GoogleFile[] => {
    const ancestors: GoogleFile[] = [];
    let parent = fileById.get(file.parents?.[0] ?? '');
    while (parent && ancestors.length < 100) {
      ancestors.push(parent);
      parent = fileById.get(parent.parents?.[0] ?? '');
    }
    return ancestors;
  };

  /** Every grant that reaches an item, merged per principal as Drive lists them: the highest role, with its details. */
  const effectivePermissions = (item: { file?: GoogleFile; drive?: { drive: { id: string } } }): GooglePermission[] => {
    const reaching: Array<{ grant: DirectGrant; detail: Detail }> = [];
    const add = (grants: DirectGrant[] | undefined, permissionType: Detail['permissionType'], inheritedFrom: string | undefined) => {
      for (const grant of grants ?? []) {
        reaching.push({ grant, detail: { permissionType, role: grant.role, inherited: inheritedFrom !== undefined, ...(inheritedFrom && { inheritedFrom }) } });
      }
    };
    if (item.drive) add(sharing.grants.get(item.drive.drive.id), 'member', undefined);
    if (item.file) {
      const { file } = item;
      if (file.driveId === undefined) add([{ type: 'user', role: 'owner', emailAddress: data.user.emailAddress }], 'file', undefined);
      else add(sharing.grants.get(file.driveId), 'member', file.driveId);
      for (const ancestor of ancestorsOf(file).reverse()) add(sharing.grants.get(ancestor.id), 'file', ancestor.id);
      add(sharing.grants.get(file.id), 'file', undefined);
    }
    const merged = new Map<string, GooglePermission>();
    for (const { grant, detail } of reaching) {
      const key = principalKey(grant);
      const existing = merged.get(key);
      if (existing) {
        existing.permissionDetails!.push(detail);
        if (roleRank[grant.role] > roleRank[existing.role]) existing.role = grant.role;
        continue;
      }
      const id =
        grant.type === 'anyone'
          ? 'anyoneWithLink'
          : grant.type === 'domain'
            ? `${grant.domain}`
            : (sharing.permissionIds.get(key.slice(key.indexOf(':') + 1)) ?? key);
      merged.set(key, {
        kind: 'drive#permission',
        id,
        type: grant.type,
        role: grant.role,
        ...(grant.emailAddress !== undefined && { emailAddress: grant.emailAddress }),
        ...(grant.domain !== undefined && { domain: grant.domain }),
        ...(grant.type === 'anyone' && { allowFileDiscovery: false }),
        deleted: false,
        permissionDetails: [detail],
      });
    }
    return [...merged.values()];
  };

  const getFile = (request: EmulatorRequest): EmulatorResponse => {
    if (downloadMedia && request.query.get('alt') === 'media') return downloadMedia(request);
    requireScopes(request, anyDriveScope);
    const fileId = request.params.fileId!;
    const file = fileById.get(fileId);
    if (!file || (file.driveId !== undefined && !readBoolean(request, 'supportsAllDrives'))) throw fileNotFound(fileId);
    const drive = file.driveId === undefined ? undefined : driveById.get(file.driveId)?.drive;
    const own = file.downloadRestrictions?.itemDownloadRestriction;
    const view: GoogleFile = {
      ...file,
      // A shared drive's restrictions override the item's own to true.
      copyRequiresWriterPermission: Boolean(file.copyRequiresWriterPermission || drive?.restrictions?.copyRequiresWriterPermission),
      downloadRestrictions: {
        itemDownloadRestriction: either(own, undefined),
        effectiveDownloadRestrictionWithContext: either(own, drive?.restrictions?.downloadRestriction),
      },
    };
    return partial(request, view, 'kind,id,name,mimeType');
  };

  const listPermissions = (request: EmulatorRequest): EmulatorResponse => {
    requireScopes(request, anyDriveScope);
    const item = findItem(request, request.params.fileId!);
    const pageSize = readPageSize(request, 100, 100);
    const { page, nextPageToken } = paginate(request, effectivePermissions(item), pageSize, ['fileId']);
    return partial(request, { kind: 'drive#permissionList', nextPageToken, permissions: page }, 'kind,nextPageToken,permissions(kind,id,type,role)');
  };

  const directoryNotFound = (what: string) => new RejectedRequest(googleError(404, `Resource Not Found: ${what}`, { reason: 'notFound' }));

  const findUser = (key: string) => {
    const wanted = key.toLowerCase();
    return sharing.users.find(
      (user) => user.id === key || user.primaryEmail.toLowerCase() === wanted || (user.aliases ?? []).some((alias) => alias.toLowerCase() === wanted),
    );
  };

  const getUser = (request: EmulatorRequest): EmulatorResponse => {
    requireScopes(request, [DIRECTORY_USER_READONLY_SCOPE, 'https://www.googleapis.com/auth/admin.directory.user']);
    const user = findUser(request.params.userKey!);
    if (!user) throw directoryNotFound('userKey');
    return { status: 200, body: user };
  };

  const hasMember = (request: EmulatorRequest): EmulatorResponse => {
    requireScopes(request, [DIRECTORY_GROUP_MEMBER_READONLY_SCOPE, 'https://www.googleapis.com/auth/admin.directory.group.readonly']);
    const groupKey = request.params.groupKey!.toLowerCase();
    const group = sharing.groups.find((entry) => entry.id === groupKey || entry.email.toLowerCase() === groupKey);
    if (!group) throw directoryNotFound('groupKey');
    const member = findUser(request.params.memberKey!);
    if (!member) throw directoryNotFound('memberKey');
    // Nested membership counts, as hasMember documents; a visited set guards against cycles.
    const visited = new Set<string>();
    const contains = (email: string): boolean => {
      if (visited.has(email)) return false;
      visited.add(email);
      const entry = sharing.groups.find((candidate) => candidate.email.toLowerCase() === email);
      return (entry?.memberEmails ?? []).some(
        (memberEmail) => memberEmail.toLowerCase() === member.primaryEmail.toLowerCase() || contains(memberEmail.toLowerCase()),
      );
    };
    return { status: 200, body: { isMember: contains(group.email.toLowerCase()) } };
  };

  return [
    { method: 'GET', pattern: `${API_PREFIX}/files/:fileId`, handle: answering(getFile) },
    { method: 'GET', pattern: `${API_PREFIX}/files/:fileId/permissions`, handle: answering(listPermissions) },
    { method: 'GET', pattern: `${DIRECTORY_PREFIX}/users/:userKey`, handle: answering(getUser) },
    { method: 'GET', pattern: `${DIRECTORY_PREFIX}/groups/:groupKey/hasMember/:memberKey`, handle: answering(hasMember) },
  ];
}
