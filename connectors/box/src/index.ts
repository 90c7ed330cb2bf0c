import { defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { checkPermissionsAction } from './actions/check-permissions.js';
import { downloadFileAction } from './actions/download-file.js';
import { getFileAction, getFolderAction, listFilesAction, listFoldersAction } from './actions/unified-items.js';
import { uploadFileAction } from './actions/upload-file.js';
import { boxOAuth2 } from './authentication.js';
import { boxErrorMessage } from './error-message.js';
import { boxPermissions } from './permission-model.js';
import { MANAGE_GROUPS_SCOPE, MANAGE_MANAGED_USERS_SCOPE, ROOT_READONLY_SCOPE, ROOT_READWRITE_SCOPE } from './scopes.js';

// Box's wordmark colour as a plain tile, inline so the connect page needs no third-party asset.

export const boxConnector = defineConnector({
  key: 'box',
  name: 'Box',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  customer_description: 'Lets the application read your Box folders and files, download them, upload files and see who can open them.',
  description: 'Folders and files of Box, and permission checks over its collaborations (Box Platform API 2.0).',
  release_stage: 'preview',
  categories: ['documents'],
  authentication: [boxOAuth2],
  scope_definitions: [
    { name: ROOT_READONLY_SCOPE, description: 'Read all files and folders stored in Box', includes: [] },
    { name: ROOT_READWRITE_SCOPE, description: 'Read and write all files and folders stored in Box', includes: [ROOT_READONLY_SCOPE] },
    { name: MANAGE_MANAGED_USERS_SCOPE, description: "Look up the enterprise's users", includes: [] },
    { name: MANAGE_GROUPS_SCOPE, description: "Look up the enterprise's groups and memberships", includes: [] },
  ],
  resource_types: ['folder', 'file'],
  permissions: boxPermissions,
  baseUrl: 'https://api.box.com/2.0',
  errorMessage: boxErrorMessage,
  resources: {
    folders: {
      filters: ['folder_id', 'nested_items'],
      description:
        'Folders, walking the tree from the root ("All Files") one GET /folders/{id}/items page per call; folder_id: that folder\'s own ' +
        'subfolders, or with nested_items=true every folder below it. updated_after is applied to each page. drive_id is refused: Box has no drives.',
    },
    files: {
      filters: ['folder_id', 'nested_items', 'name', 'content', 'created_after'],
      description:
        "Files, walking the tree like folders, or with name or content by GET /search (not both). folder_id: that folder's own files " +
        '(nested_items=true: every file below it). ' +
        'created_after and updated_after go to the search ranges or are applied to each page. drive_id is refused: Box has no drives.',
    },
  },
  actions: [listFoldersAction, getFolderAction, listFilesAction, getFileAction, downloadFileAction, uploadFileAction, checkPermissionsAction],
  unsupported: {
    'documents.drives.list': 'Box has no drives: an account holds one tree of folders, served as folders and files',
    'documents.drives.get': 'Box has no drives: an account holds one tree of folders, served as folders and files',
  },
});

/** What a platform installs: `createPlatform({ connectors: [manifest] })` (docs/connector-authoring.md). */
export const manifest = defineConnectorManifest({
  connector: boxConnector,
  emulator: () => import('./emulator/index.js').then((emulator) => emulator.startBoxEmulator()),
});

export default manifest;

export { boxWebUrl, mapFile, mapFolder } from './mappers/item.js';
export { boxRolePermissions } from './permission-model.js';
export type { BoxCollaboration, BoxCollaborationRole, BoxItem, BoxSearchResults, BoxUser } from './provider-types.js';
