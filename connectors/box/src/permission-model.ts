import type { PermissionSupport, PermissionType } from '@openunified/connector-sdk';
import type { BoxCollaborationRole } from './provider-types.js';

/**
 * Box collaboration roles onto the unified permissions, after Box's permission chart
 * (https://support.box.com/hc/en-us/articles/360044196413-Understanding-Collaborator-Permission-Levels):
 * preview is read, upload and edit are write, download is export; only owners, co-owners and
 * editors delete; an uploader may add files but not see them.
 */
export const boxRolePermissions: Record<BoxCollaborationRole, readonly PermissionType[]> = {
  owner: ['read', 'write', 'comment', 'delete', 'export'],
  'co-owner': ['read', 'write', 'comment', 'delete', 'export'],
  editor: ['read', 'write', 'comment', 'delete', 'export'],
  'viewer uploader': ['read', 'write', 'comment', 'export'],
  'previewer uploader': ['read', 'write', 'comment'],
  viewer: ['read', 'comment', 'export'],
  previewer: ['read', 'comment'],
  uploader: ['write'],
};

const allRoles = Object.keys(boxRolePermissions);

export const boxPermissions: PermissionSupport = {
  check_action: 'box_check_permissions',
  default_resource_type: 'file',
  roles: boxRolePermissions,
  resource_types: {
    folder: {
      name: 'Folder',
      description: 'A Box folder; a collaboration on it reaches every folder and file below.',
      roles: allRoles,
      inherits_from: ['folder'],
    },
    file: {
      name: 'File',
      description: 'A Box file; collaborations on the file itself and on every folder above it count.',
      roles: allRoles,
      inherits_from: ['folder'],
    },
  },
  notes: [
    'The owner of an item (owned_by) holds the owner role.',
    'Collaborations on the item and on every folder of its path count, for the user or a group the user belongs to; pending, rejected and expired ones do not.',
    'Users with status inactive have no permissions; cannot_delete_edit and cannot_delete_edit_upload remove write and delete.',
    'Shared links are not counted: they grant access to whoever holds the link, not to a user.',
  ],
};
