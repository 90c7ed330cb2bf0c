import { defineAction, syncParamsSchema } from '@openunified/connector-sdk';
import { mapUser } from '../mappers/user.js';
import { oktaUserSchema, parseProviderBody } from '../provider-schemas.js';

export const getCurrentUserAction = defineAction({
  id: 'okta_get_current_user',
  label: 'Get current user',
  description:
    'Returns the administrator the API token acts for (GET /api/v1/users/me), as a unified iam user without groups. A cheap call, ' +
    'also used to check a token before an account is linked.',
  tags: ['iam', 'users'],
  schema_type: 'native',
  required_scopes: ['okta.users.read'],
  kind: 'other',
  input: syncParamsSchema,
  async run({ http }) {
    const response = await http.get('/users/me');
    return { data: mapUser(parseProviderBody(oktaUserSchema, response.body, 'current user')) };
  },
});
