/**
 * Harvest's request budget: `X-RateLimit-Limit` requests per 10-second window, announced with
 * `X-RateLimit-Remaining` on every answer. A request over budget gets a 429 with `Retry-After`
 * (seconds) and `X-RateLimit-Reset` (the Unix time the window ends).
 */
export interface RateLimitState {
  exhausted: boolean;
  headers: Record<string, string>;
  /** Whole seconds until the window ends, at least 1. */
  secondsUntilReset: number;
}

export class RateLimitWindow {
  private windowStart = Number.NEGATIVE_INFINITY;
  private used = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMilliseconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request against the budget. */
  consume(): RateLimitState {
    this.rollWindow();
    const exhausted = this.used >= this.limit;
    if (!exhausted) this.used += 1;
    return this.state(exhausted);
  }

  /** A window opens with the first request after the previous one closed, and lasts its length. */
  private rollWindow(): void {
    const now = this.now();
    if (now >= this.windowStart + this.windowMilliseconds) {
      this.windowStart = now;
      this.used = 0;
    }
  }

  private state(exhausted: boolean): RateLimitState {
    const resetAt = this.windowStart + this.windowMilliseconds;
    const secondsUntilReset = Math.max(1, Math.ceil((resetAt - this.now()) / 1000));
    const headers: Record<string, string> = {
      'X-RateLimit-Limit': String(this.limit),
      'X-RateLimit-Remaining': String(this.limit - this.used),
    };
    if (exhausted) Object.assign(headers, { 'Retry-After': String(secondsUntilReset), 'X-RateLimit-Reset': String(Math.ceil(resetAt / 1000)) });
    return { exhausted, secondsUntilReset, headers };
  }
}
