/**
 * Jira Cloud's burst rate limit (https://developer.atlassian.com/cloud/jira/platform/rate-limiting/):
 * a fixed number of requests per window, the window starting with its first request. Every answer carries `X-RateLimit-Limit` and
 * `X-RateLimit-Remaining` (and `X-RateLimit-NearLimit` under a fifth left); a request over the
 * limit gets a 429 with `Retry-After` (seconds), `X-RateLimit-Reset` (`yyyy-MM-ddTHH:mmZ`) and
 * `RateLimit-Reason: jira-burst-based`.
 */

export interface RateLimitOptions {
  /** Requests allowed per window. */
  requests: number;
  windowSeconds: number;
}

export interface RateLimitOutcome {
  limited: boolean;
  headers: Record<string, string>;
}

export class RateLimitWindow {
  private windowStart = 0;
  private used = 0;

  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  consume(): RateLimitOutcome {
    const windowMs = this.options.windowSeconds * 1000;
    if (this.now() >= this.windowStart + windowMs) {
      this.windowStart = this.now();
      this.used = 0;
    }
    const start = this.windowStart;
    const limit = this.options.requests;
    const headers: Record<string, string> = { 'X-RateLimit-Limit': String(limit) };
    if (this.used >= limit) {
      const retryAfter = Math.max(1, Math.ceil((start + windowMs - this.now()) / 1000));
      const reset = new Date(this.now() + retryAfter * 1000).toISOString().slice(0, 16);
      return {
        limited: true,
        headers: {
          ...headers,
          'X-RateLimit-Remaining': '0',
          'Retry-After': String(retryAfter),
          'X-RateLimit-Reset': `${reset}Z`,
          'RateLimit-Reason': 'jira-burst-based',
        },
      };
    }
    this.used += 1;
    const remaining = limit - this.used;
    return {
      limited: false,
      headers: { ...headers, 'X-RateLimit-Remaining': String(remaining), ...(remaining < limit / 5 ? { 'X-RateLimit-NearLimit': 'true' } : {}) },
    };
  }
}
