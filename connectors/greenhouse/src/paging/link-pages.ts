import { BadRequestError, type ProviderHttpClient, type QueryValue } from '@openunified/connector-sdk';

/**
 * Harvest pages every list and says where the next page is in an RFC 5988 `Link` header
 * (`<https://harvest.greenhouse.io/v1/candidates?page=2&per_page=25>; rel="next"`). Its docs ask
 * clients to follow those links rather than count pages, as the mechanism differs between
 * endpoints. So the cursor a list action returns is the path it read and the query string of the
 * `next` link (`/candidates?page=2&per_page=25`); the pipeline wraps it into the opaque unified
 * `next`, and the following page requests exactly it. A client may send `next` alone: the cursor
 * carries the path (which may name a record, as in `/applications/{id}/offers`), the filters and
 * the page size of page one, and they hold for the whole walk.
 */

/** Where a page is read: a path relative to the base URL and its query. */
export interface PageRequest {
  path: string;
  query: Record<string, QueryValue>;
}

/** The cursor of the page after one read from `path`: the query of the `rel="next"` link, or null on the last page. */
export function nextPageCursor(linkHeader: string | undefined, path: string): string | null {
  if (linkHeader === undefined) return null;
  for (const link of linkHeader.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(link);
    if (!match) continue;
    const relation = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match[2] ?? '')?.[1] ?? '';
    if (!relation.toLowerCase().split(/\s+/).includes('next')) continue;
    try {
      const query = new URL(match[1] ?? '').search;
      return query.length <= 1 ? null : `${path}${query}`;
    } catch {
      return null;
    }
  }
  return null;
}

const queryKeyPattern = /^[a-z_][a-z0-9_[\]]*$/i;

/**
 * The page a cursor names. `ownPath` says which paths the action reads, so a cursor can only
 * lead to them; anything else is a 400.
 */
export function cursorPage(cursor: string, ownPath: (path: string) => boolean): PageRequest {
  const refused = () => new BadRequestError(`cursor "${cursor}" is not a page of this Greenhouse list`);
  const separator = cursor.indexOf('?');
  const path = separator === -1 ? '' : cursor.slice(0, separator);
  if (!ownPath(path)) throw refused();
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(cursor.slice(separator + 1))) {
    if (!queryKeyPattern.test(name)) throw refused();
    query[name] = value;
  }
  if (Object.keys(query).length === 0) throw refused();
  return { path, query };
}

export interface LinkPage {
  body: unknown;
  next: string | null;
}

/**
 * One page of a Harvest list: one provider call. Page one is `firstPage` with `per_page` and
 * `skip_count` (which spares Greenhouse counting the `last` page); later pages are their cursor.
 */
export async function fetchLinkPage(
  http: ProviderHttpClient,
  firstPage: PageRequest,
  paging: { pageSize: number; cursor: string | undefined; ownPath(path: string): boolean },
): Promise<LinkPage> {
  const { path, query } =
    paging.cursor === undefined
      ? { path: firstPage.path, query: { ...firstPage.query, per_page: paging.pageSize, skip_count: true } }
      : cursorPage(paging.cursor, paging.ownPath);
  const response = await http.get(path, { query });
  return { body: response.body, next: nextPageCursor(response.headers.link, path) };
}
