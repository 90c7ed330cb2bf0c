import type { EmulatorResponse } from '@openunified/connector-sdk/emulator';

/**
 * Slack's per-method rate limit tiers (https://api.slack.com/apis/rate-limits): requests per
 * minute, per method, per workspace and app (here: per token). chat.postMessage is "special":
 * about one message per second per channel, bursts allowed over a minute.
 */
export type RateLimitTier = 'tier1' | 'tier2' | 'tier3' | 'tier4' | 'post_message';

export const slackTierLimitsPerMinute: Record<RateLimitTier, number> = {
  tier1: 1,
  tier2: 20,
  tier3: 50,
  tier4: 100,
  post_message: 60,
};

const WINDOW_MS = 60_000;

export class SlackRateLimiter {
  private readonly calls = new Map<string, number[]>();

  constructor(private readonly limits: Record<RateLimitTier, number> | false) {}

  /** A 429 when `key` (token, method and, for posts, channel) spent its minute; undefined otherwise. */
  take(key: string, tier: RateLimitTier, now = Date.now()): EmulatorResponse | undefined {
    if (this.limits === false) return undefined;
    const recent = (this.calls.get(key) ?? []).filter((at) => at > now - WINDOW_MS);
    if (recent.length >= this.limits[tier]) {
      this.calls.set(key, recent);
      const retryAfter = Math.max(1, Math.ceil((recent[0]! + WINDOW_MS - now) / 1000));
      return { status: 429, headers: { 'retry-after': String(retryAfter) }, body: { ok: false, error: 'ratelimited' } };
    }
    recent.push(now);
    this.calls.set(key, recent);
    return undefined;
  }
}
