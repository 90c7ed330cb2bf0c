import { greenhouseErrorBodySchema } from './provider-schemas.js';

/**
 * Harvest explains a failure in `message` and, for a validation error (422), lists what failed
 * in `errors[]`; the envelope's message names each failed field so the client can fix the body.
 */
export function greenhouseErrorMessage(body: unknown): string | undefined {
  const parsed = greenhouseErrorBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const details = (parsed.data.errors ?? [])
    .map((error) => [error.field, error.message].filter((part) => part !== undefined && part !== '').join(': '))
    .filter((detail) => detail !== '');
  return details.length === 0 ? parsed.data.message : `${parsed.data.message}: ${details.join('; ')}`;
}

/**
 * Harvest's 429 carries `Retry-After`, which the SDK honours first. Should it be missing,
 * `X-RateLimit-Reset` (the instant the 10-second window ends, as Unix seconds or an HTTP date)
 * still says how long to wait.
 */
export function greenhouseRetryAfterSeconds(headers: Record<string, string>, now: number = Date.now()): number | undefined {
  const reset = Object.entries(headers)
    .find(([name]) => name.toLowerCase() === 'x-ratelimit-reset')?.[1]
    ?.trim();
  if (reset === undefined || reset === '') return undefined;
  const resetAt = /^\d+(\.\d+)?$/.test(reset) ? Number(reset) * 1000 : Date.parse(reset);
  if (!Number.isFinite(resetAt)) return undefined;
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}
