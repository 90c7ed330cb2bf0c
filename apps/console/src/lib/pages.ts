/**
 * Long lists load page after page with the API's own paging: a `next` cursor where the API
 * answers one, page numbers for GET /accounts (which pages by number and answers a bare array).
 */
export interface CursorPage<T> {
  data: T[];
  next?: string | null;
}

/** The cursor of the page after `page`, or undefined when it was the last. */
export function nextCursor<T>(page: CursorPage<T>): string | undefined {
  return page.next ? page.next : undefined;
}

/** The number of the page after `pageNumber`: a full page may have one after it, a short one has not. */
export function nextPageNumber<T>(page: readonly T[], pageNumber: number, pageSize: number): number | undefined {
  return page.length >= pageSize ? pageNumber + 1 : undefined;
}

/** The items of every loaded page in order, without the repeats a list that changed between pages can produce. */
export function flattenPages<T extends { id: string | number }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string | number>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** Drops empty strings and undefined from a filter form, so the query string carries only what was set. */
export function compactQuery<T extends Record<string, unknown>>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)),
  ) as Partial<T>;
}
