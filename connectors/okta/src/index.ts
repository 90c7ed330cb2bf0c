import { defineConnector, defineConnectorManifest, svgIcon } from '@openunified/connector-sdk';
import packageJson from '../package.json' with { type: 'json' };
import { deleteUserAction } from './actions/delete-user.js';
import { getCurrentUserAction } from './actions/get-current-user.js';
import { getGroupAction } from './actions/get-group.js';
import { getPolicyAction } from './actions/get-policy.js';
import { getRoleAction } from './actions/get-role.js';
import { getUserAction } from './actions/get-user.js';
import { listGroupMembersAction } from './actions/list-group-members.js';
import { GROUP_FILTER_KEYS, listGroupsAction } from './actions/list-groups.js';
import { listPoliciesAction, POLICY_FILTER_KEYS } from './actions/list-policies.js';
import { listRolesAction } from './actions/list-roles.js';
import { listUsersAction, USER_FILTER_KEYS } from './actions/list-users.js';
import { createUserAction, updateUserAction } from './actions/write-user.js';
import { oktaAuthentication } from './authentication.js';
import { oktaErrorMessage, oktaRetryAfterSeconds } from './provider-responses.js';

export const oktaConnector = defineConnector({
  key: 'okta',
  name: 'Okta',
  // From package.json, so `changeset version` bumps what /actions reports too.
  version: packageJson.version,
  icon: svgIcon(new URL('../assets/icon.svg', import.meta.url)),
  customer_description: 'Lets the application read the users, groups, roles and policies of your Okta organization, and create, update and delete its users.',
  description: 'Okta workforce identity: users, groups with their members, administrator roles and policies as unified iam resources.',
  release_stage: 'beta',
  categories: ['iam'],
  authentication: [oktaAuthentication],
  // Okta's OAuth 2.0 scopes for these endpoints. An API token has none: it acts with the
  // administrator roles of its creator, which must allow the same reads and writes.
  scope_definitions: [
    { name: 'okta.users.read', description: 'Read users and their group memberships', includes: [] },
    { name: 'okta.users.manage', description: 'Create, update and delete users', includes: ['okta.users.read'] },
    { name: 'okta.groups.read', description: 'Read groups and their members', includes: [] },
    { name: 'okta.roles.read', description: 'Read custom administrator roles', includes: [] },
    { name: 'okta.policies.read', description: 'Read policies', includes: [] },
  ],
  resource_types: ['user', 'group', 'role', 'policy'],
  baseUrl: 'https://{domain}/api/v1',
  errorMessage: oktaErrorMessage,
  retryAfterSeconds: oktaRetryAfterSeconds,
  resources: {
    'iam.users': {
      filters: USER_FILTER_KEYS,
      description:
        'status (enabled, disabled, pending or an Okta status), email and username (exact, any case) become an Okta search expression, ' +
        'as does updated_after (lastUpdated).',
    },
    'iam.groups': {
      filters: GROUP_FILTER_KEYS,
      description:
        'name (contains) and type (OKTA_GROUP, APP_GROUP, BUILT_IN) become an Okta search expression; updated_after matches profile or membership changes.',
    },
    'iam.roles': { filters: [], description: 'updated_after applies to custom roles only, after reading each page.' },
    'iam.policies': {
      filters: POLICY_FILTER_KEYS,
      description: 'type (unified or Okta policy type) selects the types walked; status is sent to Okta; updated_after is applied after reading each page.',
    },
  },
  actions: [
    listUsersAction,
    getUserAction,
    createUserAction,
    updateUserAction,
    deleteUserAction,
    listGroupsAction,
    getGroupAction,
    listRolesAction,
    getRoleAction,
    listPoliciesAction,
    getPolicyAction,
    listGroupMembersAction,
    getCurrentUserAction,
  ],
});

/** What a platform installs: `createPlatform({ connectors: [manifest] })` (docs/connector-authoring.md). */
export const manifest = defineConnectorManifest({
  connector: oktaConnector,
  emulator: () => import('./emulator/index.js').then((emulator) => emulator.startOktaEmulator()),
});

export default manifest;

export { checkOktaDomain, oktaAuthentication } from './authentication.js';
export { mapGroup } from './mappers/group.js';
export { mapPolicy } from './mappers/policy.js';
export { mapCustomRole, mapStandardRole, oktaStandardRoles } from './mappers/role.js';
export { mapUser } from './mappers/user.js';
export type { OktaCustomRole, OktaErrorBody, OktaGroup, OktaPolicy, OktaUser } from './provider-schemas.js';
