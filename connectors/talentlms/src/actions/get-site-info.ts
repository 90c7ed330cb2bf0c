import { defineAction, syncParamsSchema } from '@openunified/connector-sdk';
import { parseProviderBody, talentlmsSiteInfoSchema } from '../provider-schemas.js';

export const getSiteInfoAction = defineAction({
  id: 'talentlms_get_site_info',
  label: 'Get site info',
  description:
    "Returns TalentLMS's own account summary (GET /siteinfo): totals of users, courses, categories, groups and branches, " +
    'sign-up settings, the mapped domain and the date format. A cheap call, also used to check an API key.',
  tags: ['lms', 'account'],
  schema_type: 'native',
  required_scopes: [],
  kind: 'other',
  input: syncParamsSchema,
  async run({ http }) {
    const response = await http.get('/siteinfo');
    return { data: parseProviderBody(talentlmsSiteInfoSchema, response.body, 'site info') };
  },
});
