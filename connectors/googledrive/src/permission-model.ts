import type { PermissionSupport, PermissionType } from '@openunified/connector-sdk';
import type { GoogleRole } from './provider-types.js';

/**
 * Drive roles onto the unified permissions, after Google's roles table
 * (https://developers.google.com/workspace/drive/api/guides/ref-roles): every role reads; all but
 * reader comment; writer and up modify; fileOrganizer and up may move items to the trash and
 * organizer/owner delete them; every role may download unless a restriction says otherwise.
 */
export const googleRolePermissions: Record<GoogleRole, readonly PermissionType[]> = {
  owner: ['read', 'write', 'comment', 'delete', 'export'],
  organizer: ['read', 'write', 'comment', 'delete', 'export'],
  fileOrganizer: ['read', 'write', 'comment', 'delete', 'export'],
  writer: ['read', 'write', 'comment', 'export'],
  commenter: ['read', 'comment', 'export'],
  reader: ['read', 'export'],
};

export const googleRoleRank: Record<GoogleRole, number> = { reader: 1, commenter: 2, writer: 3, fileOrganizer: 4, organizer: 5, owner: 6 };

export const googledrivePermissions: PermissionSupport = {
  check_action: 'googledrive_check_permissions',
  default_resource_type: 'file',
  roles: googleRolePermissions,
  resource_types: {
    drive: {
      name: 'Shared drive',
      description: 'A shared drive: its members and their roles.',
      roles: ['organizer', 'fileOrganizer', 'writer', 'commenter', 'reader'],
    },
    folder: {
      name: 'Folder',
      description: 'A folder of My Drive or of a shared drive; what is shared on it reaches everything inside.',
      roles: ['owner', 'organizer', 'fileOrganizer', 'writer', 'commenter', 'reader'],
      inherits_from: ['drive', 'folder'],
    },
    file: {
      name: 'File',
      description: 'A file of My Drive or of a shared drive.',
      roles: ['owner', 'organizer', 'fileOrganizer', 'writer', 'commenter', 'reader'],
      inherits_from: ['drive', 'folder'],
    },
  },
  notes: [
    "Grants to the user, to groups the user belongs to (nested groups included), to the user's domain and to anyone count; the highest role wins.",
    'Inherited grants (from parent folders and the shared drive) count like direct ones.',
    'copyRequiresWriterPermission, and a download restriction for readers, remove export from readers and commenters; a download restriction for writers removes it from every role below organizer.',
    'Suspended and archived users have no permissions.',
    'Users are resolved with the Admin SDK Directory API (by id, primary email or alias).',
  ],
};
