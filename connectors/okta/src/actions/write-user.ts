import { createInputSchema, defineAction, encodeCompositeId, iamUserWriteSchema, updateInputSchema } from '@openunified/connector-sdk';
import { oktaProfileFromWrite } from '../mappers/user-profile.js';
import { oktaUserSchema, parseProviderBody } from '../provider-schemas.js';
import { oktaIdPathSegment } from './okta-path.js';

function writtenUser(body: unknown) {
  const user = parseProviderBody(oktaUserSchema, body, 'written user');
  return { id: encodeCompositeId(user.id), remote_id: user.id };
}

export const createUserAction = defineAction({
  id: 'okta_create_user',
  label: 'Create user',
  description:
    'Creates an Okta user from a unified body (POST /api/v1/users?activate=false): the user is STAGED, so Okta sends no activation ' +
    'e-mail. username defaults to primary_email_address; passthrough sets other profile attributes. Okta refuses a body without ' +
    'first_name, last_name and e-mail, or with a login already taken, with a 400 naming the field.',
  tags: ['iam', 'users'],
  schema_type: 'unified',
  unified: 'iam.users.create',
  required_scopes: ['okta.users.manage'],
  kind: 'create',
  input: createInputSchema(iamUserWriteSchema),
  async run({ input, http }) {
    const response = await http.post('/users', {
      query: { activate: false },
      json: { profile: oktaProfileFromWrite(input.body, 'create') },
    });
    return { data: writtenUser(response.body) };
  },
});

export const updateUserAction = defineAction({
  id: 'okta_update_user',
  label: 'Update user',
  description:
    "Updates an Okta user's profile with Okta's partial update (POST /api/v1/users/{id}): fields left out keep their value, null " +
    'clears one. passthrough sets other profile attributes. Status changes are Okta lifecycle operations and are not part of it.',
  tags: ['iam', 'users'],
  schema_type: 'unified',
  unified: 'iam.users.update',
  required_scopes: ['okta.users.manage'],
  kind: 'update',
  input: updateInputSchema(iamUserWriteSchema),
  async run({ input, http }) {
    const response = await http.post(`/users/${oktaIdPathSegment(input.path.id, 'user')}`, {
      json: { profile: oktaProfileFromWrite(input.body, 'update') },
      // A partial update with the same body leaves the same profile: safe to retry after a 429 or 5xx.
      idempotent: true,
    });
    return { data: writtenUser(response.body) };
  },
});
