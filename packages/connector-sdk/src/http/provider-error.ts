import type { ConnectorDefinition } from '@openunified/connector-contract';
import {
  type ApiError,
  BadGatewayError,
  BadRequestError,
  NotFoundError,
  type ProviderErrorDetail,
  RequestTimeoutError,
  TooManyRequestsError,
} from '@openunified/errors';

/**
 * Turns what a provider answered (or failed to) into the one error the client sees (docs/concepts/errors.md).
 * Everything here works on redacted text and headers: the result goes over the wire.
 */

export interface FailedResponse {
  status: number;
  url: string;
  headers: Record<string, string>;
  text: string;
}

// A client that timed out should come back once the provider has had a moment to recover.
export const TIMEOUT_RETRY_AFTER_SECONDS = 5;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** error envelope `provider_errors[].raw`: the JSON error object, or the body text wrapped. */
export function rawErrorBody(text: string): Record<string, unknown> {
  const parsed = parseJson(text);
  return isPlainObject(parsed) ? parsed : { body: text };
}

// The shapes most providers use, for connectors that declare no `errorMessage`.
function commonErrorMessage(body: unknown): string | undefined {
  if (!isPlainObject(body)) return undefined;
  const { message, error, error_description: errorDescription } = body;
  if (typeof message === 'string') return message;
  if (typeof errorDescription === 'string') return errorDescription;
  if (typeof error === 'string') return error;
  if (isPlainObject(error) && typeof error.message === 'string') return error.message;
  return undefined;
}

/** The provider's own message; a connector's reader that throws must not turn into a 500. */
function providerMessage(connector: ConnectorDefinition, body: unknown): string | undefined {
  try {
    const message = connector.errorMessage?.(body);
    if (typeof message === 'string' && message !== '') return message;
  } catch {
    // Fall through to the common shapes: an unexpected body is the provider's fault, not ours.
  }
  return commonErrorMessage(body);
}

export function errorForFailedResponse(connector: ConnectorDefinition, response: FailedResponse, retryAfterSeconds: number | undefined): ApiError {
  const raw = rawErrorBody(response.text);
  const providerErrors: ProviderErrorDetail[] = [{ status: response.status, url: response.url, raw, headers: response.headers }];
  const message = providerMessage(connector, parseJson(response.text));

  if (response.status === 404) return new NotFoundError({ message: message ?? 'Not Found', providerErrors });
  if (response.status === 429) return new TooManyRequestsError(retryAfterSeconds ?? 1, { providerErrors });
  if (response.status >= 400 && response.status < 500) {
    const summary = message ?? `${connector.name} responded with status ${response.status}`;
    return new BadRequestError({
      message: summary,
      data: { statusCode: response.status, message: summary, headers: response.headers },
      providerErrors,
    });
  }
  return new BadGatewayError({ message: `${connector.name} responded with status ${response.status}`, providerErrors });
}

export function errorForMalformedBody(connector: ConnectorDefinition, response: FailedResponse): ApiError {
  return new BadGatewayError({
    message: `${connector.name} returned a body that is not valid JSON`,
    providerErrors: [{ status: response.status, url: response.url, raw: { body: response.text }, headers: response.headers }],
  });
}

export function errorForNetworkFailure(connector: ConnectorDefinition, url: string, cause: unknown): ApiError {
  const code = (cause as { code?: unknown } | undefined)?.code;
  const reason = typeof code === 'string' ? code : 'connection failed';
  // Status 0: no response arrived.
  return new BadGatewayError({
    message: `Could not reach ${connector.name} (${reason})`,
    providerErrors: [{ status: 0, url, raw: { error: reason }, headers: {} }],
  });
}

export function errorForTimeout(connector: ConnectorDefinition): ApiError {
  return new RequestTimeoutError(TIMEOUT_RETRY_AFTER_SECONDS, `${connector.name} did not answer in time`);
}
