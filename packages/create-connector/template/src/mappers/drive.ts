import { type Drive, encodeCompositeId, toIsoDateTime } from '@openunified/connector-sdk';
import type { __Key__Drive } from '../provider-types.js';

/** __Name__ drive -> docs/unified/documents.md Drive. */
export function mapDrive(drive: __Key__Drive): Drive {
  return {
    id: encodeCompositeId(drive.id),
    remote_id: drive.id,
    name: drive.name,
    description: drive.description,
    url: drive.web_url,
    created_at: toIsoDateTime(drive.created_at),
    updated_at: toIsoDateTime(drive.updated_at),
    // Provider fields without a unified home stay reachable here.
    unified_custom_fields: { owner_email: drive.owner_email },
  };
}
