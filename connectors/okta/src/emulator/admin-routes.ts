import type { EmulatorRequest, EmulatorResponse, EmulatorRoute } from '@openunified/connector-sdk/emulator';
import type { EmulatorState } from './emulator-state.js';
import { linkHeader, notFound, oktaError, pageAfter, readLimit, requestOrigin } from './okta-responses.js';
import type { EmulatedPolicy } from './seed-directory.js';

const API = '/api/v1';
/** The policy types of the Management API's `PolicyType`. */
const policyTypes = new Set([
  'ACCESS_POLICY',
  'ENTITY_RISK',
  'IDP_DISCOVERY',
  'MFA_ENROLL',
  'OKTA_SIGN_ON',
  'PASSWORD',
  'POST_AUTH_SESSION',
  'PROFILE_ENROLLMENT',
  'DEVICE_SIGNAL_COLLECTION',
  'SESSION_VIOLATION_DETECTION',
  'CLIENT_UPDATE',
  'IDENTITY_CLAIM_SOURCING',
]);

function serializePolicy(policy: EmulatedPolicy, request: EmulatorRequest) {
  const self = `${requestOrigin(request)}${API}/policies/${policy.id}`;
  return { ...policy, _links: { self: { href: self }, rules: { href: `${self}/rules` } } };
}

function serializeCustomRole<Role extends { id: string }>(role: Role, request: EmulatorRequest) {
  const self = `${requestOrigin(request)}${API}/iam/roles/${role.id}`;
  return { ...role, _links: { self: { href: self }, permissions: { href: `${self}/permissions` } } };
}

/**
 * `GET /iam/roles` pages in its body, not in a Link header: `{roles, _links: {next: {href}}}`,
 * and takes no `limit`, so its page size is the org's (`customRolesPerPage`).
 */
function listCustomRoles(state: EmulatorState, request: EmulatorRequest, perPage: number): EmulatorResponse {
  const { page, nextAfter } = pageAfter(state.directory.customRoles, request.query.get('after'), perPage);
  const origin = requestOrigin(request);
  return {
    body: {
      roles: page.map((role) => serializeCustomRole(role, request)),
      _links: nextAfter === undefined ? {} : { next: { href: `${origin}${API}/iam/roles?after=${encodeURIComponent(nextAfter)}` } },
    },
  };
}

/** `GET /policies` needs a `type`; `status` narrows to ACTIVE or INACTIVE; without `limit` every policy of the type comes back. */
function listPolicies(state: EmulatorState, request: EmulatorRequest): EmulatorResponse {
  const type = request.query.get('type');
  if (type === null || !policyTypes.has(type)) {
    return oktaError(400, 'Api validation failed: type', [`type: Policy type must be one of ${[...policyTypes].join(', ')}`]);
  }
  const status = request.query.get('status');
  const limit = readLimit(request, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  if (typeof limit !== 'number') return limit;
  const policies = state.directory.policies.filter((policy) => policy.type === type && (status === null || policy.status === status));
  const { page, nextAfter } = pageAfter(policies, request.query.get('after'), limit);
  return { headers: linkHeader(request, nextAfter), body: page.map((policy) => serializePolicy(policy, request)) };
}

/** `GET /iam/roles/{roleIdOrLabel}`: a custom role by its id or its label (exact). */
function getCustomRole(state: EmulatorState, request: EmulatorRequest): EmulatorResponse {
  const idOrLabel = request.params.roleIdOrLabel ?? '';
  const role = state.directory.customRoles.find((candidate) => candidate.id === idOrLabel || candidate.label === idOrLabel);
  return role ? { body: serializeCustomRole(role, request) } : notFound(idOrLabel, 'Role');
}

function getPolicy(state: EmulatorState, request: EmulatorRequest): EmulatorResponse {
  const id = request.params.policyId ?? '';
  const policy = state.directory.policies.find((candidate) => candidate.id === id);
  return policy ? { body: serializePolicy(policy, request) } : notFound(id, 'Policy');
}

export function adminRoutes(state: EmulatorState, customRolesPerPage: number): EmulatorRoute[] {
  return [
    { method: 'GET', pattern: `${API}/iam/roles`, handle: (request) => listCustomRoles(state, request, customRolesPerPage) },
    { method: 'GET', pattern: `${API}/iam/roles/:roleIdOrLabel`, handle: (request) => getCustomRole(state, request) },
    { method: 'GET', pattern: `${API}/policies`, handle: (request) => listPolicies(state, request) },
    { method: 'GET', pattern: `${API}/policies/:policyId`, handle: (request) => getPolicy(state, request) },
  ];
}
