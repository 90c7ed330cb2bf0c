import { defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { createOrderAction } from './actions/orders.js';
import { getPackageAction, listPackagesAction } from './actions/packages.js';
import { receiveResultAction } from './actions/results-webhook.js';
import { checkrAuthentication } from './authentication.js';
import { checkrErrorMessage } from './checkr-errors.js';

export const checkrConnector = defineConnector({
  key: 'checkr',
  name: 'Checkr',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  description: 'Background check packages, orders through hosted invitations, and signed report webhooks (Checkr API v1, secret API key).',
  customer_description:
    'Lets the application list your Checkr packages, order background checks for candidates (Checkr e-mails them an invitation), and receive the results Checkr reports.',
  release_stage: 'preview',
  categories: ['screening'],
  authentication: [checkrAuthentication],
  scope_definitions: [],
  resource_types: ['package', 'candidate', 'invitation', 'report'],
  baseUrl: 'https://api.checkr.com/v1',
  errorMessage: checkrErrorMessage,
  resources: {
    packages: { filters: [], description: 'GET /v1/packages: every package of the account.' },
  },
  actions: [listPackagesAction, getPackageAction, createOrderAction, receiveResultAction],
});

/** What a platform installs: `createPlatform({ connectors: [manifest] })` (docs/connector-authoring.md). */
export const manifest = defineConnectorManifest({
  connector: checkrConnector,
  emulator: () => import('./emulator/index.js').then((emulator) => emulator.startCheckrEmulator()),
});

export default manifest;

export { mapPackage } from './mappers/package.js';
export { mapReport, resultEvent } from './mappers/result.js';
export type { CheckrCandidate, CheckrEvent, CheckrInvitation, CheckrPackage, CheckrReport } from './provider-types.js';
export { CHECKR_SIGNATURE_HEADER, checkrSignature, isValidCheckrSignature } from './webhook-signature.js';
