import type { ProviderHttpClient } from '@openunified/connector-sdk';
import { dateFormatOf, type TalentlmsDateFormat } from '../mappers/talentlms-dates.js';
import { parseProviderBody, talentlmsSiteInfoSchema } from '../provider-schemas.js';

/**
 * How the account prints dates. Courses and users carry printed dates only (no timestamps), and
 * only `GET /siteinfo` says whether `05/06/2024` is the 5th of June or the 6th of May.
 */
export async function accountDateFormat(http: ProviderHttpClient): Promise<TalentlmsDateFormat> {
  const response = await http.get('/siteinfo');
  return dateFormatOf(parseProviderBody(talentlmsSiteInfoSchema, response.body, 'site info').date_format);
}
