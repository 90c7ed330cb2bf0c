import type { EmulatorResponse } from '@openunified/connector-sdk/emulator';

/**
 * Jira's error bodies: `{errorMessages, errors}` from the REST API
 * (https://developer.atlassian.com/cloud/jira/platform/rest/v3/intro/#status-codes), and
 * `{code, message}` from Atlassian's API gateway in front of OAuth 2.0 requests.
 */

export function jiraErrorBody(messages: string[], fieldErrors: Record<string, string> = {}) {
  return { errorMessages: messages, errors: fieldErrors };
}

export function jiraError(status: number, message: string, headers: Record<string, string> = {}): EmulatorResponse {
  return { status, headers, body: jiraErrorBody([message]) };
}

/** 400 with one message per rejected field, as Jira answers a create or edit it refuses. */
export function fieldErrors(errors: Record<string, string>): EmulatorResponse {
  return { status: 400, body: jiraErrorBody([], errors) };
}

/** What the site answers a missing or wrong API token. */
export function siteUnauthenticated(): EmulatorResponse {
  return jiraError(401, 'Client must be authenticated to access this resource.', { 'X-Seraph-LoginReason': 'AUTHENTICATED_FAILED' });
}

/** What api.atlassian.com answers a missing, unknown or expired access token, or one without the scope. */
export function gatewayUnauthorized(message = 'Unauthorized'): EmulatorResponse {
  return { status: 401, body: { code: 401, message } };
}

export const issueNotFound = () => jiraError(404, 'Issue does not exist or you do not have permission to see it.');
