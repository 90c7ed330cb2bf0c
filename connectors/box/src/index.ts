import { defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { checkPermissionsAction } from './actions/check-permissions.js';
import { boxOAuth2 } from './authentication.js';
import { boxErrorMessage } from './error-message.js';
import { boxPermissions } from './permission-model.js';
import { MANAGE_GROUPS_SCOPE, MANAGE_MANAGED_USERS_SCOPE, ROOT_READONLY_SCOPE } from './scopes.js';

// Box's wordmark colour as a plain tile, inline so the connect page needs no third-party asset.

export const boxConnector = defineConnector({
  key: 'box',
  name: 'Box',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  customer_description: 'Lets the application see who can open your Box files and folders.',
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
