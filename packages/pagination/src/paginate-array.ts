import { parseOffsetCursor } from './page-cursors.js';

export interface ArrayPage<Item> {
  data: Item[];
  /** Provider cursor of the next page (an offset), null on the last page. */
  next: string | null;
}

/**
 * Pages a list a provider returns whole (no paging of its own), so the connector still honours
 * `page_size` and hands back a `next` the doors can wrap. The cursor is the offset to resume at.
 */
export function paginateArray<Item>(items: readonly Item[], pageSize: number, cursor?: string): ArrayPage<Item> {
  const offset = parseOffsetCursor(cursor);
  const end = offset + pageSize;
  return { data: items.slice(offset, end), next: end < items.length ? String(end) : null };
}
