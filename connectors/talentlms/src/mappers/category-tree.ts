import type { TalentlmsCategory } from '../provider-schemas.js';

/**
 * TalentLMS gives each category only its parent's id; the unified `hierarchy` and `level` need
 * the whole chain up to the top, so the mappers look parents up in the full category list.
 */
export class CategoryTree {
  private readonly categoriesById: ReadonlyMap<string, TalentlmsCategory>;

  constructor(categories: readonly TalentlmsCategory[]) {
    this.categoriesById = new Map(categories.map((category) => [category.id, category]));
  }

  /**
   * The chain from the top-level ancestor down to `category` itself. It stops early at a parent
   * the account cannot see (TalentLMS scopes lists to branches) and at a cycle in broken data,
   * so it always ends.
   */
  ancestry(category: TalentlmsCategory): TalentlmsCategory[] {
    const chain = [category];
    const visited = new Set([category.id]);
    let parentId = category.parent_category_id;
    while (parentId !== null && !visited.has(parentId)) {
      const parent = this.categoriesById.get(parentId);
      if (!parent) break;
      chain.unshift(parent);
      visited.add(parent.id);
      parentId = parent.parent_category_id;
    }
    return chain;
  }
}
