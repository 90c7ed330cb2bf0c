import { encodeCompositeId, type MessagingAttachment } from '@openunified/connector-sdk';
import type { SlackFile } from '../provider-types.js';

/** A message's `files[]` entry (`objs_file`) -> unified attachment. A tombstoned file keeps only its id. */
export function mapAttachment(file: SlackFile): MessagingAttachment {
  return {
    id: encodeCompositeId(file.id),
    remote_id: file.id,
    file_name: file.name ?? file.title ?? null,
    file_size: typeof file.size === 'number' ? file.size : null,
    file_type: file.mimetype ?? null,
  };
}
