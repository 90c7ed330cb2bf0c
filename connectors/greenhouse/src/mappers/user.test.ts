import { atsUserSchema, encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { greenhouseUserSchema, parseProviderBody } from '../provider-schemas.js';
import userFixture from './__fixtures__/user.json' with { type: 'json' };
import { mapUser } from './user.js';

const user = (fixture: unknown) => parseProviderBody(greenhouseUserSchema, fixture, 'user');

describe('mapUser', () => {
  it('maps a Greenhouse user, disabled as not active', () => {
    const mapped = mapUser(user(userFixture));

    expect(atsUserSchema.parse(mapped)).toEqual(mapped);
    expect(mapped).toEqual({
      id: encodeCompositeId('4080'),
      remote_id: '4080',
      first_name: 'Ines',
      last_name: 'Varga',
      name: 'Ines Varga',
      email: 'ines.varga@northwind.example',
      employee_id: 'E-77',
      active: true,
      created_at: '2021-07-01T09:00:00.000Z',
      updated_at: '2023-02-01T10:00:00.000Z',
      unified_custom_fields: { team: 'Talent' },
    });
    expect(mapUser(user({ ...userFixture, disabled: true })).active).toBe(false);
  });
});
