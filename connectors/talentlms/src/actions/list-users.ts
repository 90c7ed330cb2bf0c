import { defineAction, hasStatus, listInputSchema, type ProviderHttpClient, paginateArray, z } from '@openunified/connector-sdk';
import { mapUser } from '../mappers/user.js';
import { parseProviderBody, type TalentlmsUser, talentlmsUserWithCoursesSchema } from '../provider-schemas.js';
import { accountDateFormat } from './account-date-format.js';
import { fetchAllUsers, updatedAfter } from './talentlms-records.js';

const userFilterSchema = z.strictObject({
  email: z.string().min(1).optional().describe('Only the user with this email address (TalentLMS looks it up: GET /users/email:{email})'),
});

export const USER_FILTER_KEYS = Object.keys(userFilterSchema.shape);

/** `GET /users/email:{email}`: the user, or none when TalentLMS has no such address. */
async function usersWithEmail(http: ProviderHttpClient, email: string): Promise<TalentlmsUser[]> {
  try {
    const response = await http.get(`/users/email:${encodeURIComponent(email)}`);
    return [parseProviderBody(talentlmsUserWithCoursesSchema, response.body, 'user')];
  } catch (error) {
    if (hasStatus(error, 404)) return [];
    throw error;
  }
}

export const listUsersAction = defineAction({
  id: 'talentlms_list_users',
  label: 'List users',
  description:
    'Lists the users of the TalentLMS account as unified LMS users (GET /users, plus GET /siteinfo for the date format). ' +
    'filter[email] asks TalentLMS for that one address; updated_after reads last_updated_timestamp. TalentLMS returns every ' +
    'user in one response, so pages are cut from it and the cursor is an offset.',
  tags: ['lms', 'users'],
  schema_type: 'unified',
  unified: 'lms.users.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(userFilterSchema),
  async run({ input, http }) {
    const email = input.query.filter?.email;
    const [users, dateFormat] = await Promise.all([email === undefined ? fetchAllUsers(http) : usersWithEmail(http, email), accountDateFormat(http)]);
    const mapped = updatedAfter(
      users.map((user) => mapUser(user, dateFormat)),
      input.query.updated_after,
    );
    return paginateArray(mapped, input.query.page_size, input.query.cursor);
  },
});
