import type { EmulatorRequest, EmulatorResponse, EmulatorRoute } from '@openunified/connector-sdk/emulator';

/** Harvest's answers the routes share: error bodies, list pages with `Link` headers, time filters. */

export interface FieldError {
  field: string;
  message: string;
}

/** Harvest's body for any failure: `{"message": "..."}`. */
export function harvestError(status: number, message: string): EmulatorResponse {
  return { status, body: { message } };
}

export const resourceNotFound = (): EmulatorResponse => harvestError(404, 'Resource not found');

/** Thrown by a route's checks; `answeringInvalidInput` turns it into Harvest's 422. */
export class HarvestValidationError extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((error) => `${error.field}: ${error.message}`).join('; '));
  }
}

/** A route whose input checks answer HTTP 422 with the fields that failed, as Harvest validates input. */
export function answeringInvalidInput(handle: EmulatorRoute['handle']): EmulatorRoute['handle'] {
  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      if (error instanceof HarvestValidationError) return { status: 422, body: { message: 'Validation error', errors: error.errors } };
      throw error;
    }
  };
}

const DEFAULT_PER_PAGE = 100;
const MAX_PER_PAGE = 500;

function positiveInteger(request: EmulatorRequest, name: string, fallback: number, maximum: number): number {
  const raw = request.query.get(name);
  if (raw === null) return fallback;
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= 1 && value <= maximum)) {
    throw new HarvestValidationError([{ field: name, message: `must be an integer between 1 and ${maximum}` }]);
  }
  return value;
}

/** The request's URL with `page` set: what the `Link` header points at. */
function pageLink(request: EmulatorRequest, page: number): string {
  const query = new URLSearchParams(request.query);
  query.set('page', String(page));
  return `http://${request.headers.host ?? '127.0.0.1'}${request.path}?${query}`;
}

/**
 * One page of `items` by `page` and `per_page` (1..500, default 100), with the RFC 5988 `Link`
 * header Harvest sends: `next` and `prev` where they exist, `last` unless `skip_count=true`.
 * No header when everything fits on page one.
 */
export function listPage(request: EmulatorRequest, items: readonly unknown[]): EmulatorResponse {
  const perPage = positiveInteger(request, 'per_page', DEFAULT_PER_PAGE, MAX_PER_PAGE);
  const page = positiveInteger(request, 'page', 1, Number.MAX_SAFE_INTEGER);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const links: string[] = [];
  if (page < lastPage) links.push(`<${pageLink(request, page + 1)}>; rel="next"`);
  if (page > 1) links.push(`<${pageLink(request, Math.min(page - 1, lastPage))}>; rel="prev"`);
  if (lastPage > 1 && request.query.get('skip_count') !== 'true') links.push(`<${pageLink(request, lastPage)}>; rel="last"`);
  return {
    body: items.slice((page - 1) * perPage, page * perPage),
    headers: links.length === 0 ? {} : { Link: links.join(', ') },
  };
}

/** A timestamp query parameter and the record time it bounds. */
export interface TimeFilter<Item> {
  parameter: string;
  time(item: Item): string | null;
  /** `after` keeps records at or after the instant, `before` strictly before it. */
  bound: 'after' | 'before';
}

/** Keeps the items every given time filter of the request lets through; 422 for a malformed timestamp. */
export function filterByTime<Item>(request: EmulatorRequest, items: readonly Item[], filters: readonly TimeFilter<Item>[]): Item[] {
  let kept = [...items];
  for (const filter of filters) {
    const raw = request.query.get(filter.parameter);
    if (raw === null) continue;
    const instant = Date.parse(raw);
    if (Number.isNaN(instant)) throw new HarvestValidationError([{ field: filter.parameter, message: 'must be an ISO-8601 timestamp' }]);
    kept = kept.filter((item) => {
      const time = filter.time(item);
      if (time === null) return false;
      return filter.bound === 'after' ? Date.parse(time) >= instant : Date.parse(time) < instant;
    });
  }
  return kept;
}

/** created_before/after and updated_before/after, which most Harvest lists take. */
export function createdAndUpdated<Item extends { created_at: string; updated_at: string }>(): TimeFilter<Item>[] {
  return [
    { parameter: 'created_after', time: (item) => item.created_at, bound: 'after' },
    { parameter: 'created_before', time: (item) => item.created_at, bound: 'before' },
    { parameter: 'updated_after', time: (item) => item.updated_at, bound: 'after' },
    { parameter: 'updated_before', time: (item) => item.updated_at, bound: 'before' },
  ];
}
