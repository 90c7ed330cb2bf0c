import type { EmulatorRequest, EmulatorResponse } from '@openunified/connector-sdk/emulator';

/** Okta's error codes for the statuses the emulator answers with (https://developer.okta.com/docs/reference/error-codes/). */
const errorCodes: Record<number, string> = {
  400: 'E0000001',
  401: 'E0000011',
  403: 'E0000006',
  404: 'E0000007',
  429: 'E0000047',
};

let errorCount = 0;

/** Okta's error body. `errorId` differs on every error, as Okta's does. */
export function oktaErrorBody(status: number, errorSummary: string, causes: readonly string[] = [], errorCode?: string) {
  errorCount += 1;
  const code = errorCode ?? errorCodes[status] ?? 'E0000009';
  return {
    errorCode: code,
    errorSummary,
    errorLink: code,
    errorId: `oae${errorCount.toString(36).padStart(8, '0')}emulated`,
    errorCauses: causes.map((cause) => ({ errorSummary: cause })),
  };
}

export function oktaError(status: number, errorSummary: string, causes: readonly string[] = [], errorCode?: string): EmulatorResponse {
  return { status, body: oktaErrorBody(status, errorSummary, causes, errorCode) };
}

export function notFound(id: string, kind: string): EmulatorResponse {
  return oktaError(404, `Not found: Resource not found: ${id} (${kind})`);
}

/** The origin the client called, so links lead back to it as Okta's lead to the org domain. */
export function requestOrigin(request: EmulatorRequest): string {
  return `http://${request.headers.host ?? '127.0.0.1'}`;
}

/** `limit` as Okta reads it: absent gives the endpoint's default, above the maximum gives the maximum. */
export function readLimit(request: EmulatorRequest, defaultLimit: number, maximum: number): number | EmulatorResponse {
  const raw = request.query.get('limit');
  if (raw === null || raw === '') return defaultLimit;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1) return oktaError(400, 'Api validation failed: limit', ['limit: must be a positive whole number']);
  return Math.min(limit, maximum);
}

/**
 * One page of `records` in id order after Okta's `after` cursor (the id of the last record of
 * the previous page), and the cursor of the next page when there is one.
 */
export function pageAfter<Item extends { id: string }>(records: readonly Item[], after: string | null, limit: number) {
  const sorted = [...records].sort((left, right) => (left.id < right.id ? -1 : left.id > right.id ? 1 : 0));
  const remaining = after ? sorted.filter((record) => record.id > after) : sorted;
  const page = remaining.slice(0, limit);
  const nextAfter = remaining.length > limit ? page.at(-1)?.id : undefined;
  return { page, nextAfter };
}

/**
 * Okta's `Link` header: `rel="self"` for this page and `rel="next"` when there is another, each
 * with the request's query and the next `after`. Okta sends one field per link; this emulator
 * joins them in one field, which HTTP treats the same.
 */
export function linkHeader(request: EmulatorRequest, nextAfter: string | undefined): Record<string, string> {
  const url = (query: URLSearchParams) => `<${requestOrigin(request)}${request.path}${query.size > 0 ? `?${query}` : ''}>`;
  const links = [`${url(request.query)}; rel="self"`];
  if (nextAfter !== undefined) {
    const next = new URLSearchParams(request.query);
    next.set('after', nextAfter);
    links.push(`${url(next)}; rel="next"`);
  }
  return { Link: links.join(', ') };
}
