/** A bad setting: its message names the setting and is meant to be printed as is. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/**
 * One readable line for a start that cannot succeed (bad setting, database unreachable): the
 * operator needs the reason, not a stack trace. Causes are appended because drivers wrap them.
 */
export function describeStartupFailure(error: unknown): string {
  if (error instanceof ConfigurationError) return error.message;
  const messages: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && messages.length < 4) {
    if (current.message) messages.push(current.message);
    current = current.cause;
  }
  if (current !== undefined && !(current instanceof Error)) messages.push(String(current));
  return messages.join(': ') || 'unknown error';
}
