/** How failed deliveries are retried (docs/concepts/webhooks.md#retries). */
export interface RetrySettings {
  /** The wait after the first failure; it doubles after each further failure. */
  baseDelayMs: number;
  /** No wait grows beyond this. */
  maxDelayMs: number;
  /** A delivery keeps being retried until this long after it was queued. */
  retryWindowMs: number;
}

/**
 * The time of the next attempt after `failedAttempts` failures: exponential backoff with
 * "equal jitter" (half the delay fixed, half random), so receivers that come back are not hit
 * by every sender at the same instant. Null when the retry window has run out.
 */
export function nextAttemptAt(settings: RetrySettings, failedAttempts: number, now: Date, giveUpAt: Date, random: () => number = Math.random): Date | null {
  if (now.getTime() >= giveUpAt.getTime()) return null;
  const exponential = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1));
  const delay = exponential / 2 + random() * (exponential / 2);
  return new Date(now.getTime() + delay);
}
