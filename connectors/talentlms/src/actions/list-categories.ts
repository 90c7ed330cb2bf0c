import { defineAction, listInputSchema, paginateArray } from '@openunified/connector-sdk';
import { mapCategory } from '../mappers/category.js';
import { CategoryTree } from '../mappers/category-tree.js';
import { categoryFilterSchema, categoryMatchesFilter } from './category-filter.js';
import { fetchAllCategories } from './fetch-categories.js';

export const listCategoriesAction = defineAction({
  id: 'talentlms_list_categories',
  label: 'List categories',
  description:
    'Lists the course categories of the TalentLMS account as unified LMS categories. Filters: name (contains, ignoring case) ' +
    'and parent_id. TalentLMS returns every category in one response, so pages are cut from it and the cursor is an offset; ' +
    'updated_after is ignored because TalentLMS categories carry no timestamps.',
  tags: ['lms', 'categories'],
  schema_type: 'unified',
  unified: 'lms.categories.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(categoryFilterSchema),
  async run({ input, http }) {
    const categories = await fetchAllCategories(http);
    const tree = new CategoryTree(categories);
    const matching = categories.filter((category) => categoryMatchesFilter(category, input.query.filter));
    const page = paginateArray(matching, input.query.page_size, input.query.cursor);
    return { data: page.data.map((category) => mapCategory(category, tree)), next: page.next };
  },
});
