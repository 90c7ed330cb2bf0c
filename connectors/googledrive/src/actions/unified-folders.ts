import { defineAction, getInputSchema, listInputSchema } from '@openunified/connector-sdk';
import { mapFolder } from '../mappers/item.js';
import { FILES_MAX_PAGE_SIZE } from '../page-limits.js';
import { DRIVE_READONLY_SCOPE } from '../scopes.js';
import { folderFilterSchema, getItem, listItems } from './documents-items.js';

export const listFoldersAction = defineAction({
  id: 'googledrive_list_folders',
  label: 'List folders',
  description:
    'Lists the folders of the user and their shared drives, or of one shared drive, as unified folders: one files.list call per page ' +
    'for the folder MIME type, trashed folders left out. Filters: drive_id, folder_id (direct subfolders); updated_after is applied to modifiedTime.',
  tags: ['documents', 'folders'],
  schema_type: 'unified',
  unified: 'documents.folders.list',
  kind: 'list',
  max_page_size: FILES_MAX_PAGE_SIZE,
  required_scopes: [DRIVE_READONLY_SCOPE],
  input: listInputSchema(folderFilterSchema, { maxPageSize: FILES_MAX_PAGE_SIZE }),
  async run({ input, http }) {
    const { files, next } = await listItems(http, 'folder', input.query);
    return { data: files.map(mapFolder), next };
  },
});

export const getFolderAction = defineAction({
  id: 'googledrive_get_folder',
  label: 'Get a folder',
  description: "Gets a folder's metadata (files.get) by its unified id or Google folder id; a file's id is a 404.",
  tags: ['documents', 'folders'],
  schema_type: 'unified',
  unified: 'documents.folders.get',
  kind: 'get',
  required_scopes: [DRIVE_READONLY_SCOPE],
  input: getInputSchema(),
  async run({ input, http }) {
    return { data: mapFolder(await getItem(http, 'folder', input.path.id)) };
  },
});
