import {
  BadRequestError,
  type ContentBlock,
  type Credentials,
  contentBlockWriteSchema,
  createInputSchema,
  defineAction,
  encodeCompositeId,
  getInputSchema,
  listInputSchema,
  type ProviderHttpClient,
  parseOffsetCursor,
  toIsoDateTime,
  updateInputSchema,
  z,
} from '@openunified/connector-sdk';
import { iterableEndpoint } from '../data-center.js';
import {
  type IterableSnippet,
  iterableSnippetIdSchema,
  iterableSnippetResponseSchema,
  iterableSnippetsSchema,
  parseIterableBody,
} from '../iterable-payloads.js';
import { toIterableSnippetFields, toUnifiedContentBlock } from '../mappers/content-block.js';
import { numericIdFromPath } from './template-requests.js';

/**
 * Iterable's snippets are the unified content blocks. `GET /api/snippets` answers every snippet at
 * once, so the list pages on the connector's side: each page is one call, sliced at the offset
 * the cursor carries (README "Listing, paging and filters").
 */

/** The list has no paging parameter to respect, so one page may be as large as a sync asks for. */
const MAX_SNIPPETS_PAGE_SIZE = 1000;

function updatedAfter(snippet: IterableSnippet, instant: string): boolean {
  const updatedAt = toIsoDateTime(snippet.updatedAt);
  return updatedAt !== null && Date.parse(updatedAt) > Date.parse(instant);
}

function contentBlockIds(snippetId: number) {
  const remoteId = String(snippetId);
  return { id: encodeCompositeId(remoteId), remote_id: remoteId };
}

/** A numeric identifier is a snippet id for Iterable (a name otherwise), so only ids are sent. */
async function fetchSnippet(http: ProviderHttpClient, credentials: Credentials, snippetId: number): Promise<IterableSnippet> {
  const response = await http.get(iterableEndpoint(credentials, `/snippets/${snippetId}`));
  return parseIterableBody(iterableSnippetResponseSchema, response.body, 'GET /api/snippets/{identifier}').snippet;
}

export const listContentBlocks = defineAction({
  id: 'iterable_list_content_blocks',
  label: 'List content blocks',
  description:
    "Lists the snippets of the Iterable project as content blocks, oldest id first. Iterable answers every snippet at once; each page is one call, paged on the connector's side.",
  tags: ['marketing', 'content blocks', 'snippets'],
  schema_type: 'unified',
  unified: 'marketing.content_blocks.list',
  kind: 'list',
  required_scopes: ['read_only'],
  max_page_size: MAX_SNIPPETS_PAGE_SIZE,
  input: listInputSchema(z.strictObject({}), { maxPageSize: MAX_SNIPPETS_PAGE_SIZE }),
  async run({ input, http, credentials }) {
    const { page_size: pageSize, cursor, updated_after: updatedAfterInstant } = input.query;
    // The cursor is the offset of the page in the snippets sorted by id.
    const offset = parseOffsetCursor(cursor);
    const response = await http.get(iterableEndpoint(credentials, '/snippets'));
    const { snippets } = parseIterableBody(iterableSnippetsSchema, response.body, 'GET /api/snippets');
    const matching = snippets.filter((snippet) => !updatedAfterInstant || updatedAfter(snippet, updatedAfterInstant)).sort((left, right) => left.id - right.id);
    const data: ContentBlock[] = matching.slice(offset, offset + pageSize).map(toUnifiedContentBlock);
    return { data, next: offset + pageSize < matching.length ? String(offset + pageSize) : null };
  },
});

export const getContentBlock = defineAction({
  id: 'iterable_get_content_block',
  label: 'Get content block',
  description: 'Gets one Iterable snippet as a content block, by unified or Iterable snippet id.',
  tags: ['marketing', 'content blocks', 'snippets'],
  schema_type: 'unified',
  unified: 'marketing.content_blocks.get',
  kind: 'get',
  required_scopes: ['read_only'],
  input: getInputSchema(),
  async run({ input, http, credentials }) {
    const snippet = await fetchSnippet(http, credentials, numericIdFromPath(input.path.id, 'snippet'));
    return { data: toUnifiedContentBlock(snippet) };
  },
});

export const createContentBlock = defineAction({
  id: 'iterable_create_content_block',
  label: 'Create content block',
  description:
    'Creates an Iterable snippet from a unified content block body: name (unique in the project, fixed once created) and content. passthrough takes description, variables and createdByUserId.',
  tags: ['marketing', 'content blocks', 'snippets'],
  schema_type: 'unified',
  unified: 'marketing.content_blocks.create',
  kind: 'create',
  required_scopes: ['server_side'],
  input: createInputSchema(contentBlockWriteSchema),
  async run({ input, http, credentials }) {
    const fields = toIterableSnippetFields(input.body);
    if (typeof fields.name !== 'string' || fields.name === '') throw new BadRequestError('name is required to create an Iterable snippet');
    if (typeof fields.content !== 'string') throw new BadRequestError('content is required to create an Iterable snippet');
    // Not retried: a second attempt after a lost answer would meet the name the first one took.
    const response = await http.post(iterableEndpoint(credentials, '/snippets'), { json: fields });
    const { snippetId } = parseIterableBody(iterableSnippetIdSchema, response.body, 'POST /api/snippets');
    return { data: contentBlockIds(snippetId) };
  },
});

export const updateContentBlock = defineAction({
  id: 'iterable_update_content_block',
  label: 'Update content block',
  description:
    "Updates an Iterable snippet from a unified content block body. Iterable's update replaces the content, description and variables, so the snippet is read first and absent members keep their values; the name cannot change.",
  tags: ['marketing', 'content blocks', 'snippets'],
  schema_type: 'unified',
  unified: 'marketing.content_blocks.update',
  kind: 'update',
  required_scopes: ['server_side'],
  input: updateInputSchema(contentBlockWriteSchema),
  async run({ input, http, credentials }) {
    const snippetId = numericIdFromPath(input.path.id, 'snippet');
    const { name, ...fields } = toIterableSnippetFields(input.body);
    const existing = await fetchSnippet(http, credentials, snippetId);
    if (name !== undefined && name !== existing.name) {
      throw new BadRequestError(`Iterable snippet names cannot change once created: the snippet is named "${existing.name ?? ''}"`);
    }
    const kept = Object.fromEntries(
      Object.entries({ content: existing.content, description: existing.description, variables: existing.variables }).filter(([, value]) => value != null),
    );
    // PUT with a numeric identifier only ever updates that snippet, so a retry changes nothing more.
    const response = await http.put(iterableEndpoint(credentials, `/snippets/${snippetId}`), { json: { ...kept, ...fields }, idempotent: true });
    parseIterableBody(iterableSnippetIdSchema, response.body, 'PUT /api/snippets/{identifier}');
    return { data: contentBlockIds(snippetId) };
  },
});
