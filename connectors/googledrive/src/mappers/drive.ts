import { type Drive, encodeCompositeId, toIsoDateTime, unmappedFields } from '@openunified/connector-sdk';
import type { GoogleDrive } from '../provider-types.js';

/**
 * A shared drive's id is also the id of its top-level folder, and Drive opens that folder at
 * this address; the API itself returns no link for a shared drive.
 */
export function sharedDriveUrl(driveId: string): string {
  return `https://drive.google.com/drive/folders/${encodeURIComponent(driveId)}`;
}

/** Drive fields that have a unified home, or carry nothing (`kind` is a constant). */
const unifiedSourceFields = new Set<string>(['kind', 'id', 'name', 'createdTime']);

/** Drive API v3 shared drive -> docs/unified/documents.md Drive. */
export function mapDrive(drive: GoogleDrive): Drive {
  return {
    id: encodeCompositeId(drive.id),
    remote_id: drive.id,
    name: drive.name ?? null,
    // Shared drives have neither a description nor a modification time in Drive API v3.
    description: null,
    url: sharedDriveUrl(drive.id),
    created_at: toIsoDateTime(drive.createdTime),
    updated_at: null,
    unified_custom_fields: unmappedFields(drive, unifiedSourceFields),
  };
}
