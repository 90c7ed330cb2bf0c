import { defineAction, listInputSchema, toRemoteId, z } from '@openunified/connector-sdk';
import { allOf, quoteQueryValue } from '../drive-query.js';
import { booleanFilterSchema } from '../filter-values.js';
import { FILES_MAX_PAGE_SIZE } from '../page-limits.js';
import type { GoogleFile, GoogleFileList } from '../provider-types.js';
import { DRIVE_READONLY_SCOPE } from '../scopes.js';

const FILE_FIELDS = 'kind,id,name,mimeType,driveId,parents,createdTime,modifiedTime,size,webViewLink,trashed';
const FILE_LIST_FIELDS = `nextPageToken,incompleteSearch,files(${FILE_FIELDS})`;

export const fileFilterSchema = z.object({
  drive_id: z.string().min(1).optional().describe('Only files of this shared drive (unified or Google id); default: My Drive and shared with me'),
  folder_id: z.string().min(1).optional().describe('Only direct children of this folder'),
  name: z.string().min(1).optional().describe('Only files whose name contains this text'),
  mime_type: z.string().min(1).optional().describe('Only files of this MIME type, e.g. application/vnd.google-apps.folder'),
  include_trashed: booleanFilterSchema.optional().describe('Also return files in the trash (default false)'),
});
export type FileFilter = z.infer<typeof fileFilterSchema>;

/** The filter and `updated_after` as a Drive `q` string. */
export function fileSearchQuery(filter: FileFilter, updatedAfter: string | undefined): string | undefined {
  const terms: string[] = [];
  if (filter.name !== undefined) terms.push(`name contains ${quoteQueryValue(filter.name)}`);
  if (filter.mime_type !== undefined) terms.push(`mimeType = ${quoteQueryValue(filter.mime_type)}`);
  if (filter.folder_id !== undefined) terms.push(`${quoteQueryValue(filter.folder_id)} in parents`);
  if (filter.include_trashed !== true) terms.push('trashed = false');
  if (updatedAfter !== undefined) terms.push(`modifiedTime > ${quoteQueryValue(updatedAfter)}`);
  return allOf(terms);
}

export const listFilesAction = defineAction({
  id: 'googledrive_list_files',
  label: 'List files',
  description: 'Lists files and folders (Drive API files.list), of one shared drive or of the user, as Google returns them.',
  tags: ['documents', 'files'],
  schema_type: 'native',
  kind: 'list',
  max_page_size: FILES_MAX_PAGE_SIZE,
  required_scopes: [DRIVE_READONLY_SCOPE],
  input: listInputSchema(fileFilterSchema, { maxPageSize: FILES_MAX_PAGE_SIZE }),
  async run({ input, http }): Promise<{ data: GoogleFile[]; next: string | null }> {
    const { page_size: pageSize, cursor, filter = {}, updated_after: updatedAfter } = input.query;
    const driveId = filter.drive_id === undefined ? undefined : toRemoteId(filter.drive_id);
    const response = await http.get<GoogleFileList>('/files', {
      query: {
        corpora: driveId === undefined ? 'user' : 'drive',
        driveId,
        // Both are required to see shared-drive items at all; without them Drive hides them.
        includeItemsFromAllDrives: true,
        supportsAllDrives: true,
        pageSize,
        pageToken: cursor,
        q: fileSearchQuery(filter, updatedAfter),
        fields: FILE_LIST_FIELDS,
      },
    });
    return { data: response.body.files ?? [], next: response.body.nextPageToken ?? null };
  },
});
