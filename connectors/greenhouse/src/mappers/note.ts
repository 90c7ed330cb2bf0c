import { type AtsNote, encodeCompositeId, mapEnumValue, toIsoDateTime } from '@openunified/connector-sdk';
import type { GreenhouseNote } from '../provider-activity-schemas.js';
import { unifiedId } from './shared-fields.js';

/**
 * Greenhouse's note visibilities. `admin_only` (site admins and the author only) is a private
 * note to a unified client; `source_value` keeps Greenhouse's word.
 */
export const noteVisibilities = { public: 'public', private: 'private', admin_only: 'private' } as const;

/**
 * A note of a candidate's activity feed. Greenhouse cannot edit a note, so it was last updated
 * when it was written; the body is one part of `content`.
 */
export function mapNote(note: GreenhouseNote): AtsNote {
  const visibility = note.visibility ?? note.visiblity ?? (note.private === null ? null : note.private ? 'private' : 'public');
  const createdAt = toIsoDateTime(note.created_at);
  return {
    id: encodeCompositeId(note.id),
    remote_id: note.id,
    author_id: unifiedId(note.user?.id ?? null),
    remote_author_id: note.user?.id ?? null,
    content: note.body === null ? [] : [{ body: note.body }],
    visibility: visibility === null ? null : mapEnumValue(visibility, noteVisibilities),
    created_at: createdAt,
    updated_at: createdAt,
    deleted_at: null,
    unified_custom_fields: note.user === null ? null : { author_name: note.user.name },
  };
}
