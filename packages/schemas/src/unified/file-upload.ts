import { z } from 'zod';
import { writableEnumValueSchema, writableOpenEnumValueSchema } from '../enum-value.js';

/**
 * The body of a file upload (`POST .../upload`, docs/concepts/unified-resources.md#files-downloads-and-uploads):
 * the file base64-encoded in `content`, as the vendor's clients send it, with its name and where
 * it goes. The server has refused a body past its upload limit before this schema reads it.
 */

export const fileUploadRequestSchema = z.object({
  name: z.string().trim().min(1).max(1024).describe('The file name, with its extension (`report.pdf`)'),
  content: z.base64().describe('The file, base64-encoded'),
  file_format: writableOpenEnumValueSchema
    .nullish()
    .describe('`value`: the format as a file extension (`pdf`); `source_value`: its MIME type. Guessed from the name when absent'),
  path: z
    .string()
    .min(1)
    .nullish()
    .describe('Where the file goes: a folder id (unified or provider id), or a path of folder names from the top (`/Projects/Launch`)'),
  category_id: z.string().nullish().describe('The category of the file, where the provider files uploads by category'),
  category: z
    .object({ value: z.string().nullish(), source_value: z.string().nullish() })
    .nullish()
    .describe('The category by name (`value`) or provider id (`source_value`); `category_id` wins over it'),
  confidential: writableEnumValueSchema(['true', 'false']).nullish().describe('Whether the file is confidential, where the provider records it'),
});
export type FileUploadRequest = z.output<typeof fileUploadRequestSchema>;
