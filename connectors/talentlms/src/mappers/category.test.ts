import { decodeCompositeId, lmsCategorySchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { parseProviderBody, talentlmsCategoryListSchema, talentlmsCategoryWithCoursesSchema } from '../provider-schemas.js';
import categoriesFixture from './__fixtures__/categories.json' with { type: 'json' };
import categoryWithCoursesFixture from './__fixtures__/category-with-courses.json' with { type: 'json' };
import { mapCategory } from './category.js';
import { CategoryTree } from './category-tree.js';

const categories = parseProviderBody(talentlmsCategoryListSchema, categoriesFixture, 'categories');
const tree = new CategoryTree(categories);

function categoryWithId(id: string) {
  const category = categories.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`fixture has no category ${id}`);
  return category;
}

describe('mapCategory', () => {
  it('maps a top-level category', () => {
    const mapped = mapCategory(categoryWithId('1'), tree);

    expect(mapped).toEqual({
      id: mapped.id,
      remote_id: '1',
      unified_custom_fields: { price: '$0.00', parent_category_id: null, hierarchy_names: ['Business'] },
      name: 'Business',
      active: true,
      hierarchy: { source_value: '1' },
      level: { source_value: '1' },
      language: null,
    });
    expect(decodeCompositeId(mapped.id)).toEqual({ remoteId: '1' });
    expect(lmsCategorySchema.parse(mapped)).toEqual(mapped);
  });

  it('derives hierarchy and level from the parent chain', () => {
    const mapped = mapCategory(categoryWithId('5'), tree);

    expect(mapped.hierarchy).toEqual({ source_value: '1/2/5' });
    expect(mapped.level).toEqual({ source_value: '3' });
    expect(mapped.unified_custom_fields).toEqual({
      price: '€15.50',
      parent_category_id: '2',
      hierarchy_names: ['Business', 'Sales', 'Negotiation'],
    });
  });

  it('lists the course ids of a category fetched with its courses', () => {
    const category = parseProviderBody(talentlmsCategoryWithCoursesSchema, categoryWithCoursesFixture, 'category');
    const mapped = mapCategory(category, tree);

    expect(mapped.unified_custom_fields).toMatchObject({ course_ids: ['124', '131'], parent_category_id: '1' });
    expect(mapped.hierarchy).toEqual({ source_value: '1/2' });
    expect(lmsCategorySchema.parse(mapped)).toEqual(mapped);
  });

  it('keeps fields TalentLMS adds later in unified_custom_fields', () => {
    const [category] = parseProviderBody(
      talentlmsCategoryListSchema,
      [{ id: 9, name: 'Safety', price: null, parent_category_id: '0', visibility: 'public' }],
      'categories',
    );

    const mapped = mapCategory(category!, new CategoryTree([]));

    expect(mapped.remote_id).toBe('9');
    expect(mapped.unified_custom_fields).toEqual({
      visibility: 'public',
      price: null,
      parent_category_id: null,
      hierarchy_names: ['Safety'],
    });
  });

  it('stops the chain at a parent the account cannot see', () => {
    const [orphan] = parseProviderBody(talentlmsCategoryListSchema, [{ id: '12', name: 'Orphan', parent_category_id: '99' }], 'categories');

    const mapped = mapCategory(orphan!, tree);

    expect(mapped.hierarchy).toEqual({ source_value: '12' });
    expect(mapped.level).toEqual({ source_value: '1' });
    expect(mapped.unified_custom_fields).toMatchObject({ parent_category_id: '99' });
  });

  it('ends on a parent cycle in broken provider data', () => {
    const cyclic = parseProviderBody(
      talentlmsCategoryListSchema,
      [
        { id: '20', name: 'A', parent_category_id: '21' },
        { id: '21', name: 'B', parent_category_id: '20' },
      ],
      'categories',
    );

    const mapped = mapCategory(cyclic[0]!, new CategoryTree(cyclic));

    expect(mapped.hierarchy).toEqual({ source_value: '21/20' });
  });
});
