import { z } from 'zod';
import { dateTimeSchema } from '../enum-value.js';

/**
 * docs/unified/documents.md: a drive of a documents provider (a Google shared drive, a SharePoint document
 * library, ...). Every field but the ids may be null: providers do not all record a description
 * or a modification time.
 */
export const driveSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id of the drive"),
  name: z.string().nullable(),
  description: z.string().nullable(),
  url: z.string().nullable().describe('Where a person opens the drive in the provider'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: z
    .record(z.string(), z.unknown())
    .nullable()
    .optional()
    .describe('Provider fields without a unified home, keyed by their provider name'),
});
export type Drive = z.infer<typeof driveSchema>;
