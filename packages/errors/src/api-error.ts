import { defaultMessageFor } from './default-messages.js';

/** One failed provider request, as error envelope `provider_errors` carries it. */
export interface ProviderErrorDetail {
  status: number;
  url: string;
  raw: Record<string, unknown> | null;
  headers: Record<string, string>;
}

/** error envelope `data` on a 400: the provider's own status, message and headers. */
export interface ProviderResponseSummary {
  statusCode: number;
  message: string;
  headers: Record<string, string>;
}

export interface ApiErrorOptions {
  message?: string;
  /** Headers the response must carry, e.g. `Retry-After` on 408 and 429. */
  headers?: Record<string, string>;
  data?: ProviderResponseSummary | null;
  providerErrors?: ProviderErrorDetail[] | null;
  cause?: unknown;
}

/**
 * Marks every ApiError. A connector installed from its own tarball can bring a second copy of
 * this package, whose classes are different objects: `instanceof` would then miss its errors and
 * turn a connector's 400 into a 500. The brand is registered globally (`Symbol.for`), so every
 * copy recognises every other copy's errors. Use `isApiError` and `hasStatus`, never `instanceof`.
 */
export const API_ERROR_BRAND: unique symbol = Symbol.for('openunified.errors.ApiError') as never;

/**
 * The root of the one error hierarchy. Anything thrown while serving a request that is not an
 * ApiError becomes a 500 with the default message; the server maps ApiError to the docs/concepts/errors.md
 * envelope in exactly one place (see `toErrorEnvelope`).
 */
export class ApiError extends Error {
  readonly [API_ERROR_BRAND] = true;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly data: ProviderResponseSummary | null;
  readonly providerErrors: ProviderErrorDetail[] | null;

  constructor(statusCode: number, options: ApiErrorOptions = {}) {
    super(options.message ?? defaultMessageFor(statusCode), { cause: options.cause });
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.headers = options.headers ?? {};
    this.data = options.data ?? null;
    this.providerErrors = options.providerErrors ?? null;
  }
}

type MessageOrOptions = string | Omit<ApiErrorOptions, never>;

function normalize(input: MessageOrOptions | undefined): ApiErrorOptions {
  if (input === undefined) return {};
  return typeof input === 'string' ? { message: input } : input;
}

export class BadRequestError extends ApiError {
  constructor(input?: MessageOrOptions) {
    super(400, normalize(input));
  }
}

export class UnauthorizedError extends ApiError {
  constructor(input?: MessageOrOptions) {
    super(401, normalize(input));
  }
}

export class ForbiddenError extends ApiError {
  constructor(input?: MessageOrOptions) {
    super(403, normalize(input));
  }
}

export class NotFoundError extends ApiError {
  constructor(input?: MessageOrOptions) {
    super(404, normalize(input));
  }
}

export class RequestTimeoutError extends ApiError {
  /** docs/concepts/errors.md: a 408 always tells the client when to retry. */
  constructor(retryAfterSeconds: number, input?: MessageOrOptions) {
    const options = normalize(input);
    super(408, { ...options, headers: { ...options.headers, 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
  }
}

export class ConflictError extends ApiError {
  constructor(input?: MessageOrOptions) {
    super(409, normalize(input));
  }
}

export class PreconditionFailedError extends ApiError {
  constructor(input?: MessageOrOptions) {
    super(412, normalize(input));
  }
}

/** A body larger than the route takes (an upload past the server's upload limit). */
export class PayloadTooLargeError extends ApiError {
  constructor(input?: MessageOrOptions) {
    super(413, normalize(input));
  }
}

export class UnprocessableEntityError extends ApiError {
  constructor(input?: MessageOrOptions) {
    super(422, normalize(input));
  }
}

export class TooManyRequestsError extends ApiError {
  constructor(retryAfterSeconds: number, input?: MessageOrOptions) {
    const options = normalize(input);
    super(429, { ...options, headers: { ...options.headers, 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
  }
}

export class InternalServerError extends ApiError {
  constructor(input?: MessageOrOptions) {
    super(500, normalize(input));
  }
}

export class BadGatewayError extends ApiError {
  constructor(input?: MessageOrOptions) {
    super(502, normalize(input));
  }
}

/**
 * Something beneath the server (its database, its disk) failed for a while: the request was not
 * carried out and may be sent again. Always carries `Retry-After`.
 */
export class ServiceUnavailableError extends ApiError {
  constructor(retryAfterSeconds: number, input?: MessageOrOptions) {
    const options = normalize(input);
    super(503, { ...options, headers: { ...options.headers, 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
  }
}

/** True for an ApiError from any copy of this package (see `API_ERROR_BRAND`). */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as { [API_ERROR_BRAND]?: unknown })[API_ERROR_BRAND] === true;
}

/** An ApiError with this status, from any copy of this package: the brand-safe `instanceof NotFoundError`. */
export function hasStatus(error: unknown, statusCode: number): error is ApiError {
  return isApiError(error) && error.statusCode === statusCode;
}
