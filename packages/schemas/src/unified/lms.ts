import { z } from 'zod';

/**
 * Unified lms models (docs/unified/lms.md). Providers differ widely in what they know about a category, so
 * every field except the identifiers may be null, and absent when a client's `fields` selector
 * leaves it out.
 */

/** An object whose only member is the provider's own value, as docs/unified/lms.md writes `hierarchy` and `level`. */
const sourceValueObjectSchema = z.object({
  source_value: z.string().nullable(),
});

/** docs/unified/lms.md Category: a node of the provider's course catalogue tree. */
export const lmsCategorySchema = z.object({
  /** Composite id (`c28xIQ...`) of the category. */
  id: z.string(),
  /** The provider's own id of the category. */
  remote_id: z.string(),
  /** Provider fields without a unified home, keyed by the connector. */
  unified_custom_fields: z.record(z.string(), z.unknown()).nullable().optional(),
  name: z.string().nullable().optional(),
  active: z.boolean().nullable().optional(),
  /** Where the category sits in the tree; each connector documents the shape of `source_value`. */
  hierarchy: sourceValueObjectSchema.nullable().optional(),
  /** Depth of the category in the tree; each connector documents how it counts. */
  level: sourceValueObjectSchema.nullable().optional(),
  language: z
    .object({
      value: z.string().nullable(),
      source_value: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type LmsCategory = z.infer<typeof lmsCategorySchema>;
