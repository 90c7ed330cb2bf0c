import {
  type ApiError,
  BadGatewayError,
  BadRequestError,
  isApiError,
  NotFoundError,
  type ProviderHttpClient,
  type ProviderRequest,
  providerHttpClientFrom,
  TooManyRequestsError,
} from '@openunified/connector-sdk';

/**
 * BambooHR explains a failure in the `X-BambooHR-Error-Message` response header and usually
 * sends an empty body, and it signals rate limiting with 503 plus `Retry-After` rather than 429.
 * The SDK hands a connector's `errorMessage` only the body, so actions wrap their client with
 * `explainBambooHrErrors` to put the header's message and the right status on the error.
 */

const ERROR_MESSAGE_HEADER = 'x-bamboohr-error-message';

const htmlPattern = /^\s*</;

/** `errorMessage` of the connector: what a body says when BambooHR sends one. */
export function bambooHrErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const text = body.trim();
    return text === '' || htmlPattern.test(text) ? undefined : text.slice(0, 500);
  }
  if (typeof body !== 'object' || body === null) return undefined;
  // The newer APIs (scheduling) answer problem details: `detail`, else `title`.
  const { message, error, errorMessage, detail, title } = body as Record<string, unknown>;
  for (const candidate of [errorMessage, message, error, detail, title]) {
    if (typeof candidate === 'string' && candidate !== '') return candidate;
  }
  return undefined;
}

function lastResponseHeaders(error: ApiError): Record<string, string> | undefined {
  return error.data?.headers ?? error.providerErrors?.at(-1)?.headers;
}

/** The same failure, told in BambooHR's words and, for a 503 with Retry-After, as the 429 it is. */
export function explainBambooHrError(error: ApiError): ApiError {
  const headers = lastResponseHeaders(error);
  const providerStatus = error.providerErrors?.at(-1)?.status;
  const headerMessage = headers?.[ERROR_MESSAGE_HEADER]?.trim() || undefined;
  const retryAfter = headers?.['retry-after'];

  if (providerStatus === 503 && retryAfter !== undefined) {
    const seconds = Number(retryAfter);
    return new TooManyRequestsError(Number.isFinite(seconds) ? seconds : 1, {
      message: headerMessage ?? 'BambooHR rate limit reached',
      providerErrors: error.providerErrors,
      cause: error,
    });
  }
  if (headerMessage === undefined) return error;

  const options = {
    headers: error.headers,
    providerErrors: error.providerErrors,
    cause: error,
    data: error.data ? { ...error.data, message: headerMessage } : null,
  };
  if (error.statusCode === 400) return new BadRequestError({ ...options, message: headerMessage });
  if (error.statusCode === 404) return new NotFoundError({ ...options, message: headerMessage });
  if (error.statusCode === 502) return new BadGatewayError({ ...options, message: `${error.message}: ${headerMessage}` });
  return error;
}

/** `http` with every failure passed through `explainBambooHrError`. */
export function explainBambooHrErrors(http: ProviderHttpClient): ProviderHttpClient {
  const request = async <Body>(providerRequest: ProviderRequest) => {
    try {
      return await http.request<Body>(providerRequest);
    } catch (error) {
      throw isApiError(error) ? explainBambooHrError(error) : error;
    }
  };
  return providerHttpClientFrom(request);
}
