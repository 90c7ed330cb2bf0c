import { decodeCompositeId, iamRoleSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { oktaCustomRolePageSchema, parseProviderBody } from '../provider-schemas.js';
import customRolesFixture from './__fixtures__/custom-roles-page.json' with { type: 'json' };
import { mapCustomRole, mapStandardRole, oktaStandardRoles } from './role.js';

describe('mapStandardRole', () => {
  it('maps every standard role to a valid unified role identified by its Okta role type', () => {
    const mapped = oktaStandardRoles.map(mapStandardRole);

    for (const role of mapped) expect(iamRoleSchema.parse(role)).toEqual(role);
    expect(mapped[0]).toEqual({
      id: mapped[0]!.id,
      remote_id: 'SUPER_ADMIN',
      name: 'Super Administrator',
      description: expect.any(String),
      type: { value: 'admin', source_value: 'SUPER_ADMIN' },
      created_at: null,
      updated_at: null,
      unified_custom_fields: {},
    });
    expect(decodeCompositeId(mapped[0]!.id)).toEqual({ remoteId: 'SUPER_ADMIN' });
    expect(new Set(mapped.map((role) => role.remote_id)).size).toBe(12);
  });

  it('ranks read-only roles as viewers and scoped ones as editors', () => {
    const typeOf = (remoteId: string) => mapStandardRole(oktaStandardRoles.find((role) => role.type === remoteId)!).type?.value;

    expect(typeOf('READ_ONLY_ADMIN')).toBe('viewer');
    expect(typeOf('HELP_DESK_ADMIN')).toBe('editor');
    expect(typeOf('ORG_ADMIN')).toBe('admin');
  });
});

describe('mapCustomRole', () => {
  it('maps a custom role, whose type depends on its permissions, to unmapped_value', () => {
    const [role] = parseProviderBody(oktaCustomRolePageSchema, customRolesFixture, 'roles').roles!;
    const mapped = mapCustomRole(role!);

    expect(mapped).toEqual({
      id: mapped.id,
      remote_id: 'cr0Yq6IJxGIr0ouum0g3',
      name: 'UserCreator',
      description: 'Create users',
      type: { value: 'unmapped_value', source_value: 'CUSTOM' },
      created_at: '2021-02-06T16:20:57.000Z',
      updated_at: '2021-02-06T16:20:57.000Z',
      unified_custom_fields: {},
    });
    expect(iamRoleSchema.parse(mapped)).toEqual(mapped);
  });
});
