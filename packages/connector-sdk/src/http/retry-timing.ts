/** How long to wait before the next attempt: the provider's word first, else backoff. */

/** `Retry-After` as seconds from now: delta-seconds or an HTTP date (RFC 9110 10.2.3). */
export function parseRetryAfterSeconds(value: string | undefined, now: number = Date.now()): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}

/** Exponential backoff with full jitter (uniform in [0, base * 2^(retry - 1)], capped). */
export function backoffDelayMs(retry: number, baseDelayMs: number, maxDelayMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (retry - 1));
  return Math.floor(random() * ceiling);
}
