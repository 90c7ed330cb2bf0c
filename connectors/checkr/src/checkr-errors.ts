/**
 * Checkr answers a failure with its status and `{error: "..."}`, validation failures with
 * `errors: [...]` beside it (400, 404, 422; 401 for a wrong key; 429 with Retry-After). The
 * platform maps the status (404 stays a 404, 429 a 429 after retries, any other 4xx a 400 carrying
 * the status in `data`); this reads the message, every validation problem included.
 */
export function checkrErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, errors } = body as { error?: unknown; errors?: unknown };
  const problems = Array.isArray(errors) ? errors.filter((problem): problem is string => typeof problem === 'string') : [];
  if (typeof error !== 'string') return problems.length > 0 ? problems.join('; ') : undefined;
  const extra = problems.filter((problem) => problem !== error);
  return extra.length > 0 ? `${error}: ${extra.join('; ')}` : error;
}
