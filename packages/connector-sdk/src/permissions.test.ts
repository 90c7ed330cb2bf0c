import { describe, expect, it } from 'vitest';
import {
  assertPermissionSupport,
  iamResourceTypesOf,
  type PermissionSupport,
  permissionsOfRoles,
  resourceNotFoundError,
  userNotFoundError,
} from './permissions.js';

const support: PermissionSupport = {
  check_action: 'notes_check_permissions',
  default_resource_type: 'note',
  roles: { author: ['read', 'write', 'delete', 'export'], reader: ['read'], guest: [] },
  resource_types: {
    notebook: { name: 'Notebook', description: 'A notebook', roles: ['author', 'reader'] },
    note: { name: 'Note', description: 'A note', roles: ['author', 'reader', 'guest'], inherits_from: ['notebook'] },
  },
};
const declared = { resourceTypes: ['notebook', 'note'], actionIds: ['notes_check_permissions'] };

describe('permission declarations', () => {
  it('unites the permissions of the roles held, in the canonical order, ignoring unknown and inherited-object names', () => {
    expect(permissionsOfRoles(support.roles, ['reader', 'author'])).toEqual(['read', 'write', 'delete', 'export']);
    expect(permissionsOfRoles(support.roles, ['guest', 'stranger', 'constructor', '__proto__', 'toString'])).toEqual([]);
  });

  it('accepts a consistent declaration and names what is wrong with an inconsistent one', () => {
    expect(() => assertPermissionSupport('notes', support, declared)).not.toThrow();
    const broken: Array<[Partial<PermissionSupport>, RegExp]> = [
      [{ check_action: 'notes_other' }, /check_action "notes_other" is not one of its actions/],
      [{ default_resource_type: 'page' }, /default_resource_type "page"/],
      [{ roles: { author: ['read'] } }, /names role "reader", which the role table lacks/],
      [{ roles: { ...support.roles, admin: ['share' as 'read'] } }, /role "admin" grants unknown permission "share"/],
      [{ resource_types: {} }, /declares no resource type/],
    ];
    for (const [change, message] of broken) expect(() => assertPermissionSupport('notes', { ...support, ...change }, declared)).toThrow(message);
    expect(() => assertPermissionSupport('notes', support, { ...declared, resourceTypes: ['note'] })).toThrow(
      /"notebook" is missing from the connector's resource_types/,
    );
  });

  it('describes each resource type for iam/resource_types', () => {
    expect(iamResourceTypesOf(support)).toEqual([
      {
        type: 'notebook',
        name: 'Notebook',
        description: 'A notebook',
        is_default: false,
        inherits_from: [],
        permissions: ['read', 'write', 'delete', 'export'],
        roles: [
          { role: 'author', permissions: ['read', 'write', 'delete', 'export'] },
          { role: 'reader', permissions: ['read'] },
        ],
      },
      expect.objectContaining({ type: 'note', is_default: true, inherits_from: ['notebook'] }),
    ]);
  });

  it('gives the two documented 404 messages', () => {
    expect(resourceNotFoundError()).toMatchObject({ statusCode: 404, message: 'resource not found' });
    expect(userNotFoundError()).toMatchObject({ statusCode: 404, message: 'user not found' });
  });
});
