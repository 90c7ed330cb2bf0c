import {
  BadGatewayError,
  BadRequestError,
  createInputSchema,
  defineAction,
  encodeCompositeId,
  fileUploadRequestSchema,
  multipartBody,
  type ProviderHttpClient,
  toRemoteId,
} from '@openunified/connector-sdk';
import { ROOT_FOLDER_ID } from '../mappers/item.js';
import type { BoxItem, BoxMarkerPage } from '../provider-types.js';
import { ROOT_READWRITE_SCOPE } from '../scopes.js';
import { FOLDER_ITEMS_MAX_LIMIT } from './item-pages.js';

/** Box takes uploads on its own host, not under the API's base URL. */
const UPLOAD_URL = 'https://upload.box.com/api/2.0/files/content';

/** The folder called `name` directly inside `parentId`: one GET /folders/{id}/items call per page of 1000 items. */
async function childFolderId(http: ProviderHttpClient, parentId: string, name: string): Promise<string | undefined> {
  let marker: string | undefined;
  do {
    const { body } = await http.get<BoxMarkerPage<BoxItem>>(`/folders/${encodeURIComponent(parentId)}/items`, {
      query: { fields: 'type,id,name', limit: FOLDER_ITEMS_MAX_LIMIT, usemarker: true, marker },
    });
    const found = body.entries.find((item) => item.type === 'folder' && item.name === name);
    if (found) return found.id;
    marker = body.next_marker ?? undefined;
  } while (marker);
  return undefined;
}

/**
 * The folder `path` names: a folder id (unified or Box), or folder names from the root
 * (`/Projects/Launch`), read one folder at a time; none means the root ("All Files").
 */
async function parentFolderId(http: ProviderHttpClient, path: string | null | undefined): Promise<string> {
  if (!path || path === '/') return ROOT_FOLDER_ID;
  if (!path.startsWith('/')) return toRemoteId(path);
  let parent = ROOT_FOLDER_ID;
  const walked: string[] = [];
  for (const name of path.split('/').filter((segment) => segment !== '')) {
    walked.push(name);
    const found = await childFolderId(http, parent, name);
    if (found === undefined) throw new BadRequestError(`path "${path}": Box has no folder /${walked.join('/')}`);
    parent = found;
  }
  return parent;
}

export const uploadFileAction = defineAction({
  id: 'box_upload_file',
  label: 'Upload a file',
  description:
    'Uploads a file to Box (POST https://upload.box.com/api/2.0/files/content, multipart: attributes then the file). path: the folder, ' +
    'by id (unified or Box) or as folder names from the root (one folder-items call per name and page); by default the root. ' +
    "A name already taken in the folder is Box's 409 item_name_in_use, answered as a 400 with provider_errors. " +
    'file_format, category, category_id and confidential have no Box home.',
  tags: ['documents', 'files'],
  schema_type: 'unified',
  unified: 'documents.files.upload',
  kind: 'upload',
  required_scopes: [ROOT_READWRITE_SCOPE],
  input: createInputSchema(fileUploadRequestSchema),
  async run({ input, http }) {
    const { body } = input;
    const parentId = await parentFolderId(http, body.path);
    // Box takes its `attributes` field before the file.
    const upload = multipartBody([
      { name: 'attributes', value: JSON.stringify({ name: body.name, parent: { id: parentId } }) },
      { name: 'file', value: Buffer.from(body.content, 'base64'), fileName: body.name },
    ]);
    const response = await http.post<{ entries: BoxItem[] }>(UPLOAD_URL, {
      query: { fields: 'type,id' },
      headers: { 'content-type': upload.contentType },
      body: upload.body,
    });
    const created = response.body.entries?.[0];
    if (!created) throw new BadGatewayError('Box answered the upload without the file it created');
    return { data: { id: encodeCompositeId(created.id), remote_id: created.id } };
  },
});
