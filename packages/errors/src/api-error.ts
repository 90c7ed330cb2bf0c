import { defaultMessageFor } from './default-messages.js';

/** One failed provider request, as SPEC 7 `provider_errors` carries it. */
export interface ProviderErrorDetail {
  status: number;
  url: string;
  raw: Record<string, unknown> | null;
  headers: Record<string, string>;
}

/** SPEC 7 `data` on a 400: the provider's own status, message and headers. */
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
 * The root of the one error hierarchy. Anything thrown while serving a request that is not an
 * ApiError becomes a 500 with the default message; the server maps ApiError to the SPEC 7
 * envelope in exactly one place (see `toErrorEnvelope`).
 */
export class ApiError extends Error {
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
  /** SPEC 7: a 408 always tells the client when to retry. */
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

export class PayloadTooLargeError extends ApiError {
  constructor(input?: MessageOrOptions) {
    super(413, normalize(input));
  }
}

export class UnsupportedMediaTypeError extends ApiError {
  constructor(input?: MessageOrOptions) {
    super(415, normalize(input));
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

export class NotImplementedError extends ApiError {
  constructor(input?: MessageOrOptions) {
    super(501, normalize(input));
  }
}

export class BadGatewayError extends ApiError {
  constructor(input?: MessageOrOptions) {
    super(502, normalize(input));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
