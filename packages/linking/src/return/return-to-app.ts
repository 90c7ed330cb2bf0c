/**
 * docs/concepts/connect-flow.md#returning-to-the-application: how the connect page tells the
 * application how a connection ended, by sending the customer back to the session's
 * `redirect_url` and, when the page runs in a popup or a frame, by a message to its opener or parent.
 */

/** How a connection ended, as the application learns it. */
export type ConnectResult = { status: 'success'; accountId: string } | { status: 'error' | 'cancel'; errorCode: string; errorDescription: string };

/** The message the page posts to the window that opened or frames it. */
export interface ConnectMessage {
  type: 'openunified:connect';
  status: 'success' | 'error' | 'cancel';
  account_id?: string;
  error_code?: string;
}

/** Error codes that mean the customer chose not to connect, rather than that something broke. */
const CANCEL_CODES = new Set(['access_denied', 'cancelled']);

export function isCancellation(errorCode: string): boolean {
  return CANCEL_CODES.has(errorCode);
}

/**
 * `redirectUrl` with the result added to its query (the query it had is kept):
 * `status=success&account_id=...`, or `status=error&error_code=...&error_description=...`
 * (a cancellation is an error with its code, e.g. `access_denied`).
 */
export function returnUrl(redirectUrl: string, result: ConnectResult): string {
  const url = new URL(redirectUrl);
  for (const name of ['status', 'account_id', 'error_code', 'error_description']) url.searchParams.delete(name);
  if (result.status === 'success') {
    url.searchParams.set('status', 'success');
    url.searchParams.set('account_id', result.accountId);
  } else {
    url.searchParams.set('status', 'error');
    url.searchParams.set('error_code', result.errorCode);
    url.searchParams.set('error_description', result.errorDescription);
  }
  return url.href;
}

export function connectMessage(result: ConnectResult): ConnectMessage {
  return result.status === 'success'
    ? { type: 'openunified:connect', status: 'success', account_id: result.accountId }
    : { type: 'openunified:connect', status: result.status, error_code: result.errorCode };
}
