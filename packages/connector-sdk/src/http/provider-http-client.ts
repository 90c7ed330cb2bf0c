/**
 * The one way a connector talks to its provider. The pipeline hands an instance to each action
 * run, already bound to the account: base URL, credentials, pass-through (`proxy`) query
 * parameters, timeouts, retries, request logging and error mapping are its business, never the
 * connector's.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

export interface ProviderRequest {
  method: HttpMethod;
  /** Relative to the connector's base URL (`/drives`), or an absolute URL. */
  path: string;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /**
   * Whether a failed attempt may be retried. Defaults to true for GET, HEAD, PUT and DELETE and
   * false for POST and PATCH, as RFC 9110 9.2.2 defines idempotency.
   */
  idempotent?: boolean;
  /** How to read the body; `json` (default) fails with 502 on a malformed body. */
  responseType?: 'json' | 'text' | 'none';
}

export interface ProviderResponse<Body = unknown> {
  status: number;
  headers: Record<string, string>;
  body: Body;
  url: string;
}

export interface ProviderHttpClient {
  request<Body = unknown>(request: ProviderRequest): Promise<ProviderResponse<Body>>;
  get<Body = unknown>(path: string, options?: Omit<ProviderRequest, 'method' | 'path'>): Promise<ProviderResponse<Body>>;
  post<Body = unknown>(path: string, options?: Omit<ProviderRequest, 'method' | 'path'>): Promise<ProviderResponse<Body>>;
  put<Body = unknown>(path: string, options?: Omit<ProviderRequest, 'method' | 'path'>): Promise<ProviderResponse<Body>>;
  patch<Body = unknown>(path: string, options?: Omit<ProviderRequest, 'method' | 'path'>): Promise<ProviderResponse<Body>>;
  delete<Body = unknown>(path: string, options?: Omit<ProviderRequest, 'method' | 'path'>): Promise<ProviderResponse<Body>>;
}

/**
 * Builds the whole client from its `request`: what a wrapper (e.g. one that rewrites a
 * provider's errors) needs to implement.
 */
export function providerHttpClientFrom(request: ProviderHttpClient['request']): ProviderHttpClient {
  const withMethod =
    (method: HttpMethod) =>
    <Body>(path: string, options?: Omit<ProviderRequest, 'method' | 'path'>) =>
      request<Body>({ ...options, method, path });
  return {
    request,
    get: withMethod('GET'),
    post: withMethod('POST'),
    put: withMethod('PUT'),
    patch: withMethod('PATCH'),
    delete: withMethod('DELETE'),
  };
}
