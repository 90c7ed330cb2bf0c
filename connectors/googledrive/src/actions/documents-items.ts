import { dateTimeSchema, NotFoundError, type ProviderHttpClient, toRemoteId, z } from '@openunified/connector-sdk';
import { ITEM_FIELDS, ITEM_LIST_FIELDS } from '../drive-fields.js';
import { allOf, quoteQueryValue } from '../drive-query.js';
import { FOLDER_MIME_TYPE } from '../mappers/item.js';
import type { GoogleFile, GoogleFileList } from '../provider-types.js';

/**
 * What the unified file and folder actions share: Drive keeps both as files (a folder is a file
 * of the folder MIME type), so every list is one files.list call per page whose `q` picks one
 * kind, and every get one files.get whose answer must be of the kind asked for.
 */

const idFilter = (what: string) => z.string().min(1).optional().describe(`${what} (unified or Google id)`);

export const folderFilterSchema = z.strictObject({
  drive_id: idFilter('Only items of this shared drive'),
  folder_id: idFilter('Only items directly inside this folder'),
  // A query string sends "false", RPC and data sync a JSON boolean.
  nested_items: z
    .union([z.boolean(), z.stringbool()])
    .optional()
    .refine((nested) => nested !== true, 'Google Drive lists the direct children of one folder per query: only false (the default) is served')
    .describe('false only: Google Drive cannot list every item below a folder in one query'),
});

export const fileFilterSchema = folderFilterSchema.extend({
  name: z.string().min(1).optional().describe('Only files whose name contains this text'),
  content: z.string().min(1).optional().describe('Only files whose text (content, name or description) contains this text'),
  created_after: dateTimeSchema.optional().describe('Only files created after this instant'),
});

type ItemFilter = z.infer<typeof fileFilterSchema>;

/** The filter and `updated_after` as a Drive `q` string, for folders or for the other files. */
export function itemSearchQuery(kind: 'file' | 'folder', filter: ItemFilter, updatedAfter: string | undefined): string {
  const terms = [`mimeType ${kind === 'folder' ? '=' : '!='} ${quoteQueryValue(FOLDER_MIME_TYPE)}`, 'trashed = false'];
  if (filter.folder_id !== undefined) terms.push(`${quoteQueryValue(toRemoteId(filter.folder_id))} in parents`);
  if (filter.name !== undefined) terms.push(`name contains ${quoteQueryValue(filter.name)}`);
  if (filter.content !== undefined) terms.push(`fullText contains ${quoteQueryValue(filter.content)}`);
  if (filter.created_after !== undefined) terms.push(`createdTime > ${quoteQueryValue(filter.created_after)}`);
  if (updatedAfter !== undefined) terms.push(`modifiedTime > ${quoteQueryValue(updatedAfter)}`);
  return allOf(terms)!;
}

interface ListPage {
  page_size: number;
  cursor?: string;
  filter?: ItemFilter;
  updated_after?: string;
}

/** One files.list page of one kind: of a shared drive with filter[drive_id], else of the user and every drive they belong to. */
export async function listItems(http: ProviderHttpClient, kind: 'file' | 'folder', query: ListPage): Promise<{ files: GoogleFile[]; next: string | null }> {
  const filter = query.filter ?? {};
  const driveId = filter.drive_id === undefined ? undefined : toRemoteId(filter.drive_id);
  const response = await http.get<GoogleFileList>('/files', {
    query: {
      corpora: driveId === undefined ? 'user' : 'drive',
      driveId,
      // Both are required to see shared-drive items at all; without them Drive hides them.
      includeItemsFromAllDrives: true,
      supportsAllDrives: true,
      pageSize: query.page_size,
      pageToken: query.cursor,
      q: itemSearchQuery(kind, filter, query.updated_after),
      fields: ITEM_LIST_FIELDS,
    },
  });
  return { files: response.body.files ?? [], next: response.body.nextPageToken ?? null };
}

/** files.get of one item, a 404 when it is of the other kind. */
export async function getItem(http: ProviderHttpClient, kind: 'file' | 'folder', id: string): Promise<GoogleFile> {
  const remoteId = toRemoteId(id);
  const response = await http.get<GoogleFile>(`/files/${encodeURIComponent(remoteId)}`, { query: { supportsAllDrives: true, fields: ITEM_FIELDS } });
  if ((response.body.mimeType === FOLDER_MIME_TYPE) !== (kind === 'folder')) {
    throw new NotFoundError({ message: `${kind} ${remoteId} not found: it is a ${kind === 'folder' ? 'file' : 'folder'}` });
  }
  return response.body;
}
