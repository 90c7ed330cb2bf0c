import { randomUUID } from 'node:crypto';
import type { EmulatorResponse } from '@openunified/connector-sdk/emulator';
import type { HubspotErrorBody } from '../provider-schemas.js';

/** HubSpot's `category` for the statuses the emulator answers with. */
const categories: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'INVALID_AUTHENTICATION',
  403: 'MISSING_SCOPES',
  404: 'OBJECT_NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITS',
};

// A type, not an interface, so it fits the loose `errors` items of HubspotErrorBody.
export type ErrorDetail = {
  message: string;
  code?: string;
  in?: string;
  context?: Record<string, string[]>;
};

/** What a check answers when it refuses a request: the response to send instead. */
export interface Refusal {
  refused: EmulatorResponse;
}

/** `{status: 'error', message, correlationId, category, errors?}`, as every HubSpot API answers a failure. */
export function hubspotErrorBody(
  status: number,
  message: string,
  extra: { category?: string; errors?: ErrorDetail[]; context?: Record<string, string[]> } = {},
): HubspotErrorBody {
  return {
    status: 'error',
    message,
    correlationId: randomUUID(),
    category: extra.category ?? categories[status] ?? 'INTERNAL_ERROR',
    ...(extra.context && { context: extra.context }),
    ...(extra.errors && { errors: extra.errors }),
  };
}

export function hubspotError(status: number, message: string, extra?: Parameters<typeof hubspotErrorBody>[2]): EmulatorResponse {
  return { status, body: hubspotErrorBody(status, message, extra) };
}

export function validationError(message: string, errors: ErrorDetail[] = []): EmulatorResponse {
  return hubspotError(400, message, errors.length > 0 ? { errors } : {});
}

export function notFound(message = 'resource not found'): EmulatorResponse {
  return hubspotError(404, message);
}

export const missingCredentials = (): EmulatorResponse =>
  hubspotError(
    401,
    'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
  );

export const expiredCredentials = (): EmulatorResponse =>
  hubspotError(401, 'The OAuth token used to make this call expired.', { category: 'EXPIRED_AUTHENTICATION' });

export const missingScopes = (scopes: readonly string[]): EmulatorResponse =>
  hubspotError(
    403,
    "This app hasn't been granted all required scopes to make this call. Read more about required scopes here: https://developers.hubspot.com/scopes.",
    {
      errors: [{ message: 'One or more of the following scopes are required.', context: { requiredGranularScopes: [...scopes] } }],
    },
  );
