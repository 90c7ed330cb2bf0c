/** What the connect page posts to the window that opened or frames it (docs/concepts/connect-flow.md#returning-to-the-application). */
export interface ConnectMessage {
  type: 'openunified:connect';
  status: 'success' | 'error' | 'cancel';
  account_id?: string;
  error_code?: string;
}

const STATUSES = new Set(['success', 'error', 'cancel']);

/** Whether `data` is a well-formed connect message; anything else on the channel is ignored. */
export function isConnectMessage(data: unknown): data is ConnectMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type !== 'openunified:connect' || typeof message.status !== 'string' || !STATUSES.has(message.status)) return false;
  if (message.status === 'success') return typeof message.account_id === 'string' && message.account_id !== '';
  return message.error_code === undefined || typeof message.error_code === 'string';
}
