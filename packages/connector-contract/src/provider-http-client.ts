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
   * Sent as it is, with the `content-type` the request's `headers` name (a multipart upload, a
   * file's bytes). Request logs keep its size, not its bytes.
   */
  body?: Uint8Array | string;
  /**
   * Whether a failed attempt may be retried. Defaults to true for GET, HEAD, PUT and DELETE and
   * false for POST and PATCH, as RFC 9110 9.2.2 defines idempotency.
   */
  idempotent?: boolean;
  /**
   * How to read the body; `json` (default) fails with 502 on a malformed body. `stream` hands a
   * successful answer's body over unread, as a `Readable` (a download): the caller must consume
   * or destroy it. A failed answer is read and mapped to an error as always.
   */
  responseType?: 'json' | 'text' | 'none' | 'stream';
  /**
   * Follow the provider's redirects (up to five), as a download from a storage host needs. A
   * redirect to another origin is followed without the account's credentials.
   */
  followRedirects?: boolean;
  /**
   * Send the request without the account's credentials: a link the provider handed out (a signed
   * storage URL on another host) must not see them, and a storage host refuses a second scheme.
   */
  withoutCredentials?: boolean;
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
