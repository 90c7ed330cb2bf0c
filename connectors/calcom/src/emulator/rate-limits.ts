/** Cal.com's default limit for API keys: 120 requests a minute (https://cal.com/docs/api-reference/v2/introduction#rate-limits). */
export const calcomRateLimit = { requests: 120, windowSeconds: 60 } as const;
export type CalcomRateLimit = { requests: number; windowSeconds: number };

/**
 * A fixed window per API key, as Cal.com's throttler counts: every answer carries
 * `X-RateLimit-Limit-Default`, `-Remaining-Default` and `-Reset-Default` (Unix seconds), and the
 * request past the limit is a 429 with `Retry-After`.
 */
export class CalcomRateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(private readonly limit: CalcomRateLimit | false) {}

  take(key: string, now = Date.now()): { headers: Record<string, string>; refused: boolean } {
    if (this.limit === false) return { headers: {}, refused: false };
    const windowMs = this.limit.windowSeconds * 1000;
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    const resetAt = Math.ceil((window.startedAt + windowMs) / 1000);
    const refused = window.count > this.limit.requests;
    const headers: Record<string, string> = {
      'x-ratelimit-limit-default': String(this.limit.requests),
      'x-ratelimit-remaining-default': String(Math.max(0, this.limit.requests - window.count)),
      'x-ratelimit-reset-default': String(resetAt),
    };
    if (refused) headers['retry-after'] = String(Math.max(1, resetAt - Math.floor(now / 1000)));
    return { headers, refused };
  }
}
