import type { EmulatorResponse } from '@openunified/connector-sdk/emulator';
import type { GoogleErrorBody } from '../provider-types.js';

/** The canonical gRPC status Google puts in `error.status` for each HTTP status. */
const statusNames: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ABORTED',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  501: 'UNIMPLEMENTED',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

/** The `errors[].reason` Drive sends when nothing more specific applies. */
const defaultReasons: Record<number, { reason: string; domain: string }> = {
  400: { reason: 'badRequest', domain: 'global' },
  401: { reason: 'authError', domain: 'global' },
  403: { reason: 'forbidden', domain: 'global' },
  404: { reason: 'notFound', domain: 'global' },
  429: { reason: 'rateLimitExceeded', domain: 'usageLimits' },
};

export interface GoogleErrorDetail {
  reason?: string;
  domain?: string;
  /** What the error is about, e.g. the `driveId` parameter or the `Authorization` header. */
  location?: string;
  locationType?: 'parameter' | 'header';
  /** `errors[].message` when it differs from the top-level message (e.g. "Invalid Credentials"). */
  detailMessage?: string;
}

export function googleErrorBody(code: number, message: string, detail: GoogleErrorDetail = {}): GoogleErrorBody {
  const fallback = defaultReasons[code] ?? { reason: 'backendError', domain: 'global' };
  const item: NonNullable<GoogleErrorBody['error']['errors']>[number] = {
    message: detail.detailMessage ?? message,
    domain: detail.domain ?? fallback.domain,
    reason: detail.reason ?? fallback.reason,
  };
  if (detail.location !== undefined) item.location = detail.location;
  if (detail.locationType !== undefined) item.locationType = detail.locationType;
  return { error: { code, message, errors: [item], status: statusNames[code] ?? 'UNKNOWN' } };
}

export function googleError(code: number, message: string, detail?: GoogleErrorDetail): EmulatorResponse {
  return { status: code, body: googleErrorBody(code, message, detail) };
}

/** Google's answer to a bad query parameter value: a terse "Invalid Value" naming the parameter. */
export function invalidParameter(parameter: string, message = 'Invalid Value'): EmulatorResponse {
  return googleError(400, message, { reason: 'invalid', location: parameter, locationType: 'parameter' });
}

const credentialHelp =
  'Expected OAuth 2 access token, login cookie or other valid authentication credential. ' +
  'See https://developers.google.com/identity/sign-in/web/devconsole-project.';

export function missingCredentials(): EmulatorResponse {
  return {
    ...googleError(401, `Request is missing required authentication credential. ${credentialHelp}`, {
      reason: 'required',
      detailMessage: 'Login Required.',
      location: 'Authorization',
      locationType: 'header',
    }),
    headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/"' },
  };
}

/** Unknown, expired and revoked access tokens all get this answer, as at Google. */
export function invalidCredentials(): EmulatorResponse {
  return {
    ...googleError(401, `Request had invalid authentication credentials. ${credentialHelp}`, {
      reason: 'authError',
      detailMessage: 'Invalid Credentials',
      location: 'Authorization',
      locationType: 'header',
    }),
    headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
  };
}

export function insufficientScopes(): EmulatorResponse {
  return {
    ...googleError(403, 'Request had insufficient authentication scopes.', {
      reason: 'insufficientPermissions',
      detailMessage: 'Insufficient Permission',
    }),
    headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="insufficient_scope"' },
  };
}
