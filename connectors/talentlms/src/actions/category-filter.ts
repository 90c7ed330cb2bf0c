import { toRemoteId, z } from '@openunified/connector-sdk';
import type { TalentlmsCategory } from '../provider-schemas.js';

/** TalentLMS cannot filter categories itself; the list action applies these to what it fetched. */
export const categoryFilterSchema = z.strictObject({
  name: z.string().min(1).optional().describe('Only categories whose name contains this text, ignoring case'),
  parent_id: z
    .union([z.string().min(1), z.number()])
    .transform((id) => toRemoteId(String(id)))
    .optional()
    .describe('Only the direct children of this category (unified or TalentLMS id)'),
});
export type CategoryFilter = z.output<typeof categoryFilterSchema>;

export const CATEGORY_FILTER_KEYS = Object.keys(categoryFilterSchema.shape);

export function categoryMatchesFilter(category: TalentlmsCategory, filter: CategoryFilter | undefined): boolean {
  if (filter?.name !== undefined && !(category.name ?? '').toLowerCase().includes(filter.name.toLowerCase())) return false;
  if (filter?.parent_id !== undefined && category.parent_category_id !== filter.parent_id) return false;
  return true;
}
