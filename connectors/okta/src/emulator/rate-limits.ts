/**
 * Okta's org-wide rate limits: a budget of requests per endpoint per window (a minute in
 * production), announced on every response in X-Rate-Limit-Limit, X-Rate-Limit-Remaining and
 * X-Rate-Limit-Reset (UTC epoch seconds when the window ends). A request over budget gets a 429
 * without Retry-After.
 */

export interface RateLimitVerdict {
  limited: boolean;
  headers: Record<string, string>;
}

interface Window {
  start: number;
  used: number;
}

export class RateLimits {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMilliseconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request to `endpoint` against its budget. */
  consume(endpoint: string): RateLimitVerdict {
    const window = this.windowOf(endpoint);
    const limited = window.used >= this.limit;
    if (!limited) window.used += 1;
    return { limited, headers: this.headers(window) };
  }

  /** The budget of `endpoint` as it stands, for answers that do not count (refused tokens). */
  peek(endpoint: string): Record<string, string> {
    return this.headers(this.windowOf(endpoint));
  }

  private windowOf(endpoint: string): Window {
    const start = Math.floor(this.now() / this.windowMilliseconds) * this.windowMilliseconds;
    let window = this.windows.get(endpoint);
    if (!window || window.start !== start) {
      window = { start, used: 0 };
      this.windows.set(endpoint, window);
    }
    return window;
  }

  private headers(window: Window): Record<string, string> {
    return {
      'X-Rate-Limit-Limit': String(this.limit),
      'X-Rate-Limit-Remaining': String(this.limit - window.used),
      'X-Rate-Limit-Reset': String(Math.ceil((window.start + this.windowMilliseconds) / 1000)),
    };
  }
}
