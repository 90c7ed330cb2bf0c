import { defineAction, getInputSchema, listInputSchema } from '@openunified/connector-sdk';
import { mapFile } from '../mappers/item.js';
import { FILES_MAX_PAGE_SIZE } from '../page-limits.js';
import { DRIVE_READONLY_SCOPE } from '../scopes.js';
import { fileFilterSchema, getItem, listItems } from './documents-items.js';

export const listUnifiedFilesAction = defineAction({
  id: 'googledrive_list_unified_files',
  label: 'List files',
  description:
    'Lists the files (not folders) of the user and their shared drives, or of one shared drive, as unified files: one files.list call ' +
    'per page, trashed files left out. Filters: drive_id, folder_id (direct children), name (contains), content (full text), ' +
    'created_after; updated_after is applied to modifiedTime.',
  tags: ['documents', 'files'],
  schema_type: 'unified',
  unified: 'documents.files.list',
  kind: 'list',
  max_page_size: FILES_MAX_PAGE_SIZE,
  required_scopes: [DRIVE_READONLY_SCOPE],
  input: listInputSchema(fileFilterSchema, { maxPageSize: FILES_MAX_PAGE_SIZE }),
  async run({ input, http }) {
    const { files, next } = await listItems(http, 'file', input.query);
    return { data: files.map(mapFile), next };
  },
});

export const getFileAction = defineAction({
  id: 'googledrive_get_file',
  label: 'Get a file',
  description: "Gets a file's metadata (files.get) by its unified id or Google file id; a folder's id is a 404.",
  tags: ['documents', 'files'],
  schema_type: 'unified',
  unified: 'documents.files.get',
  kind: 'get',
  required_scopes: [DRIVE_READONLY_SCOPE],
  input: getInputSchema(),
  async run({ input, http }) {
    return { data: mapFile(await getItem(http, 'file', input.path.id)) };
  },
});
