import { oktaErrorBodySchema } from './provider-schemas.js';

/**
 * The message of Okta's `{errorCode, errorSummary, errorCauses, ...}` body, for the error
 * envelope's `data.message`: the summary, then each cause, so a refused write says which field
 * was wrong ("Api validation failed: login (login: An object with this field already exists ...)").
 */
export function oktaErrorMessage(body: unknown): string | undefined {
  const parsed = oktaErrorBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { errorSummary, errorCauses } = parsed.data;
  const causes = (Array.isArray(errorCauses) ? errorCauses : errorCauses ? [errorCauses] : [])
    .map((cause) => cause.errorSummary?.trim())
    .filter((summary): summary is string => Boolean(summary) && summary !== errorSummary);
  return causes.length === 0 ? errorSummary : `${errorSummary} (${causes.join('; ')})`;
}

/**
 * Okta answers a 429 without Retry-After; `X-Rate-Limit-Reset` holds the end of the window in
 * UTC epoch seconds. This turns it into seconds to wait, at least one.
 */
export function oktaRetryAfterSeconds(headers: Record<string, string>, now: number = Date.now()): number | undefined {
  const resetHeader = Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-rate-limit-reset')?.[1];
  const resetAt = Number(resetHeader);
  if (resetHeader === undefined || resetHeader.trim() === '' || !Number.isFinite(resetAt)) return undefined;
  return Math.max(1, Math.ceil(resetAt - now / 1000));
}
