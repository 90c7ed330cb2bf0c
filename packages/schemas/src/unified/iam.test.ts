import { describe, expect, it } from 'vitest';
import { iamGroupSchema, iamUserSchema, iamUserWriteSchema } from './iam.js';

const user = {
  id: 'c28xIQaWQ6MDB1MQ',
  remote_id: '00u1',
  first_name: 'Alice',
  last_name: 'Smith',
  name: 'Alice Smith',
  username: 'alice@example.com',
  primary_email_address: 'alice@example.com',
  is_bot_user: null,
  status: { value: 'enabled', source_value: 'ACTIVE' },
  groups: null,
  last_login_at: '2024-05-04T19:50:52.000Z',
  last_active_at: null,
  created_at: '2024-04-04T15:56:05.000Z',
  updated_at: '2024-05-05T18:15:44.000Z',
  unified_custom_fields: { department: 'Engineering' },
};

describe('iamUserSchema', () => {
  it('accepts a user with a mapped status, and unmapped_value with the provider value', () => {
    expect(iamUserSchema.parse(user)).toEqual(user);
    expect(iamUserSchema.safeParse({ ...user, status: { value: 'unmapped_value', source_value: 'ON_HOLD' } }).success).toBe(true);
  });

  it('refuses a status outside the enum and a date-time without offset', () => {
    expect(iamUserSchema.safeParse({ ...user, status: { value: 'locked', source_value: 'LOCKED_OUT' } }).success).toBe(false);
    expect(iamUserSchema.safeParse({ ...user, created_at: '2024-04-04T15:56:05' }).success).toBe(false);
  });
});

describe('iamGroupSchema', () => {
  it('carries members as references and refuses a negative member count', () => {
    const group = {
      id: 'c28xIQaWQ6MDBnMQ',
      remote_id: '00g1',
      name: 'Engineering',
      description: null,
      type: { value: 'group', source_value: 'OKTA_GROUP' },
      parent_id: null,
      remote_parent_id: null,
      member_count: 1,
      members: [{ id: user.id, remote_id: user.remote_id, name: user.name }],
      has_more_members: false,
      created_at: null,
      updated_at: null,
    };
    expect(iamGroupSchema.parse(group)).toEqual(group);
    expect(iamGroupSchema.safeParse({ ...group, member_count: -1 }).success).toBe(false);
  });
});

describe('iamUserWriteSchema', () => {
  it('accepts an empty body and null for every member', () => {
    const cleared = { first_name: null, last_name: null, name: null, username: null, primary_email_address: null, passthrough: null };
    expect(iamUserWriteSchema.parse({})).toEqual({});
    expect(iamUserWriteSchema.parse(cleared)).toEqual(cleared);
  });

  it('refuses a malformed e-mail address and a passthrough that is not an object', () => {
    expect(iamUserWriteSchema.safeParse({ primary_email_address: 'not-an-email' }).success).toBe(false);
    expect(iamUserWriteSchema.safeParse({ passthrough: 'department=Sales' }).success).toBe(false);
  });
});
