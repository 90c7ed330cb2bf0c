import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type EmulatorRequest,
  type EmulatorResponse,
  type EmulatorRoute,
  type OAuthAuthorizationServer,
  parseMultipart,
  seededContentStream,
} from '@openunified/connector-sdk/emulator';
import { ROOT_READWRITE_SCOPE } from '../scopes.js';
import { boxError, selectFields } from './box-routes.js';
import type { BoxData } from './seed.js';

/**
 * The Box methods that move bytes: GET /files/{id}/content, which answers 302 to the download host
 * (dl.boxcloud.com, another origin, so a client must drop the token it sent to the API), the
 * download host itself, and the upload (POST upload.box.com/api/2.0/files/content, multipart:
 * `attributes` then `file`) with Box's name checks and its 409 for a name already taken.
 */

const DOWNLOAD_HOST = 'https://dl.boxcloud.com';
const mimeTypes: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  csv: 'text/csv',
};

type StoredItem = BoxData['items'] extends Map<string, infer Item> ? Item : never;

/** The download host's token for a file: what its URL carries instead of a bearer token. */
function downloadToken(fileId: string): string {
  return `${fileId}.${createHash('sha256').update(`box-emulator-download:${fileId}`).digest('base64url').slice(0, 24)}`;
}

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment;filename="${ascii}";filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Why Box refuses a name, if it does (https://developer.box.com/reference/post-files-content/). */
function nameProblem(name: string): EmulatorResponse | undefined {
  if (name.length > 255) return boxError(400, 'item_name_too_long', 'Item name too long');
  if (name === '' || name === '.' || name === '..' || /[/\\]/.test(name) || name !== name.trim()) {
    return boxError(400, 'item_name_invalid', 'Item name invalid');
  }
  return undefined;
}

export function fileTransferRoutes(data: BoxData, oauth: OAuthAuthorizationServer): EmulatorRoute[] {
  let nextFileId = 3_500_001;

  const activeFile = (id: string) => {
    const item = data.items.get(id);
    return item?.type === 'file' && item.item_status === 'active' ? item : undefined;
  };

  const content = (request: EmulatorRequest): EmulatorResponse => {
    const file = activeFile(request.params.itemId!);
    if (!file) return boxError(404, 'not_found', 'Not Found');
    return { status: 302, headers: { location: `${DOWNLOAD_HOST}/d/1/${downloadToken(file.id)}/download` }, rawBody: '' };
  };

  /** The download host: no bearer token, the URL's token instead. */
  const download = (request: EmulatorRequest): EmulatorResponse => {
    const token = request.params.token!;
    const file = activeFile(token.slice(0, token.indexOf('.')));
    if (!file || downloadToken(file.id) !== token) return boxError(404, 'not_found', 'Not Found');
    const uploaded = data.uploadedContents.get(file.id);
    const size = uploaded?.length ?? file.size ?? 0;
    const mimeType = mimeTypes[file.extension ?? ''] ?? 'application/octet-stream';
    return {
      status: 200,
      headers: { 'content-type': mimeType, 'content-length': String(size), 'content-disposition': contentDisposition(file.name!) },
      stream: uploaded ? Readable.from([uploaded]) : seededContentStream(file.id, size, mimeType),
    };
  };

  const addFile = (name: string, parent: StoredItem, bytes: Buffer): StoredItem => {
    const id = String(nextFileId++);
    const now = new Date().toISOString().replace(/\.\d{3}Z$/, '-00:00');
    const path = [
      ...(parent.path_collection?.entries ?? []),
      { type: 'folder' as const, id: parent.id, name: parent.name!, sequence_id: parent.sequence_id ?? null, etag: parent.etag ?? null },
    ];
    const owner = data.scenario.users.admin;
    const mini = { type: 'user' as const, id: owner.id, name: owner.name!, login: owner.login! };
    const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
    const item: StoredItem = {
      type: 'file',
      id,
      sequence_id: '0',
      etag: '0',
      name,
      description: '',
      size: bytes.length,
      created_at: now,
      modified_at: now,
      content_created_at: now,
      content_modified_at: now,
      owned_by: mini,
      created_by: mini,
      modified_by: mini,
      parent: path.at(-1)!,
      path_collection: { total_count: path.length, entries: path },
      item_status: 'active',
      shared_link: null,
      extension,
      sha1: createHash('sha1').update(bytes).digest('hex'),
      parentId: parent.id,
    };
    data.items.set(id, item);
    data.uploadedContents.set(id, bytes);
    if (mimeTypes[extension]?.startsWith('text/')) data.contents.set(id, bytes.toString('utf8'));
    // A folder's size counts every file below it.
    for (const folder of path) data.items.get(folder.id)!.size! += bytes.length;
    return item;
  };

  const upload = (request: EmulatorRequest): EmulatorResponse => {
    if (!oauth.validateAccessToken(request, { anyOf: [ROOT_READWRITE_SCOPE] }).ok) {
      return boxError(403, 'insufficient_scope', 'The request requires higher privileges than provided by the access token.');
    }
    const parts = parseMultipart(request);
    if (!parts) return boxError(400, 'bad_request', 'Request body is not multipart/form-data');
    const attributesAt = parts.findIndex((part) => part.name === 'attributes');
    const fileAt = parts.findIndex((part) => part.fileName !== undefined);
    if (fileAt === -1) return boxError(400, 'bad_request', 'API upload did not contain a file part');
    if (attributesAt === -1 || attributesAt > fileAt) return boxError(400, 'bad_request', 'API upload did not contain attributes before the file part');
    let attributes: { name?: unknown; parent?: { id?: unknown } };
    try {
      attributes = JSON.parse(parts[attributesAt]!.data.toString('utf8')) as typeof attributes;
    } catch {
      return boxError(400, 'bad_request', 'Could not parse JSON attributes');
    }
    const name = attributes.name;
    const parentId = attributes.parent?.id;
    if (typeof name !== 'string' || typeof parentId !== 'string') return boxError(400, 'bad_request', 'attributes need name and parent.id');
    const refused = nameProblem(name);
    if (refused) return refused;
    const parent = data.items.get(parentId);
    if (parent?.type !== 'folder' || parent.item_status !== 'active') return boxError(404, 'not_found', 'Not Found');
    const taken = [...data.items.values()].find(
      (item) => item.parentId === parent.id && item.item_status === 'active' && item.name!.toLowerCase() === name.toLowerCase(),
    );
    if (taken) {
      const conflict = {
        type: taken.type,
        id: taken.id,
        sequence_id: taken.sequence_id,
        etag: taken.etag,
        name: taken.name,
        ...(taken.sha1 && { sha1: taken.sha1 }),
      };
      return {
        status: 409,
        body: { ...(boxError(409, 'item_name_in_use', 'Item with the same name already exists').body as object), context_info: { conflicts: conflict } },
      };
    }
    const { parentId: _parentId, ...view } = addFile(name, parent, Buffer.from(parts[fileAt]!.data));
    return { status: 201, body: { total_count: 1, entries: [selectFields(view, request.query.get('fields'))] } };
  };

  return [
    { method: 'GET', pattern: '/2.0/files/:itemId/content', handle: content },
    // The download host answers without a bearer token: its URL is the credential.
    { method: 'GET', pattern: '/d/1/:token/download', public: true, handle: download },
    { method: 'POST', pattern: '/api/2.0/files/content', handle: upload },
  ];
}
