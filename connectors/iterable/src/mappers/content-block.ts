import { BadRequestError, type ContentBlock, type ContentBlockWrite, encodeCompositeId, toIsoDateTime } from '@openunified/connector-sdk';
import type { IterableSnippet } from '../iterable-payloads.js';

/**
 * An Iterable snippet is a content block of HTML and Handlebars. Iterable gives snippets no type,
 * status or tags: `type` is always html (with no `source_value`), `status` null (a saved snippet
 * is usable at once; there is no draft or archive), and `tags` null.
 */
export function toUnifiedContentBlock(snippet: IterableSnippet): ContentBlock {
  const remoteId = String(snippet.id);
  return {
    id: encodeCompositeId(remoteId),
    remote_id: remoteId,
    name: snippet.name ?? null,
    content: snippet.content ?? null,
    type: { value: 'html', source_value: null },
    status: null,
    tags: null,
    created_at: toIsoDateTime(snippet.createdAt),
    updated_at: toIsoDateTime(snippet.updatedAt),
  };
}

/** Content a snippet can hold: markup or text (text is HTML without tags). */
const writableTypes: ReadonlySet<string> = new Set(['html', 'text']);

/**
 * The members of Iterable's snippet body for a unified write; `passthrough` (e.g. `description`,
 * `variables`, `createdByUserId`) is merged in last. A type other than html or text, and tags,
 * have no place in a snippet and are refused rather than dropped.
 */
export function toIterableSnippetFields(write: ContentBlockWrite): Record<string, unknown> {
  const type = write.type?.value;
  if (type && !writableTypes.has(type)) throw new BadRequestError(`An Iterable snippet holds HTML or text, not "${type}" content`);
  if (write.tags && write.tags.length > 0) throw new BadRequestError('Iterable snippets have no tags; send tags as null or []');
  const fields: Record<string, unknown> = {};
  if (write.name != null) fields.name = write.name;
  if (write.content != null) fields.content = write.content;
  return { ...fields, ...write.passthrough };
}
