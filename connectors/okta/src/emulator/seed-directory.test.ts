import { describe, expect, it } from 'vitest';
import { seedDirectory } from './seed-directory.js';

const size = { seed: 4, userCount: 30, groupCount: 8, customRoleCount: 7 };

describe('seedDirectory', () => {
  it('gives the same org for the same seed and another org for another seed', () => {
    expect(seedDirectory(size)).toEqual(seedDirectory(size));
    expect(seedDirectory({ ...size, seed: 5 }).users).not.toEqual(seedDirectory(size).users);
  });

  it('uses Okta id shapes and unique logins, and shows every user status', () => {
    const { users, groups, customRoles } = seedDirectory(size);

    expect(users).toHaveLength(30);
    for (const user of users) expect(user.id).toMatch(/^00u[0-9A-Za-z]{17}$/);
    for (const group of groups) expect(group.id).toMatch(/^00g[0-9A-Za-z]{17}$/);
    for (const role of customRoles) expect(role.id).toMatch(/^cr0[0-9A-Za-z]{17}$/);
    expect(new Set(users.map((user) => user.profile.login)).size).toBe(30);
    expect(new Set(users.map((user) => user.status))).toEqual(
      new Set(['ACTIVE', 'STAGED', 'PROVISIONED', 'RECOVERY', 'PASSWORD_EXPIRED', 'LOCKED_OUT', 'SUSPENDED', 'DEPROVISIONED']),
    );
  });

  it('puts every user in Everyone and only existing users in groups', () => {
    const { users, groups, memberships, tokenOwnerId } = seedDirectory(size);
    const userIds = new Set(users.map((user) => user.id));

    expect(groups[0]).toMatchObject({ type: 'BUILT_IN', profile: { name: 'Everyone' } });
    expect(memberships.get(groups[0]!.id)).toEqual(userIds);
    for (const members of memberships.values()) for (const id of members) expect(userIds.has(id)).toBe(true);
    expect(groups).toHaveLength(9);
    expect(groups.some((group) => group.type === 'APP_GROUP')).toBe(true);
    expect(users.find((user) => user.id === tokenOwnerId)?.status).toBe('ACTIVE');
  });

  it('seeds policies of the classic types with a system default among them', () => {
    const { policies } = seedDirectory(size);
    const types = new Set(policies.map((policy) => policy.type));

    for (const type of ['OKTA_SIGN_ON', 'PASSWORD', 'MFA_ENROLL', 'ACCESS_POLICY', 'PROFILE_ENROLLMENT', 'IDP_DISCOVERY']) expect(types.has(type)).toBe(true);
    expect(policies.filter((policy) => policy.type === 'PASSWORD' && policy.system)).toHaveLength(1);
  });
});
