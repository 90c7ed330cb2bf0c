import { describe, expect, it } from 'vitest';
import { formatTalentlmsDate, seedCatalogue } from './seed-catalogue.js';

describe('seedCatalogue', () => {
  it('gives the same records for the same seed and different ones for another seed', () => {
    const size = { seed: 7, categoryCount: 12, courseCount: 20 };
    expect(seedCatalogue(size)).toEqual(seedCatalogue(size));
    expect(seedCatalogue({ ...size, seed: 8 })).not.toEqual(seedCatalogue(size));
  });

  it('builds a tree of at most three levels whose parents exist', () => {
    const { categories } = seedCatalogue({ seed: 3, categoryCount: 60, courseCount: 0 });
    const byId = new Map(categories.map((category) => [category.id, category]));
    const depth = (id: string): number => {
      const parentId = byId.get(id)?.parent_category_id;
      return parentId ? 1 + depth(parentId) : 1;
    };

    expect(categories).toHaveLength(60);
    expect(categories.some((category) => category.parent_category_id === null)).toBe(true);
    expect(categories.some((category) => depth(category.id) === 3)).toBe(true);
    for (const category of categories) {
      if (category.parent_category_id !== null) expect(byId.has(category.parent_category_id)).toBe(true);
      expect(depth(category.id)).toBeLessThanOrEqual(3);
    }
    expect(new Set(categories.map((category) => category.name)).size).toBe(categories.length);
  });

  it('files courses under existing categories', () => {
    const { categories, courses } = seedCatalogue({ seed: 3, categoryCount: 10, courseCount: 40 });
    const categoryIds = new Set(categories.map((category) => category.id));

    expect(courses).toHaveLength(40);
    for (const course of courses) {
      if (course.category_id !== null) expect(categoryIds.has(course.category_id)).toBe(true);
    }
  });
});

describe('formatTalentlmsDate', () => {
  it('prints an instant the way a DDMMYYYY account shows it', () => {
    expect(formatTalentlmsDate('2024-03-09T14:05:07.000Z')).toBe('09/03/2024, 14:05:07');
  });
});
