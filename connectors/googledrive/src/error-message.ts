/**
 * The human message out of a Google error body: the Drive API's `{error: {message}}`, or the
 * token endpoint's `{error, error_description}` (RFC 6749 5.2).
 */
export function googleErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body as { error: unknown; error_description?: unknown };
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  if (typeof error === 'string') {
    const description = (body as { error_description?: unknown }).error_description;
    return typeof description === 'string' && description !== '' ? `${error}: ${description}` : error;
  }
  return undefined;
}
