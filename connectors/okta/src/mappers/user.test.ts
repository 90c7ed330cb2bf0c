import { decodeCompositeId, iamUserSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { oktaGroupListSchema, oktaUserListSchema, parseProviderBody } from '../provider-schemas.js';
import userGroupsFixture from './__fixtures__/user-groups.json' with { type: 'json' };
import usersFixture from './__fixtures__/users.json' with { type: 'json' };
import { mapUser, oktaUserStatuses } from './user.js';

const [active, staged, unknownStatus] = parseProviderBody(oktaUserListSchema, usersFixture, 'users');
const groups = parseProviderBody(oktaGroupListSchema, userGroupsFixture, 'groups');

describe('mapUser', () => {
  it('maps an active user, keeping the profile attributes without a unified field', () => {
    const mapped = mapUser(active!);

    expect(mapped).toEqual({
      id: mapped.id,
      remote_id: '00u118oQYT4TBTemp0g4',
      first_name: 'Alice',
      last_name: 'Smith',
      name: 'Alice Smith',
      username: 'alice.smith@example.com',
      primary_email_address: 'alice.smith@example.com',
      is_bot_user: null,
      status: { value: 'enabled', source_value: 'ACTIVE' },
      groups: null,
      last_login_at: '2022-05-04T19:50:52.000Z',
      last_active_at: null,
      created_at: '2022-04-04T15:56:05.000Z',
      updated_at: '2022-05-05T18:15:44.000Z',
      unified_custom_fields: {
        mobilePhone: null,
        secondEmail: null,
        department: 'Engineering',
        githubUsername: 'asmith',
        activated: null,
        statusChanged: null,
        passwordChanged: '2022-04-04T16:00:22.000Z',
        type: { id: 'oty1162QAr8hJjTaq0g4' },
      },
    });
    expect(decodeCompositeId(mapped.id)).toEqual({ remoteId: '00u118oQYT4TBTemp0g4' });
    expect(iamUserSchema.parse(mapped)).toEqual(mapped);
  });

  it('never passes credentials on', () => {
    expect(JSON.stringify(mapUser(active!))).not.toContain('Favourite colour');
  });

  it('prefers the display name, and treats blank names as missing', () => {
    const mapped = mapUser(staged!);

    expect(mapped).toMatchObject({ name: 'Bruno (contractor)', first_name: 'Bruno', last_name: null, status: { value: 'pending', source_value: 'STAGED' } });
  });

  it('maps a status Okta adds later to unmapped_value, keeping Okta value', () => {
    const mapped = mapUser(unknownStatus!);

    expect(mapped.status).toEqual({ value: 'unmapped_value', source_value: 'ON_HOLD' });
    expect(mapped).toMatchObject({ name: null, first_name: null, last_login_at: null, unified_custom_fields: { transitioningToStatus: 'ACTIVE' } });
    expect(iamUserSchema.parse(mapped)).toEqual(mapped);
  });

  it.each(Object.entries(oktaUserStatuses))('maps status %s to %s', (oktaStatus, unified) => {
    expect(mapUser({ ...active!, status: oktaStatus }).status).toEqual({ value: unified, source_value: oktaStatus });
  });

  it('lists the groups a get fetched as references', () => {
    const mapped = mapUser(active!, groups);

    expect(mapped.groups).toEqual([
      { id: mapped.groups![0]!.id, remote_id: '00g1emaKYZTWRYYRRTSK', name: 'West Coast users' },
      { id: mapped.groups![1]!.id, remote_id: '00garwpuyxHaWOkdV0g4', name: 'Everyone' },
    ]);
    expect(decodeCompositeId(mapped.groups![1]!.id)).toEqual({ remoteId: '00garwpuyxHaWOkdV0g4' });
  });
});
