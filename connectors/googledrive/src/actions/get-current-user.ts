import { defineAction, syncParamsSchema } from '@openunified/connector-sdk';
import type { GoogleAbout, GoogleUser } from '../provider-types.js';
import { DRIVE_READONLY_SCOPE } from '../scopes.js';

export const getCurrentUserAction = defineAction({
  id: 'googledrive_get_current_user',
  label: 'Get the current user',
  description: 'Returns the Google user the account is linked as (Drive API about.get), as Google returns it.',
  tags: ['documents', 'users'],
  schema_type: 'native',
  kind: 'other',
  required_scopes: [DRIVE_READONLY_SCOPE],
  input: syncParamsSchema,
  async run({ http }): Promise<{ data: GoogleUser | null }> {
    // about.get refuses a request without `fields`.
    const response = await http.get<GoogleAbout>('/about', { query: { fields: 'user' } });
    return { data: response.body.user ?? null };
  },
});
