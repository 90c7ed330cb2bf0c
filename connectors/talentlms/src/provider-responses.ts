import { talentlmsErrorBodySchema } from './provider-schemas.js';

/** The message of TalentLMS's `{ "error": { "type", "message" } }` body, for error envelope `data.message`. */
export function talentlmsErrorMessage(body: unknown): string | undefined {
  const parsed = talentlmsErrorBodySchema.safeParse(body);
  return parsed.success ? parsed.data.error.message : undefined;
}

/**
 * TalentLMS rate-limits per hour and announces the end of the window in `X-RateLimit-Reset`
 * (Unix seconds) instead of sending Retry-After; this turns it into seconds to wait.
 */
export function talentlmsRetryAfterSeconds(headers: Record<string, string>, now: number = Date.now()): number | undefined {
  const resetHeader = Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-ratelimit-reset')?.[1];
  const resetAt = Number(resetHeader);
  if (resetHeader === undefined || resetHeader.trim() === '' || !Number.isFinite(resetAt)) return undefined;
  return Math.max(1, Math.ceil(resetAt - now / 1000));
}
