import { type ApiError, BadGatewayError, BadRequestError, NotFoundError, type ProviderErrorDetail, TooManyRequestsError } from '@openunified/connector-sdk';
import type { SlackFailure } from './provider-types.js';

/**
 * Slack answers most failures with HTTP 200 and `{ok: false, error: "<code>"}`
 * (https://api.slack.com/web#evaluating_responses); the HTTP client only sees a success, so the
 * connector turns each code into the error a provider's own status would have given.
 */

/** The token is missing, wrong, expired or revoked, or its workspace is gone: the account must be linked again. */
const authenticationErrors = new Set([
  'not_authed',
  'invalid_auth',
  'account_inactive',
  'token_revoked',
  'token_expired',
  'no_permission',
  'org_login_required',
  'team_access_not_granted',
  'ekm_access_denied',
  'not_allowed_token_type',
]);
/** The token lacks a scope the method needs (`needed`, `provided`). */
const permissionErrors = new Set(['missing_scope', 'access_denied', 'restricted_action', 'not_in_channel']);
const notFoundErrors = new Set([
  'channel_not_found',
  'user_not_found',
  'users_not_found',
  'thread_not_found',
  'message_not_found',
  'file_not_found',
  'file_deleted',
]);
const providerFaults = new Set(['internal_error', 'fatal_error', 'service_unavailable', 'request_timeout', 'team_added_to_org']);

/** Slack's code, with the details it gives (`response_metadata.messages` on invalid_arguments, the scope on missing_scope). */
export function slackErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const failure = body as Partial<SlackFailure>;
  if (typeof failure.error !== 'string') return undefined;
  const details = [...(failure.response_metadata?.messages ?? [])];
  if (failure.error === 'missing_scope' && failure.needed) details.push(`needed: ${failure.needed}; provided: ${failure.provided ?? ''}`);
  return details.length > 0 ? `${failure.error}: ${details.join('; ')}` : failure.error;
}

export interface FailedCall {
  body: SlackFailure;
  url: string;
  status: number;
  headers: Record<string, string>;
}

/** The error the client sees for one `ok: false` answer. */
export function slackCallError(failure: FailedCall): ApiError {
  const code = failure.body.error;
  const message = slackErrorMessage(failure.body) ?? code;
  const providerErrors: ProviderErrorDetail[] = [
    { status: failure.status, url: failure.url, raw: failure.body as unknown as Record<string, unknown>, headers: failure.headers },
  ];
  if (notFoundErrors.has(code)) return new NotFoundError({ message, providerErrors });
  if (code === 'ratelimited' || code === 'rate_limited') {
    return new TooManyRequestsError(Number(failure.headers['retry-after']) || 1, { providerErrors });
  }
  if (providerFaults.has(code)) return new BadGatewayError({ message: `Slack failed: ${message}`, providerErrors });
  // What a provider answering with its own status would give: a 400 carrying that status in `data`.
  const statusCode = authenticationErrors.has(code) ? 401 : permissionErrors.has(code) ? 403 : 400;
  return new BadRequestError({ message, data: { statusCode, message, headers: failure.headers }, providerErrors });
}
