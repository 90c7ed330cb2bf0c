import {
  BadRequestError,
  createInputSchema,
  defineAction,
  encodeCompositeId,
  type FileUploadRequest,
  fileUploadRequestSchema,
  type ProviderHttpClient,
  toRemoteId,
} from '@openunified/connector-sdk';
import { allOf, quoteQueryValue } from '../drive-query.js';
import { extensionOf, mimeTypeOfFormat, OCTET_STREAM } from '../file-formats.js';
import { FOLDER_MIME_TYPE } from '../mappers/item.js';
import { multipartRelated } from '../multipart-related.js';
import type { GoogleFile, GoogleFileList } from '../provider-types.js';
import { DRIVE_SCOPE } from '../scopes.js';

/** Drive's upload endpoint is beside the API's base URL, not under it. */
const UPLOAD_URL = 'https://www.googleapis.com/upload/drive/v3/files';

/** The upload's MIME type: `file_format.source_value` when it is one, else from `file_format.value` or the name's extension. */
export function uploadMimeType(body: Pick<FileUploadRequest, 'name' | 'file_format'>): string {
  const source = body.file_format?.source_value;
  if (typeof source === 'string' && source.includes('/')) return source;
  const named = body.file_format?.value ?? extensionOf(body.name);
  return (named && mimeTypeOfFormat(named)) || OCTET_STREAM;
}

/**
 * The folder `path` names: a folder id (unified or Google), or folder names from the top of My
 * Drive (`/Projects/Launch`), one files.list call per name; none means My Drive's top.
 */
async function parentFolderId(http: ProviderHttpClient, path: string | null | undefined): Promise<string | undefined> {
  if (!path || path === '/') return undefined;
  if (!path.startsWith('/')) return toRemoteId(path);
  let parent = 'root';
  const walked: string[] = [];
  for (const name of path.split('/').filter((segment) => segment !== '')) {
    walked.push(name);
    const { body } = await http.get<GoogleFileList>('/files', {
      query: {
        q: allOf([
          `name = ${quoteQueryValue(name)}`,
          `${quoteQueryValue(parent)} in parents`,
          `mimeType = ${quoteQueryValue(FOLDER_MIME_TYPE)}`,
          'trashed = false',
        ]),
        fields: 'files(id)',
        pageSize: 1,
      },
    });
    const folder = body.files?.[0];
    if (!folder) throw new BadRequestError(`path "${path}": My Drive has no folder /${walked.join('/')}`);
    parent = folder.id;
  }
  return parent;
}

export const uploadFileAction = defineAction({
  id: 'googledrive_upload_file',
  label: 'Upload a file',
  description:
    'Uploads a file to Google Drive in one multipart upload (POST /upload/drive/v3/files?uploadType=multipart: metadata and bytes). ' +
    'path: the folder, by id (unified or Google) or as folder names from the top of My Drive (one files.list call per name); ' +
    'by default My Drive. The MIME type comes from file_format or the name. category, category_id and confidential have no Drive home.',
  tags: ['documents', 'files'],
  schema_type: 'unified',
  unified: 'documents.files.upload',
  kind: 'upload',
  required_scopes: [DRIVE_SCOPE],
  input: createInputSchema(fileUploadRequestSchema),
  async run({ input, http }) {
    const { body } = input;
    const parent = await parentFolderId(http, body.path);
    const mimeType = uploadMimeType(body);
    const upload = multipartRelated({ name: body.name, mimeType, ...(parent && { parents: [parent] }) }, Buffer.from(body.content, 'base64'), mimeType);
    const response = await http.post<GoogleFile>(UPLOAD_URL, {
      query: { uploadType: 'multipart', supportsAllDrives: true, fields: 'id' },
      headers: { 'content-type': upload.contentType },
      body: upload.body,
    });
    return { data: { id: encodeCompositeId(response.body.id), remote_id: response.body.id } };
  },
});
