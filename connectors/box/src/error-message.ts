/** The human message of a Box error body (`{type: 'error', status, code, message}`), with its code. */
export function boxErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, code } = body as { message?: unknown; code?: unknown };
  if (typeof message !== 'string' || message === '') return undefined;
  return typeof code === 'string' && code !== '' ? `${message} (${code})` : message;
}
