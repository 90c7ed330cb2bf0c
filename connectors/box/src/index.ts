import { defineConnector, defineConnectorManifest } from '@openunified/connector-sdk';
import { checkPermissionsAction } from './actions/check-permissions.js';
import { boxOAuth2 } from './authentication.js';
import { boxErrorMessage } from './error-message.js';
import { boxPermissions } from './permission-model.js';
import { MANAGE_GROUPS_SCOPE, MANAGE_MANAGED_USERS_SCOPE, ROOT_READONLY_SCOPE } from './scopes.js';
import packageJson from '../package.json' with { type: 'json' };

// Box's wordmark colour as a plain tile, inline so the connect page needs no third-party asset.
const boxIcon =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="18" fill="#0061d5"/>' +
      '<text x="50" y="64" font-family="Arial" font-size="40" font-weight="bold" fill="#fff" text-anchor="middle">box</text></svg>',
  ).toString('base64');

export const boxConnector = defineConnector({
  key: 'box',
  name: 'Box',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: boxIcon,
  description: 'Permission checks over Box collaborations (Box Platform API 2.0).',
  release_stage: 'preview',
  categories: ['documents'],
  authentication: [boxOAuth2],
  scope_definitions: [
    { name: ROOT_READONLY_SCOPE, description: 'Read all files and folders stored in Box', includes: [] },
    { name: MANAGE_MANAGED_USERS_SCOPE, description: "Look up the enterprise's users", includes: [] },
    { name: MANAGE_GROUPS_SCOPE, description: "Look up the enterprise's groups and memberships", includes: [] },
  ],
  resource_types: ['folder', 'file'],
  permissions: boxPermissions,
  baseUrl: 'https://api.box.com/2.0',
  errorMessage: boxErrorMessage,
  actions: [checkPermissionsAction],
});

/** What a platform installs: `createPlatform({ connectors: [manifest] })` (docs/connector-authoring.md). */
export const manifest = defineConnectorManifest({
  connector: boxConnector,
  emulator: () => import('./emulator/index.js').then((emulator) => emulator.startBoxEmulator()),
});

export default manifest;

export { boxRolePermissions } from './permission-model.js';
export type { BoxCollaboration, BoxCollaborationRole, BoxItem, BoxUser } from './provider-types.js';
