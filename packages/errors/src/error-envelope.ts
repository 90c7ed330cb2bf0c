import { ApiError, isApiError, type ProviderErrorDetail, type ProviderResponseSummary } from './api-error.js';
import { defaultMessageFor } from './default-messages.js';

/** docs/concepts/errors.md: the body of every error response. */
export interface ErrorEnvelope {
  statusCode: number;
  message: string;
  timestamp: string;
  data?: ProviderResponseSummary | null;
  provider_errors?: ProviderErrorDetail[] | null;
}

export interface ErrorResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: ErrorEnvelope;
}

/**
 * Turns anything thrown into the response the client sees. Unknown errors become a 500 with
 * the default message: their text (and stack) may hold internals and never reaches the wire.
 * docs/concepts/errors.md requires `data` and `provider_errors` on a 400 (null when no provider was involved);
 * on any other status `provider_errors` appears when a provider's failure caused it (a 502 after
 * retries, a 429 the provider imposed), so the client sees what the provider said.
 */
export function toErrorResponse(error: unknown, now: Date = new Date()): ErrorResponse {
  const apiError = isApiError(error) ? error : new ApiError(500);
  const body: ErrorEnvelope = {
    statusCode: apiError.statusCode,
    message: apiError.message || defaultMessageFor(apiError.statusCode),
    timestamp: now.toISOString(),
  };
  if (apiError.statusCode === 400) {
    body.data = apiError.data;
    body.provider_errors = apiError.providerErrors;
  } else if (apiError.providerErrors) {
    body.provider_errors = apiError.providerErrors;
  }
  return { statusCode: apiError.statusCode, headers: apiError.headers, body };
}
