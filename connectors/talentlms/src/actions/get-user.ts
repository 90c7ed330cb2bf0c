import { defineAction, getInputSchema } from '@openunified/connector-sdk';
import { mapUser } from '../mappers/user.js';
import { accountDateFormat } from './account-date-format.js';
import { fetchUser, talentlmsId } from './talentlms-records.js';

export const getUserAction = defineAction({
  id: 'talentlms_get_user',
  label: 'Get user',
  description: 'Gets one TalentLMS user as a unified LMS user (GET /users/id:{id}, plus GET /siteinfo for the date format).',
  tags: ['lms', 'users'],
  schema_type: 'unified',
  unified: 'lms.users.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const id = talentlmsId(input.path.id, 'user');
    const [user, dateFormat] = await Promise.all([fetchUser(http, id), accountDateFormat(http)]);
    return { data: mapUser(user, dateFormat) };
  },
});
