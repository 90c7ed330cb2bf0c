import type { ProviderHttpClient } from '@openunified/connector-sdk';
import { parseProviderBody, type TalentlmsCategory, talentlmsCategoryListSchema } from '../provider-schemas.js';
import { compareTalentlmsIds } from './compare-ids.js';

/** Every category of the account (`GET /categories` is not paginated), in id order. */
export async function fetchAllCategories(http: ProviderHttpClient): Promise<TalentlmsCategory[]> {
  const response = await http.get('/categories');
  return parseProviderBody(talentlmsCategoryListSchema, response.body, 'categories list').sort(compareTalentlmsIds);
}
