import {
  type DocumentFile,
  encodeCompositeId,
  type Folder,
  type OpenEnumValue,
  toIsoDateTime,
  UNMAPPED_VALUE,
  unmappedFields,
} from '@openunified/connector-sdk';
import type { GoogleFile } from '../provider-types.js';

export const FOLDER_MIME_TYPE = 'application/vnd.google-apps.folder';

/**
 * Google Docs editors files have no bytes of their own: they download by export, and these are
 * the formats a download gives when the client names none (Office formats, which keep the most).
 */
const googleFormats: Record<string, { extension: string; defaultExport: string | null }> = {
  'application/vnd.google-apps.document': { extension: 'gdoc', defaultExport: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  'application/vnd.google-apps.spreadsheet': { extension: 'gsheet', defaultExport: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  'application/vnd.google-apps.presentation': {
    extension: 'gslides',
    defaultExport: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  'application/vnd.google-apps.drawing': { extension: 'gdraw', defaultExport: 'image/png' },
  'application/vnd.google-apps.form': { extension: 'gform', defaultExport: null },
};

/** Whether a MIME type is a Google Docs editors type (`application/vnd.google-apps.*`): no bytes, only exports. */
export function isGoogleNativeType(mimeType: string | undefined): boolean {
  return mimeType?.startsWith('application/vnd.google-apps.') ?? false;
}

/** The export a download of a Google Docs editors file gives when the client names none (the record's `default_download_format`). */
export function defaultExportFormat(mimeType: string | undefined): string | null | undefined {
  return googleFormats[mimeType ?? '']?.defaultExport;
}

/** Drive fields that have a unified home, or carry nothing (`kind` is a constant). */
const unifiedSourceFields = new Set<string>([
  'kind',
  'id',
  'name',
  'mimeType',
  'description',
  'driveId',
  'parents',
  'createdTime',
  'modifiedTime',
  'size',
  'webViewLink',
  'fileExtension',
  'owners',
  'exportLinks',
]);

const encodedOrNull = (remoteId: string | null): string | null => (remoteId === null ? null : encodeCompositeId(remoteId));

/** Members a Drive folder and a Drive file map alike. */
function mapItem(file: GoogleFile) {
  const remoteOwnerId = file.owners?.[0]?.permissionId ?? null;
  const remoteDriveId = file.driveId ?? null;
  return {
    id: encodeCompositeId(file.id),
    remote_id: file.id,
    name: file.name ?? null,
    description: file.description ?? null,
    url: file.webViewLink ?? null,
    // Drive gives no path: building one would cost a files.get per folder above the item.
    path: null,
    owner_id: encodedOrNull(remoteOwnerId),
    remote_owner_id: remoteOwnerId,
    drive_id: encodedOrNull(remoteDriveId),
    remote_drive_id: remoteDriveId,
    // Drive names only the direct parent; the folders above it would each cost a call.
    all_parent_folder_ids: null,
    created_at: toIsoDateTime(file.createdTime),
    updated_at: toIsoDateTime(file.modifiedTime),
    unified_custom_fields: unmappedFields(file, unifiedSourceFields),
  };
}

/** The extension a file's format goes by: its own for uploads, a `g...` one for Google Docs editors files. */
function fileFormat(file: GoogleFile): OpenEnumValue | null {
  if (file.mimeType === undefined && file.fileExtension === undefined) return null;
  const value = file.fileExtension?.toLowerCase() || googleFormats[file.mimeType ?? '']?.extension || UNMAPPED_VALUE;
  return { value, source_value: file.mimeType ?? file.fileExtension ?? null };
}

/** Drive API v3 file (not a folder) -> docs/unified/documents.md File. */
export function mapFile(file: GoogleFile): DocumentFile {
  const remoteFolderId = file.parents?.[0] ?? null;
  const google = googleFormats[file.mimeType ?? ''];
  const exportFormats = file.exportLinks ? Object.keys(file.exportLinks) : null;
  return {
    ...mapItem(file),
    size: file.size === undefined ? null : Number(file.size),
    folder_id: encodedOrNull(remoteFolderId),
    remote_folder_id: remoteFolderId,
    file_format: fileFormat(file),
    export_formats: exportFormats,
    default_download_format: google ? google.defaultExport : (file.mimeType ?? null),
    // A Google Docs editors file always exports; an upload has content unless it is empty.
    has_content: google ? true : file.size === undefined ? null : Number(file.size) > 0,
    has_children: false,
  };
}

/** Drive API v3 folder (a file of the folder MIME type) -> docs/unified/documents.md Folder. */
export function mapFolder(folder: GoogleFile): Folder {
  const remoteParentId = folder.parents?.[0] ?? null;
  return {
    ...mapItem(folder),
    // Drive does not measure folders, nor say whether they hold anything without a files.list.
    size: null,
    has_content: null,
    has_children: null,
    parent_folder_id: encodedOrNull(remoteParentId),
    remote_parent_folder_id: remoteParentId,
    // Only a drive's or My Drive's top folder has no parent; items shared with the user may also
    // show none (their parent is not theirs to see), so no parent proves nothing.
    is_root: remoteParentId === null ? null : false,
  };
}
