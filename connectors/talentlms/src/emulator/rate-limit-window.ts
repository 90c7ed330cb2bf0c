/**
 * TalentLMS's hourly request budget: every API response carries X-RateLimit-Limit,
 * X-RateLimit-Remaining and X-RateLimit-Reset (Unix seconds at the end of the window), and a
 * request over budget gets a 429.
 */
const windowMilliseconds = 3_600_000;

export interface RateLimitState {
  exhausted: boolean;
  headers: Record<string, string>;
  /** Seconds until the window resets, for Retry-After on a 429. */
  secondsUntilReset: number;
}

export class RateLimitWindow {
  private windowStart = 0;
  private used = 0;

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request against the budget. */
  consume(): RateLimitState {
    this.rollWindow();
    const exhausted = this.used >= this.limit;
    if (!exhausted) this.used += 1;
    return this.state(exhausted);
  }

  /** The budget as it stands, for responses that do not count (rejected credentials). */
  peek(): RateLimitState {
    this.rollWindow();
    return this.state(false);
  }

  private rollWindow(): void {
    const currentWindowStart = Math.floor(this.now() / windowMilliseconds) * windowMilliseconds;
    if (currentWindowStart !== this.windowStart) {
      this.windowStart = currentWindowStart;
      this.used = 0;
    }
  }

  private state(exhausted: boolean): RateLimitState {
    const resetAt = (this.windowStart + windowMilliseconds) / 1000;
    return {
      exhausted,
      secondsUntilReset: Math.max(1, Math.ceil(resetAt - this.now() / 1000)),
      headers: {
        'X-RateLimit-Limit': String(this.limit),
        'X-RateLimit-Remaining': String(this.limit - this.used),
        'X-RateLimit-Reset': String(resetAt),
      },
    };
  }
}
