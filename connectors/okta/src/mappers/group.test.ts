import { iamGroupSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { oktaGroupListSchema, oktaUserListSchema, parseProviderBody } from '../provider-schemas.js';
import groupsFixture from './__fixtures__/groups-with-stats.json' with { type: 'json' };
import usersFixture from './__fixtures__/users.json' with { type: 'json' };
import { mapGroup } from './group.js';

const [westCoast, imported] = parseProviderBody(oktaGroupListSchema, groupsFixture, 'groups');
const users = parseProviderBody(oktaUserListSchema, usersFixture, 'users');

describe('mapGroup', () => {
  it('maps a listed group with its member count and no members', () => {
    const mapped = mapGroup(westCoast!);

    expect(mapped).toEqual({
      id: mapped.id,
      remote_id: '00g1emaKYZTWRYYRRTSK',
      name: 'West Coast users',
      description: 'All users West of The Rockies',
      type: { value: 'group', source_value: 'OKTA_GROUP' },
      parent_id: null,
      remote_parent_id: null,
      member_count: 41,
      members: null,
      has_more_members: null,
      created_at: '2015-02-06T10:11:28.000Z',
      updated_at: '2015-11-28T19:15:32.000Z',
      unified_custom_fields: {
        lastUpdated: '2015-10-05T19:16:43.000Z',
        lastMembershipUpdated: '2015-11-28T19:15:32.000Z',
        objectClass: ['okta:user_group'],
      },
    });
    expect(iamGroupSchema.parse(mapped)).toEqual(mapped);
  });

  it('takes the later of profile and membership changes as updated_at and keeps imported attributes', () => {
    const mapped = mapGroup(imported!);

    expect(mapped.updated_at).toBe('2024-01-05T10:00:00.000Z');
    expect(mapped.type).toEqual({ value: 'group', source_value: 'APP_GROUP' });
    expect(mapped.unified_custom_fields).toMatchObject({ samAccountName: 'Engineering Users', windowsDomainQualifiedName: 'CORP\\Engineering Users' });
    expect(mapped.member_count).toBe(0);
  });

  it('lists the members a get fetched as references, and says when there are more', () => {
    const mapped = mapGroup(westCoast!, { users: users.slice(0, 2), hasMore: true });

    expect(mapped.members).toEqual([
      { id: expect.stringMatching(/^c28xIQ/), remote_id: '00u118oQYT4TBTemp0g4', name: 'Alice Smith' },
      { id: expect.stringMatching(/^c28xIQ/), remote_id: '00u1gytb3XCr9Dkr18r2', name: 'Bruno (contractor)' },
    ]);
    expect(mapped.has_more_members).toBe(true);
    expect(iamGroupSchema.parse(mapped)).toEqual(mapped);
  });

  it('maps a group type Okta adds later to unmapped_value and a group without stats to a null count', () => {
    const mapped = mapGroup({ id: '00gX', type: 'SCIM_GROUP', profile: { name: 'Pushed' } });

    expect(mapped).toMatchObject({ type: { value: 'unmapped_value', source_value: 'SCIM_GROUP' }, member_count: null, description: null, updated_at: null });
  });
});
