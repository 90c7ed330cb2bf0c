import { createHash } from 'node:crypto';
import type { EmulatorRequest } from './emulator-server.js';

/**
 * Paging the way providers page, over an emulator's seeded arrays: offset/limit (Jira's
 * startAt/maxResults, BambooHR-style page numbers as offsets), opaque cursors bound to the query
 * that produced them (Google's pageToken, HubSpot's after, Okta's after), and the absolute
 * page URLs and RFC 8288 Link headers some providers answer with.
 */

const pagingParameterErrorBrand = Symbol.for('@openunified/connector-sdk/paging-parameter-error');

/** A paging parameter the request got wrong; the route answers it in its provider's words. */
export class PagingParameterError extends Error {
  readonly [pagingParameterErrorBrand] = true;

  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
    this.name = 'PagingParameterError';
  }
}

/** Recognises the error by its brand, so two copies of the SDK still understand each other. */
export function isPagingParameterError(error: unknown): error is PagingParameterError {
  return typeof error === 'object' && error !== null && pagingParameterErrorBrand in error;
}

export interface IntegerParameterRule {
  /** Used when the parameter is absent or empty. */
  defaultValue: number;
  min?: number;
  max?: number;
  /** What a value above `max` does: `reject` (default) or `clamp` to `max`, as many providers document. */
  aboveMax?: 'reject' | 'clamp';
}

/** An integer query parameter (`limit`, `offset`, `startAt`, `page`, ...) within bounds. */
export function readIntegerParameter(request: EmulatorRequest, name: string, rule: IntegerParameterRule): number {
  const raw = request.query.get(name);
  if (raw === null || raw === '') return rule.defaultValue;
  const min = rule.min ?? 0;
  const max = rule.max ?? Number.MAX_SAFE_INTEGER;
  const value = /^-?\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  const range = rule.max === undefined ? `${min} or more` : `within [${min}, ${max}]`;
  if (!Number.isSafeInteger(value) || value < min) throw new PagingParameterError(name, `${name} must be an integer ${range}, got '${raw}'`);
  if (value > max) {
    if (rule.aboveMax === 'clamp') return max;
    throw new PagingParameterError(name, `${name} must be an integer ${range}, got '${raw}'`);
  }
  return value;
}

export interface OffsetPage<Item> {
  items: Item[];
  offset: number;
  limit: number;
  /** Length of the whole (filtered) array. */
  total: number;
  /** Offset of the next page, undefined on the last page. */
  nextOffset: number | undefined;
}

/** One page of `items` from `offset`; past the end is an empty last page, as providers answer. */
export function offsetPage<Item>(items: readonly Item[], offset: number, limit: number): OffsetPage<Item> {
  const end = offset + limit;
  return { items: items.slice(offset, end), offset, limit, total: items.length, nextOffset: end < items.length ? end : undefined };
}

export interface CursorPagingOptions<Item = unknown> {
  limit: number;
  /** Query parameter that carries the cursor (default `cursor`). */
  cursorParameter?: string;
  /**
   * Query parameters the cursor is bound to: a cursor presented with other values of these (or
   * on another path) is refused, as Google refuses a pageToken reused with another `q`.
   */
  boundTo?: string[];
  /** Prepended to each cursor so it looks like the provider's (Google's start with `~!!~`). */
  prefix?: string;
  /**
   * The query's filter, when `items` is the unfiltered array: the cursor then carries a position
   * in `items` and a page scans only from there, so paging through n items costs O(n) in all
   * rather than O(n) per page (filtering the whole array for every page).
   */
  matches?: (item: Item) => boolean;
}

export interface CursorPage<Item> {
  items: Item[];
  /** The cursor of the next page, undefined on the last page. */
  nextCursor: string | undefined;
}

function queryFingerprint(request: EmulatorRequest, names: string[]): string {
  const parameters = names.map((name) => [name, request.query.getAll(name)]);
  return createHash('sha256')
    .update(JSON.stringify([request.path, parameters]))
    .digest('base64url')
    .slice(0, 12);
}

/**
 * One page of `items` at the request's cursor. Cursors are opaque: they carry the offset and a
 * fingerprint of the path and `boundTo` parameters. A cursor the emulator did not issue for this
 * query throws `PagingParameterError`.
 */
export function cursorPage<Item>(request: EmulatorRequest, items: readonly Item[], options: CursorPagingOptions<Item>): CursorPage<Item> {
  const parameter = options.cursorParameter ?? 'cursor';
  const prefix = options.prefix ?? '';
  const fingerprint = queryFingerprint(request, options.boundTo ?? []);
  const cursor = request.query.get(parameter);
  let offset = 0;
  if (cursor !== null && cursor !== '') {
    let decoded: { o?: unknown; f?: unknown } = {};
    try {
      if (cursor.startsWith(prefix)) decoded = JSON.parse(Buffer.from(cursor.slice(prefix.length), 'base64url').toString('utf8'));
    } catch {
      // Not a cursor this emulator issued: refused below like any other.
    }
    if (!(typeof decoded.o === 'number' && Number.isSafeInteger(decoded.o) && decoded.o >= 0 && decoded.f === fingerprint)) {
      throw new PagingParameterError(parameter, `${parameter} is not a cursor issued for this query`);
    }
    offset = decoded.o;
  }
  const encode = (nextOffset: number | undefined) =>
    nextOffset === undefined ? undefined : prefix + Buffer.from(JSON.stringify({ o: nextOffset, f: fingerprint })).toString('base64url');
  if (options.matches) {
    const page = filteredPage(items, offset, options.limit, options.matches);
    return { items: page.items, nextCursor: encode(page.nextOffset) };
  }
  const page = offsetPage(items, offset, options.limit);
  return { items: page.items, nextCursor: encode(page.nextOffset) };
}

/** Up to `limit` matching items from position `offset` of `items`; `nextOffset` is where the next match is, if any. */
function filteredPage<Item>(
  items: readonly Item[],
  offset: number,
  limit: number,
  matches: (item: Item) => boolean,
): { items: Item[]; nextOffset: number | undefined } {
  const page: Item[] = [];
  let position = offset;
  for (; position < items.length && page.length < limit; position += 1) {
    if (matches(items[position]!)) page.push(items[position]!);
  }
  for (; position < items.length; position += 1) {
    if (matches(items[position]!)) return { items: page, nextOffset: position };
  }
  return { items: page, nextOffset: undefined };
}

/**
 * The absolute URL of the request with some query parameters replaced (`undefined` removes
 * one): the next-page URL of providers that answer with URLs. The origin is the request's
 * `Host`, so the URL works from the client that called.
 */
export function pageUrl(request: EmulatorRequest, parameters: Record<string, string | number | undefined>): string {
  const url = new URL(request.path, `http://${request.headers.host ?? '127.0.0.1'}`);
  url.search = request.query.toString();
  for (const [name, value] of Object.entries(parameters)) {
    if (value === undefined) url.searchParams.delete(name);
    else url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/** An RFC 8288 `Link` header value: `<url>; rel="next", <url>; rel="self"`. Undefined links are left out. */
export function linkHeader(links: Partial<Record<'self' | 'next' | 'prev' | 'first' | 'last', string | undefined>>): string {
  return Object.entries(links)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([relation, url]) => `<${url}>; rel="${relation}"`)
    .join(', ');
}
