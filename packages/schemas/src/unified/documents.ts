import { z } from 'zod';
import { dateTimeSchema, openEnumValueSchema } from '../enum-value.js';

/**
 * Unified documents models (docs/unified/documents.md): drives, the folders inside them and the
 * files inside those. Every field but the ids may be null: providers do not all record a
 * description, a size or a modification time. References to other records come twice: the
 * unified id (`folder_id`, `drive_id`, ...) a client follows with a get, and the provider's id
 * (`remote_folder_id`, ...).
 */

const unifiedCustomFields = z
  .record(z.string(), z.unknown())
  .nullable()
  .optional()
  .describe('Provider fields without a unified home, keyed by their provider name');

/** docs/unified/documents.md: a drive of a documents provider (a Google shared drive, a SharePoint document library, ...). */
export const driveSchema = z.object({
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id of the drive"),
  name: z.string().nullable(),
  description: z.string().nullable(),
  url: z.string().nullable().describe('Where a person opens the drive in the provider'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFields,
});
export type Drive = z.infer<typeof driveSchema>;

/** Members a folder and a file share: where the item lives, who owns it, what it holds. */
const itemShape = {
  id: z.string().describe('Unified id (composite `c28xIQ...`)'),
  remote_id: z.string().describe("The provider's id"),
  name: z.string().nullable(),
  description: z.string().nullable(),
  url: z.string().nullable().describe('Where a person opens the item in the provider'),
  size: z.number().nullable().describe('Bytes; null where the provider does not measure it (a Google Docs editors file, a Drive folder)'),
  path: z.string().nullable().describe('Names of the folders above the item and its own, from the top of its drive or account: `/Projects/Launch/plan.docx`'),
  owner_id: z.string().nullable().describe('Unified id of the user who owns the item'),
  remote_owner_id: z.string().nullable().describe("The provider's id of the owner"),
  drive_id: z.string().nullable().describe('Unified id of the drive holding the item; null outside drives'),
  remote_drive_id: z.string().nullable(),
  all_parent_folder_ids: z.array(z.string()).nullable().describe('Unified ids of the folders above the item, the nearest last'),
  has_content: z.boolean().nullable().describe('A folder: whether it holds anything; a file: whether it has content to download'),
  has_children: z.boolean().nullable().describe('Whether the item holds other items (always false for a file)'),
  created_at: dateTimeSchema.nullable(),
  updated_at: dateTimeSchema.nullable(),
  unified_custom_fields: unifiedCustomFields,
};

export const folderSchema = z.object({
  ...itemShape,
  parent_folder_id: z.string().nullable().describe('Unified id of the folder holding this one; null at the top'),
  remote_parent_folder_id: z.string().nullable(),
  is_root: z.boolean().nullable().describe('Whether this is the top folder of its drive or account'),
});
export type Folder = z.infer<typeof folderSchema>;

export const fileSchema = z.object({
  ...itemShape,
  folder_id: z.string().nullable().describe('Unified id of the folder holding the file'),
  remote_folder_id: z.string().nullable(),
  file_format: openEnumValueSchema
    .nullable()
    .describe("`value`: the format as a lower-case file extension (`pdf`, `docx`, `gdoc`); `source_value`: the provider's MIME type or extension"),
  export_formats: z.array(z.string()).nullable().describe('MIME types the provider can convert the file to on download'),
  default_download_format: z.string().nullable().describe('MIME type a download gives when no format is asked for'),
});
export type DocumentFile = z.infer<typeof fileSchema>;
