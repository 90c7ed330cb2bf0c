/**
 * Cal.com API v2 (https://cal.com/docs/api-reference/v2/introduction): every endpoint is
 * versioned by the `cal-api-version` header, and each resource has its own current version.
 * Without the header an endpoint answers its oldest shape, so every call names one.
 */
export const calcomApiVersions = {
  bookings: '2024-08-13',
  eventTypes: '2024-06-14',
  slots: '2024-09-04',
} as const;

export type CalcomApiArea = keyof typeof calcomApiVersions;

/** The headers a call to one area of the API carries (the key is added by the authentication). */
export function calcomHeaders(area: CalcomApiArea): Record<string, string> {
  return { 'cal-api-version': calcomApiVersions[area] };
}

/**
 * The message of Cal.com's error body `{status: "error", error: {code, message, details}}`:
 * the message, and the validation messages class-validator puts in `details.message`.
 */
export function calcomErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: { message?: unknown; details?: { message?: unknown } } }).error;
  if (typeof error?.message !== 'string') return undefined;
  const details = error.details?.message;
  const extra = Array.isArray(details) ? details.filter((entry): entry is string => typeof entry === 'string' && entry !== error.message) : [];
  return extra.length > 0 ? `${error.message}: ${extra.join('; ')}` : error.message;
}

/**
 * Cal.com rate-limits per key over a window and names each limit in its headers
 * (`X-RateLimit-Reset-Default`, ...). When a 429 carries no `Retry-After`, wait until the
 * reset: a Unix time in seconds, or seconds left when the value is small.
 */
export function calcomRetryAfterSeconds(headers: Record<string, string>, now = Date.now()): number | undefined {
  const resets = Object.entries(headers)
    .filter(([name]) => name.toLowerCase().startsWith('x-ratelimit-reset'))
    .map(([, value]) => Number(value))
    .filter((value) => Number.isFinite(value) && value > 0);
  if (resets.length === 0) return undefined;
  const reset = Math.max(...resets);
  const seconds = reset > 1_000_000_000 ? reset - Math.floor(now / 1000) : reset;
  return Math.max(1, Math.ceil(seconds));
}
