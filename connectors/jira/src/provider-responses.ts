/**
 * Jira answers errors as `{ "errorMessages": [...], "errors": { "<field>": "<message>" } }`
 * (https://developer.atlassian.com/cloud/jira/platform/rest/v3/intro/#status-codes); Atlassian's
 * gateway and token endpoint answer `{ "code", "message" }` or `{ "error", "error_description" }`.
 * This reads one sentence out of any of them for the error envelope's message.
 */
export function jiraErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { errorMessages, errors } = body as { errorMessages?: unknown; errors?: unknown };
  const messages = Array.isArray(errorMessages) ? errorMessages.filter((message): message is string => typeof message === 'string') : [];
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, message] of Object.entries(errors)) if (typeof message === 'string') messages.push(`${field}: ${message}`);
  }
  return messages.length > 0 ? messages.join('; ') : undefined;
}

/**
 * Jira sends Retry-After with a 429; when it does not, `X-RateLimit-Reset` still says when the
 * window ends, as an ISO 8601 instant (`2024-05-01T10:15Z`).
 */
export function jiraRetryAfterSeconds(headers: Record<string, string>, now: number = Date.now()): number | undefined {
  const reset = Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-ratelimit-reset')?.[1];
  const resetAt = reset === undefined ? Number.NaN : Date.parse(reset);
  if (Number.isNaN(resetAt)) return undefined;
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}
