import { encodeCompositeId, type LmsCategory, unmappedFields } from '@openunified/connector-sdk';
import type { TalentlmsCategoryWithCourses } from '../provider-schemas.js';
import type { CategoryTree } from './category-tree.js';
import { decodeHtmlEntities } from './html-entities.js';

/** Separates the ids of `hierarchy.source_value`; TalentLMS ids are numeric, so it never occurs inside one. */
const HIERARCHY_SEPARATOR = '/';

const fieldsWithUnifiedHome = new Set(['id', 'name', 'price', 'parent_category_id', 'courses']);

/**
 * TalentLMS category -> docs/unified/lms.md Category.
 *
 * - `hierarchy.source_value`: ids from the top-level ancestor down to the category, joined by `/`
 *   (`"1/2/5"`); ids rather than names because names may contain any separator.
 * - `level.source_value`: the depth, counting a top-level category as `"1"`.
 * - `active`: always true. TalentLMS has no inactive state for categories: a category exists
 *   (and is listed) or has been deleted.
 * - `language`: null. TalentLMS categories carry no language and API v1 exposes no account language.
 * - `unified_custom_fields`: `price` (HTML entities decoded), `parent_category_id`,
 *   `hierarchy_names` (names along `hierarchy`), `course_ids` when the provider sent the
 *   category's courses, and any field TalentLMS adds that has no unified home.
 *
 * `category` comes from the list (no courses) or from `GET /categories/id:{id}` (with courses).
 */
export function mapCategory(category: TalentlmsCategoryWithCourses, tree: CategoryTree): LmsCategory {
  const ancestry = tree.ancestry(category);
  const { courses } = category;
  return {
    id: encodeCompositeId(category.id),
    remote_id: category.id,
    unified_custom_fields: {
      ...unmappedFields(category, fieldsWithUnifiedHome),
      price: typeof category.price === 'string' ? decodeHtmlEntities(category.price) : null,
      parent_category_id: category.parent_category_id,
      hierarchy_names: ancestry.map((ancestor) => ancestor.name ?? null),
      ...(courses ? { course_ids: courses.map((course) => String(course.id)) } : {}),
    },
    name: category.name ?? null,
    active: true,
    hierarchy: { source_value: ancestry.map((ancestor) => ancestor.id).join(HIERARCHY_SEPARATOR) },
    level: { source_value: String(ancestry.length) },
    language: null,
  };
}
