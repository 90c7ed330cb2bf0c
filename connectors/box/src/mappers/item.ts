import { type DocumentFile, encodeCompositeId, type Folder, toIsoDateTime, unmappedFields } from '@openunified/connector-sdk';
import type { BoxItem } from '../provider-types.js';

export const ROOT_FOLDER_ID = '0';

/** Where Box's web app opens a file or a folder. */
export function boxWebUrl(item: Pick<BoxItem, 'type' | 'id'>): string {
  return `https://app.box.com/${item.type}/${encodeURIComponent(item.id)}`;
}

/** Box fields that have a unified home, or carry nothing (`type` is the resource kind). */
const unifiedSourceFields = new Set<string>([
  'type',
  'id',
  'name',
  'description',
  'size',
  'created_at',
  'modified_at',
  'owned_by',
  'parent',
  'path_collection',
  'extension',
  'item_collection',
]);

const encodedOrNull = (remoteId: string | null): string | null => (remoteId === null ? null : encodeCompositeId(remoteId));

/** `/Projects/Launch/plan.docx`: the names below the root folder ("All Files"), then the item's own; `/` for the root. */
function pathOf(item: BoxItem): string | null {
  if (item.id === ROOT_FOLDER_ID) return '/';
  if (item.path_collection === undefined || item.name === undefined) return null;
  const names = item.path_collection.entries.filter((folder) => folder.id !== ROOT_FOLDER_ID).map((folder) => folder.name ?? folder.id);
  return `/${[...names, item.name].join('/')}`;
}

/** Members a Box folder and a Box file map alike. Box has no drives: every item is in the account's one tree. */
function mapItem(item: BoxItem) {
  const remoteOwnerId = item.owned_by?.id ?? null;
  return {
    id: encodeCompositeId(item.id),
    remote_id: item.id,
    name: item.name ?? null,
    // Box sends an empty string for an item nobody described.
    description: item.description || null,
    url: boxWebUrl(item),
    size: item.size ?? null,
    path: pathOf(item),
    owner_id: encodedOrNull(remoteOwnerId),
    remote_owner_id: remoteOwnerId,
    drive_id: null,
    remote_drive_id: null,
    all_parent_folder_ids: item.path_collection ? item.path_collection.entries.map((folder) => encodeCompositeId(folder.id)) : null,
    created_at: toIsoDateTime(item.created_at),
    updated_at: toIsoDateTime(item.modified_at),
    unified_custom_fields: unmappedFields(item, unifiedSourceFields),
  };
}

/** Box file -> docs/unified/documents.md File. */
export function mapFile(file: BoxItem): DocumentFile {
  const remoteFolderId = file.parent?.id ?? null;
  const extension = file.extension?.toLowerCase();
  return {
    ...mapItem(file),
    folder_id: encodedOrNull(remoteFolderId),
    remote_folder_id: remoteFolderId,
    file_format: extension ? { value: extension, source_value: file.extension! } : null,
    // Box downloads a file as it was uploaded; it converts nothing.
    export_formats: null,
    default_download_format: null,
    has_content: file.size === undefined ? null : file.size > 0,
    has_children: false,
  };
}

/** Box folder -> docs/unified/documents.md Folder. */
export function mapFolder(folder: BoxItem): Folder {
  const remoteParentId = folder.parent?.id ?? null;
  const children = folder.item_collection?.total_count;
  return {
    ...mapItem(folder),
    parent_folder_id: encodedOrNull(remoteParentId),
    remote_parent_folder_id: remoteParentId,
    is_root: folder.id === ROOT_FOLDER_ID,
    // A folder's size is that of the files below it; only its item collection says whether it holds empty folders.
    has_children: children === undefined ? null : children > 0,
    has_content: children !== undefined ? children > 0 : folder.size === undefined || folder.size === 0 ? null : true,
  };
}
