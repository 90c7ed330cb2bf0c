import { iamGroupSchema, iamPolicySchema, iamRoleSchema, iamUserSchema, iamUserWriteSchema } from '../unified/iam.js';
import { defineUnifiedResource } from './define-unified-resource.js';

// The iam category (docs/unified/iam.md): the directory of an identity provider.

export const iamUsersResource = defineUnifiedResource({
  category: 'iam',
  resource: 'users',
  path: '/unified/iam/users',
  noun: { one: 'user', many: 'users' },
  description: 'People (and service accounts) of an identity provider, with their sign-in status.',
  model: iamUserSchema,
  operations: { list: {}, get: {}, create: { body: iamUserWriteSchema }, update: { body: iamUserWriteSchema }, delete: {} },
  filters: ['status', 'email', 'username'],
});

export const iamGroupsResource = defineUnifiedResource({
  category: 'iam',
  resource: 'groups',
  path: '/unified/iam/groups',
  noun: { one: 'group', many: 'groups' },
  description: 'Groups of users; a read of one group also lists its members.',
  model: iamGroupSchema,
  operations: { list: {}, get: {} },
  filters: ['name', 'type'],
});

export const iamRolesResource = defineUnifiedResource({
  category: 'iam',
  resource: 'roles',
  path: '/unified/iam/roles',
  noun: { one: 'role', many: 'roles' },
  description: 'Administrator roles the identity provider can grant: its built-in ones and the custom ones of the organization.',
  model: iamRoleSchema,
  operations: { list: {}, get: {} },
});

export const iamPoliciesResource = defineUnifiedResource({
  category: 'iam',
  resource: 'policies',
  path: '/unified/iam/policies',
  noun: { one: 'policy', many: 'policies' },
  description: 'Policies the identity provider enforces: sign-on, password, multi-factor enrollment, app access, ...',
  model: iamPolicySchema,
  operations: { list: {}, get: {} },
  filters: ['type', 'status'],
});

export const iamUnifiedResources = [iamUsersResource, iamGroupsResource, iamRolesResource, iamPoliciesResource] as const;
