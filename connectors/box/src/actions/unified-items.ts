import {
  BadRequestError,
  dateTimeSchema,
  defineAction,
  getInputSchema,
  listInputSchema,
  NotFoundError,
  type ProviderHttpClient,
  toRemoteId,
  z,
} from '@openunified/connector-sdk';
import { mapFile, mapFolder, ROOT_FOLDER_ID } from '../mappers/item.js';
import type { BoxItem } from '../provider-types.js';
import { ROOT_READONLY_SCOPE } from '../scopes.js';
import { FOLDER_ITEMS_MAX_LIMIT, ITEM_FIELDS, isAfter, refuseDriveFilter, searchPage, walkPage } from './item-pages.js';

const idFilter = (what: string) => z.string().min(1).optional().describe(`${what} (unified or Box id)`);

/** `nested_items=true` arrives from a query string as text, from RPC and data sync as a JSON boolean. */
const nestedItemsFilter = z
  .union([z.boolean(), z.stringbool()])
  .optional()
  .describe('With folder_id: true also returns the items of every folder below it (default false: its own items only)');

const folderFilterSchema = z.strictObject({
  folder_id: idFilter('Only folders directly inside this folder; "0" is the root ("All Files")'),
  nested_items: nestedItemsFilter,
  drive_id: z.string().optional().describe('Refused: Box has no drives'),
});

const fileFilterSchema = z.strictObject({
  folder_id: idFilter('Only files directly inside this folder; "0" is the root ("All Files")'),
  nested_items: nestedItemsFilter,
  drive_id: z.string().optional().describe('Refused: Box has no drives'),
  name: z.string().min(1).optional().describe('Only files whose name matches this text (Box search)'),
  content: z.string().min(1).optional().describe('Only files whose content, name or description matches this text (Box search)'),
  created_after: dateTimeSchema.optional().describe('Only files created after this instant'),
});

/** GET /files/{id} or /folders/{id}; an item in the trash is not served. */
async function getItem(http: ProviderHttpClient, type: 'file' | 'folder', id: string): Promise<BoxItem> {
  const remoteId = toRemoteId(id);
  // A folder's item collection is what says whether it holds anything.
  const fields = type === 'folder' ? `${ITEM_FIELDS},item_collection` : ITEM_FIELDS;
  const response = await http.get<BoxItem>(`/${type}s/${encodeURIComponent(remoteId)}`, { query: { fields } });
  if (response.body.item_status !== undefined && response.body.item_status !== 'active') throw new NotFoundError(`${type} ${remoteId} is in the trash`);
  return response.body;
}

export const listFoldersAction = defineAction({
  id: 'box_list_folders',
  label: 'List folders',
  description:
    'Lists the folders of the Box account as unified folders, walking the folder tree from the root (GET /folders/{id}/items, one ' +
    'call per page, marker paging); filter[folder_id]: only the folders directly inside that folder, or with nested_items=true every ' +
    'folder below it. updated_after is applied to ' +
    "each page's modified_at, as Box cannot filter folder items by time.",
  tags: ['documents', 'folders'],
  schema_type: 'unified',
  unified: 'documents.folders.list',
  kind: 'list',
  max_page_size: FOLDER_ITEMS_MAX_LIMIT,
  required_scopes: [ROOT_READONLY_SCOPE],
  input: listInputSchema(folderFilterSchema, { maxPageSize: FOLDER_ITEMS_MAX_LIMIT }),
  async run({ input, http }) {
    const { filter, page_size: pageSize, cursor, updated_after: updatedAfter } = input.query;
    refuseDriveFilter(filter);
    const folderId = filter?.folder_id === undefined ? undefined : toRemoteId(filter.folder_id);
    const descend = folderId === undefined || filter?.nested_items === true;
    const { items, next } = await walkPage(http, { from: folderId ?? ROOT_FOLDER_ID, descend, pageSize, cursor });
    const folders = items.filter((item) => item.type === 'folder' && isAfter(item.modified_at, updatedAfter));
    return { data: folders.map(mapFolder), next };
  },
});

export const getFolderAction = defineAction({
  id: 'box_get_folder',
  label: 'Get a folder',
  description: 'Gets a Box folder (GET /folders/{id}) by its unified id or Box id; "0" is the root ("All Files").',
  tags: ['documents', 'folders'],
  schema_type: 'unified',
  unified: 'documents.folders.get',
  kind: 'get',
  required_scopes: [ROOT_READONLY_SCOPE],
  input: getInputSchema(),
  async run({ input, http }) {
    return { data: mapFolder(await getItem(http, 'folder', input.path.id)) };
  },
});

export const listFilesAction = defineAction({
  id: 'box_list_files',
  label: 'List files',
  description:
    'Lists the files of the Box account as unified files. Without name or content it walks the folder tree from the root (GET ' +
    '/folders/{id}/items, one call per page, marker paging), filter[folder_id] reading only that folder (with nested_items=true, ' +
    'every folder below it too); with filter[name] or ' +
    'filter[content] it searches (GET /search, offset paging; Box indexes changes within minutes). created_after and updated_after ' +
    'go to the search ranges, or are applied to each page of a walk.',
  tags: ['documents', 'files'],
  schema_type: 'unified',
  unified: 'documents.files.list',
  kind: 'list',
  max_page_size: FOLDER_ITEMS_MAX_LIMIT,
  required_scopes: [ROOT_READONLY_SCOPE],
  input: listInputSchema(fileFilterSchema, { maxPageSize: FOLDER_ITEMS_MAX_LIMIT }),
  async run({ input, http }) {
    const { filter, page_size: pageSize, cursor, updated_after: updatedAfter } = input.query;
    refuseDriveFilter(filter);
    if (filter?.name !== undefined && filter.content !== undefined) {
      throw new BadRequestError('filter[name] and filter[content] cannot be combined on Box: its search takes one query; filter[content] also matches names');
    }
    const folderId = filter?.folder_id === undefined ? undefined : toRemoteId(filter.folder_id);
    const nested = filter?.nested_items === true;
    const createdAfter = filter?.created_after;
    const text = filter?.name ?? filter?.content;
    const page =
      text === undefined
        ? await walkPage(http, { from: folderId ?? ROOT_FOLDER_ID, descend: folderId === undefined || nested, pageSize, cursor })
        : await searchPage(http, {
            query: text,
            contentTypes: filter?.name !== undefined ? 'name' : 'name,description,file_content',
            type: 'file',
            ancestorFolderId: folderId,
            createdAfter,
            updatedAfter,
            pageSize,
            cursor,
          });
    const files = page.items.filter(
      (item) =>
        item.type === 'file' &&
        // Search reaches every folder below the ancestor; without nested_items the filter means the folder's own files.
        (folderId === undefined || nested || item.parent?.id === folderId) &&
        isAfter(item.created_at, createdAfter) &&
        isAfter(item.modified_at, updatedAfter),
    );
    return { data: files.map(mapFile), next: page.next };
  },
});

export const getFileAction = defineAction({
  id: 'box_get_file',
  label: 'Get a file',
  description: 'Gets a Box file (GET /files/{id}) by its unified id or Box id.',
  tags: ['documents', 'files'],
  schema_type: 'unified',
  unified: 'documents.files.get',
  kind: 'get',
  required_scopes: [ROOT_READONLY_SCOPE],
  input: getInputSchema(),
  async run({ input, http }) {
    return { data: mapFile(await getItem(http, 'file', input.path.id)) };
  },
});
