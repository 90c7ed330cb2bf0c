import { BadRequestError, type ProviderHttpClient } from '@openunified/connector-sdk';
import type { BoxItem, BoxMarkerPage, BoxSearchResults } from '../provider-types.js';

/**
 * How the unified lists read Box, one Box call per page. Box has no call that lists every file
 * or folder of an account: it lists one folder's items (GET /folders/{id}/items, marker paging),
 * or searches (GET /search, offset paging), which needs a query. So a list without a query walks
 * the folder tree, one page of one folder per call, its cursor carrying the folders still to
 * visit; a list with a name or content query searches.
 */

/** What every unified list reads of an item (Box answers only `type`, `id` and `etag` plus what `fields` names). */
export const ITEM_FIELDS =
  'type,id,name,description,size,created_at,modified_at,content_created_at,content_modified_at,owned_by,parent,path_collection,' +
  'extension,sha1,item_status,shared_link,etag,sequence_id';
/** GET /folders/{id}/items serves up to 1000 items a page; GET /search up to 200. */
export const FOLDER_ITEMS_MAX_LIMIT = 1000;
export const SEARCH_MAX_LIMIT = 200;

/** A page of a walk: the folder being read, its marker, and the folders found and not read yet. */
interface WalkCursor {
  folder: string;
  marker?: string;
  pending: string[];
}

function encodeCursor(cursor: WalkCursor | { offset: number }): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the error below.
  }
  throw new BadRequestError('cursor: not a cursor this list issued; send the next of the previous page');
}

function readWalkCursor(cursor: string): WalkCursor {
  const value = decodeCursor(cursor);
  const { folder, marker, pending } = value;
  if (
    typeof folder !== 'string' ||
    (marker !== undefined && typeof marker !== 'string') ||
    !Array.isArray(pending) ||
    !pending.every((id) => typeof id === 'string')
  ) {
    throw new BadRequestError('cursor: not a cursor this list issued; send the next of the previous page');
  }
  return { folder, pending, ...(marker !== undefined && { marker }) };
}

export interface WalkOptions {
  /** The folder to start from; its own items only unless `descend`. */
  from: string;
  /** Also read every folder below, depth first. */
  descend: boolean;
  pageSize: number;
  cursor: string | undefined;
}

/** One GET /folders/{id}/items page of a walk: every item of it, and the cursor of the next page. */
export async function walkPage(http: ProviderHttpClient, options: WalkOptions): Promise<{ items: BoxItem[]; next: string | null }> {
  const at: WalkCursor = options.cursor === undefined ? { folder: options.from, pending: [] } : readWalkCursor(options.cursor);
  const response = await http.get<BoxMarkerPage<BoxItem>>(`/folders/${encodeURIComponent(at.folder)}/items`, {
    query: { fields: ITEM_FIELDS, usemarker: true, marker: at.marker, limit: Math.min(options.pageSize, FOLDER_ITEMS_MAX_LIMIT) },
  });
  const items = response.body.entries;
  // Depth first: the subfolders of this page are read before the folders found earlier.
  const pending = options.descend ? [...items.filter((item) => item.type === 'folder').map((item) => item.id), ...at.pending] : at.pending;
  const marker = response.body.next_marker || undefined;
  let next: WalkCursor | undefined;
  if (marker !== undefined) next = { folder: at.folder, marker, pending };
  else if (pending.length > 0) next = { folder: pending[0]!, pending: pending.slice(1) };
  return { items, next: next ? encodeCursor(next) : null };
}

export interface SearchOptions {
  query: string;
  contentTypes: string;
  type: 'file' | 'folder';
  ancestorFolderId: string | undefined;
  createdAfter: string | undefined;
  updatedAfter: string | undefined;
  pageSize: number;
  cursor: string | undefined;
}

/** One GET /search page; Box searches its index, so an item just added or changed may take minutes to be found. */
export async function searchPage(http: ProviderHttpClient, options: SearchOptions): Promise<{ items: BoxItem[]; next: string | null }> {
  let offset = 0;
  if (options.cursor !== undefined) {
    const value = decodeCursor(options.cursor).offset;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
      throw new BadRequestError('cursor: not a cursor this list issued; send the next of the previous page');
    offset = value;
  }
  const limit = Math.min(options.pageSize, SEARCH_MAX_LIMIT);
  const response = await http.get<BoxSearchResults>('/search', {
    query: {
      query: options.query,
      content_types: options.contentTypes,
      type: options.type,
      ancestor_folder_ids: options.ancestorFolderId,
      // Open-ended ranges: `from,` is "from this instant on".
      created_at_range: options.createdAfter === undefined ? undefined : `${options.createdAfter},`,
      updated_at_range: options.updatedAfter === undefined ? undefined : `${options.updatedAfter},`,
      fields: ITEM_FIELDS,
      limit,
      offset,
    },
  });
  const { entries, total_count: total } = response.body;
  const nextOffset = offset + limit;
  return { items: entries, next: entries.length > 0 && nextOffset < total ? encodeCursor({ offset: nextOffset }) : null };
}

/** Strictly after: Box's date ranges include their bounds, and a walk cannot filter at all. */
export function isAfter(value: string | null | undefined, threshold: string | undefined): boolean {
  if (threshold === undefined) return true;
  return value !== null && value !== undefined && Date.parse(value) > Date.parse(threshold);
}

/** Box has no drives: a drive filter can only be a mistake. */
export function refuseDriveFilter(filter: { drive_id?: string } | undefined): void {
  if (filter?.drive_id !== undefined) throw new BadRequestError('filter[drive_id]: Box has no drives; filter by folder_id instead');
}
