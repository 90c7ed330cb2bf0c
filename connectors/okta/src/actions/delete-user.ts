import { defineAction, encodeCompositeId, getInputSchema } from '@openunified/connector-sdk';
import { oktaUserSchema, parseProviderBody } from '../provider-schemas.js';
import { oktaIdPathSegment } from './okta-path.js';

export const deleteUserAction = defineAction({
  id: 'okta_delete_user',
  label: 'Delete user',
  description:
    'Deletes an Okta user for good. Okta deletes in two steps: DELETE /api/v1/users/{id} deactivates a user (DEPROVISIONED), ' +
    'and the same call on a deactivated user deletes it. The action reads the user first (GET /api/v1/users/{id}) and makes the ' +
    'calls it still needs, so a user already deactivated is deleted with one DELETE. Okta sends no e-mail (sendEmail=false).',
  tags: ['iam', 'users'],
  schema_type: 'unified',
  unified: 'iam.users.delete',
  required_scopes: ['okta.users.manage'],
  kind: 'delete',
  input: getInputSchema(),
  async run({ input, http }) {
    const response = await http.get(`/users/${oktaIdPathSegment(input.path.id, 'user')}`);
    const user = parseProviderBody(oktaUserSchema, response.body, 'user');
    const userPath = `/users/${encodeURIComponent(user.id)}`;
    const query = { sendEmail: false };
    // Each DELETE moves the user one step on: repeating one after a lost answer could delete a
    // user that was only to be deactivated, so neither is retried.
    if (user.status !== 'DEPROVISIONED') await http.delete(userPath, { query, idempotent: false });
    await http.delete(userPath, { query, idempotent: false });
    return { data: { id: encodeCompositeId(user.id), remote_id: user.id } };
  },
});
