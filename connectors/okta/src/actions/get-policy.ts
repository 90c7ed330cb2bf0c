import { defineAction, getInputSchema } from '@openunified/connector-sdk';
import { mapPolicy } from '../mappers/policy.js';
import { oktaPolicySchema, parseProviderBody } from '../provider-schemas.js';
import { oktaIdPathSegment } from './okta-path.js';

export const getPolicyAction = defineAction({
  id: 'okta_get_policy',
  label: 'Get policy',
  description: 'Gets one Okta policy, of any type, as a unified iam policy (GET /api/v1/policies/{policyId}).',
  tags: ['iam', 'policies'],
  schema_type: 'unified',
  unified: 'iam.policies.get',
  required_scopes: ['okta.policies.read'],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const response = await http.get(`/policies/${oktaIdPathSegment(input.path.id, 'policy')}`);
    return { data: mapPolicy(parseProviderBody(oktaPolicySchema, response.body, 'policy')) };
  },
});
