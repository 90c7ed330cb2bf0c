import { hubspotErrorBodySchema } from './provider-schemas.js';

/**
 * The message of HubSpot's error body, for the error envelope's `message` and `data.message`:
 * the top-level `message`, followed by the detail messages of `errors` when they add something
 * (a validation error names each offending property there).
 */
export function hubspotErrorMessage(body: unknown): string | undefined {
  const parsed = hubspotErrorBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { message, errors } = parsed.data;
  const details = (errors ?? []).map((error) => error.message).filter((detail) => detail !== '' && !message.includes(detail));
  return details.length === 0 ? message : `${message} (${details.join('; ')})`;
}

const SECONDLY_REMAINING = 'x-hubspot-ratelimit-secondly-remaining';
const INTERVAL_REMAINING = 'x-hubspot-ratelimit-remaining';
const INTERVAL_MILLISECONDS = 'x-hubspot-ratelimit-interval-milliseconds';
const DAILY_REMAINING = 'x-hubspot-ratelimit-daily-remaining';
const DEFAULT_INTERVAL_MILLISECONDS = 10_000;

function header(headers: Record<string, string>, name: string): number | undefined {
  const value = Object.entries(headers).find(([candidate]) => candidate.toLowerCase() === name)?.[1];
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * HubSpot answers a 429 without Retry-After; its `X-HubSpot-RateLimit-*` headers say which
 * budget ran out. The rolling ten-second window (`-Remaining` 0) frees up within one
 * `-Interval-Milliseconds`; the per-second budget (`-Secondly-Remaining` 0) within a second; the
 * daily budget of private apps (`-Daily-Remaining` 0) at midnight in the account's time zone,
 * which the headers do not name, so the next UTC midnight stands in for it.
 */
export function hubspotRetryAfterSeconds(headers: Record<string, string>, now: number = Date.now()): number | undefined {
  if (header(headers, DAILY_REMAINING) === 0) {
    const nextUtcMidnight = new Date(now);
    nextUtcMidnight.setUTCHours(24, 0, 0, 0);
    return Math.ceil((nextUtcMidnight.getTime() - now) / 1000);
  }
  if (header(headers, INTERVAL_REMAINING) === 0) {
    return Math.ceil((header(headers, INTERVAL_MILLISECONDS) ?? DEFAULT_INTERVAL_MILLISECONDS) / 1000);
  }
  if (header(headers, SECONDLY_REMAINING) === 0) return 1;
  return undefined;
}
