import { BadRequestError, defineAction, getInputSchema, toRemoteId } from '@openunified/connector-sdk';
import { mapCategory } from '../mappers/category.js';
import { CategoryTree } from '../mappers/category-tree.js';
import { parseProviderBody, talentlmsCategoryWithCoursesSchema } from '../provider-schemas.js';
import { fetchAllCategories } from './fetch-categories.js';

export const getCategoryAction = defineAction({
  id: 'talentlms_get_category',
  label: 'Get category',
  description:
    'Gets one TalentLMS course category as a unified LMS category, with the ids of its courses in ' +
    'unified_custom_fields.course_ids. Also reads the category list to work out hierarchy and level.',
  tags: ['lms', 'categories'],
  schema_type: 'unified',
  unified: 'lms.categories.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const remoteId = toRemoteId(input.path.id);
    // The id becomes part of the provider path, so only TalentLMS's numeric ids get through.
    if (!/^\d+$/.test(remoteId)) throw new BadRequestError(`"${input.path.id}" is not a TalentLMS category id`);

    const response = await http.get(`/categories/id:${remoteId}`);
    const category = parseProviderBody(talentlmsCategoryWithCoursesSchema, response.body, 'category');
    const tree = new CategoryTree(await fetchAllCategories(http));
    return { data: mapCategory(category, tree) };
  },
});
