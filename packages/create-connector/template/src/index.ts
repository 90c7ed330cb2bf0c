import { defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { listDrivesAction } from './actions/list-drives.js';
import { __key__Authentication } from './authentication.js';

export const __key__Connector = defineConnector({
  key: '__key__',
  name: '__Name__',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  // Shipped in the package (assets/), so the connect page shows it offline: replace it with the provider's logo.
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  description: '__Name__: drives as unified documents drives.',
  // What the connect page tells the end customer linking their account (not developer wording).
  customer_description: 'Lets the application read the drives of your __Name__ account.',
  release_stage: 'preview',
  categories: ['documents'],
  authentication: [__key__Authentication],
  // API keys carry every permission of the account: there are no scopes to declare.
  scope_definitions: [],
  resource_types: ['drive'],
  baseUrl: 'https://api.example.com/v1',
  resources: {
    'documents.drives': { filters: ['name'], description: 'filter[name]: the name contains the text, ignoring case.' },
  },
  actions: [listDrivesAction],
});

/** What a platform installs (docs/connector-authoring.md). */
export const manifest = defineConnectorManifest({
  connector: __key__Connector,
  emulator: () => import('./emulator/index.js').then((emulator) => emulator.start__Key__Emulator()),
});

export default manifest;

export { __key__Authentication } from './authentication.js';
export { mapDrive } from './mappers/drive.js';
export type { __Key__Drive, __Key__DriveList, __Key__ErrorBody } from './provider-types.js';
