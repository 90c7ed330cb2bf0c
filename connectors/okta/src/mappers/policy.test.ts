import { iamPolicySchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { oktaPolicyListSchema, parseProviderBody } from '../provider-schemas.js';
import policiesFixture from './__fixtures__/policies.json' with { type: 'json' };
import { mapPolicy, oktaPolicyTypes } from './policy.js';

const [password, clientUpdate] = parseProviderBody(oktaPolicyListSchema, policiesFixture, 'policies');

describe('mapPolicy', () => {
  it('maps a policy, keeping its conditions, settings, priority and system flag', () => {
    const mapped = mapPolicy(password!);

    expect(mapped).toEqual({
      id: mapped.id,
      remote_id: '00p5a7mcpDnpE1W9f1d7',
      name: 'Default Policy',
      description: 'The default password policy',
      type: { value: 'password', source_value: 'PASSWORD' },
      status: { value: 'active', source_value: 'ACTIVE' },
      created_at: '2023-01-02T00:00:00.000Z',
      updated_at: '2024-03-01T11:12:13.000Z',
      unified_custom_fields: {
        priority: 2,
        system: true,
        conditions: { people: { groups: { include: ['00garwpuyxHaWOkdV0g4'] } }, authProvider: { provider: 'OKTA' } },
        settings: { password: { complexity: { minLength: 12 } } },
      },
    });
    expect(iamPolicySchema.parse(mapped)).toEqual(mapped);
  });

  it('maps a type without a unified value to unmapped_value', () => {
    const mapped = mapPolicy(clientUpdate!);

    expect(mapped).toMatchObject({
      type: { value: 'unmapped_value', source_value: 'CLIENT_UPDATE' },
      status: { value: 'inactive', source_value: 'INACTIVE' },
      description: null,
      created_at: null,
    });
    expect(iamPolicySchema.parse(mapped)).toEqual(mapped);
  });

  it('gives every classic policy type a unified value', () => {
    for (const type of ['OKTA_SIGN_ON', 'PASSWORD', 'MFA_ENROLL', 'ACCESS_POLICY', 'PROFILE_ENROLLMENT', 'IDP_DISCOVERY']) {
      expect(oktaPolicyTypes[type]).toBeDefined();
    }
  });
});
