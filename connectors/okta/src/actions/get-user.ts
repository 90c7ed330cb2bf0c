import { defineAction, getInputSchema } from '@openunified/connector-sdk';
import { mapUser } from '../mappers/user.js';
import { oktaGroupListSchema, oktaUserSchema, parseProviderBody } from '../provider-schemas.js';
import { allSettled } from './all-settled.js';
import { oktaIdPathSegment } from './okta-path.js';

export const getUserAction = defineAction({
  id: 'okta_get_user',
  label: 'Get user',
  description:
    'Gets one Okta user (by unified id, Okta id or login) as a unified iam user, with the groups it belongs to. Two Okta calls, made ' +
    'at once: GET /api/v1/users/{id} and GET /api/v1/users/{id}/groups.',
  tags: ['iam', 'users'],
  schema_type: 'unified',
  unified: 'iam.users.get',
  required_scopes: ['okta.users.read', 'okta.groups.read'],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const userPath = `/users/${oktaIdPathSegment(input.path.id, 'user')}`;
    const [userResponse, groupsResponse] = await allSettled([http.get(userPath), http.get(`${userPath}/groups`)]);
    const user = parseProviderBody(oktaUserSchema, userResponse.body, 'user');
    const groups = parseProviderBody(oktaGroupListSchema, groupsResponse.body, 'user groups');
    return { data: mapUser(user, groups) };
  },
});
