import { defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { checkPermissionsAction } from './actions/check-permissions.js';
import { downloadFileAction } from './actions/download-file.js';
import { getCurrentUserAction } from './actions/get-current-user.js';
import { getDriveAction } from './actions/get-drive.js';
import { listDrivesAction } from './actions/list-drives.js';
import { listFilesAction } from './actions/list-files.js';
import { getFileAction, listUnifiedFilesAction } from './actions/unified-files.js';
import { getFolderAction, listFoldersAction } from './actions/unified-folders.js';
import { uploadFileAction } from './actions/upload-file.js';
import { googleOAuth2 } from './authentication.js';
import { googleErrorMessage } from './error-message.js';
import { googledrivePermissions } from './permission-model.js';
import { DIRECTORY_GROUP_MEMBER_READONLY_SCOPE, DIRECTORY_USER_READONLY_SCOPE, DRIVE_READONLY_SCOPE, DRIVE_SCOPE } from './scopes.js';

// Google's Drive mark, simplified, inline so the connect page needs no third-party asset.

export const googledriveConnector = defineConnector({
  key: 'googledrive',
  name: 'Google Drive',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  customer_description: 'Lets the application read your shared drives, folders and files in Google Drive, download them and upload files.',
  description: 'Shared drives, folders and files of Google Drive (Drive API v3).',
  release_stage: 'beta',
  categories: ['documents'],
  authentication: [googleOAuth2],
  scope_definitions: [
    { name: DRIVE_READONLY_SCOPE, description: 'See and download all your Google Drive files', includes: [] },
    {
      name: DRIVE_SCOPE,
      description: 'See, edit, create, and delete all of your Google Drive files',
      includes: [DRIVE_READONLY_SCOPE],
    },
    { name: DIRECTORY_USER_READONLY_SCOPE, description: 'See info about users on your domain (permission checks)', includes: [] },
    { name: DIRECTORY_GROUP_MEMBER_READONLY_SCOPE, description: 'View group subscriptions on your domain (permission checks)', includes: [] },
  ],
  resource_types: ['drive', 'folder', 'file'],
  permissions: googledrivePermissions,
  baseUrl: 'https://www.googleapis.com/drive/v3',
  errorMessage: googleErrorMessage,
  resources: {
    drives: {
      filters: ['name', 'hidden', 'created_after', 'use_domain_admin_access'],
      description:
        'Shared drives (drives.list). name: substring of the name; hidden: true or false; created_after: ISO 8601, ' +
        'only together with use_domain_admin_access=true; use_domain_admin_access: every shared drive of the domain. ' +
        'updated_after is accepted and ignored: shared drives have no modification time.',
    },
    folders: {
      filters: ['drive_id', 'folder_id', 'nested_items'],
      description:
        'Folders: files of the folder MIME type (files.list), trashed ones left out. drive_id: one shared drive (corpora=drive); ' +
        'folder_id: direct subfolders only (nested_items=true is a 400). updated_after filters on modifiedTime.',
    },
    files: {
      filters: ['drive_id', 'folder_id', 'nested_items', 'name', 'content', 'created_after'],
      description:
        'Files other than folders (files.list), trashed ones left out. drive_id: one shared drive; folder_id: direct children only (nested_items=true is a 400); ' +
        'name: name contains; content: fullText contains; created_after: createdTime. updated_after filters on modifiedTime. ' +
        'The native googledrive_list_files lists files and folders as Google returns them.',
    },
  },
  actions: [
    listDrivesAction,
    getDriveAction,
    listFoldersAction,
    getFolderAction,
    listUnifiedFilesAction,
    getFileAction,
    downloadFileAction,
    uploadFileAction,
    listFilesAction,
    getCurrentUserAction,
    checkPermissionsAction,
  ],
});

/** What a platform installs: `createPlatform({ connectors: [manifest] })` (docs/connector-authoring.md). */
export const manifest = defineConnectorManifest({
  connector: googledriveConnector,
  emulator: () => import('./emulator/index.js').then((emulator) => emulator.startGoogledriveEmulator()),
});

export default manifest;

export { mapDrive, sharedDriveUrl } from './mappers/drive.js';
export { mapFile, mapFolder } from './mappers/item.js';
export { googleRolePermissions } from './permission-model.js';
export type {
  GoogleAbout,
  GoogleDirectoryUser,
  GoogleDrive,
  GoogleDriveList,
  GoogleFile,
  GoogleFileList,
  GooglePermission,
  GoogleUser,
} from './provider-types.js';
