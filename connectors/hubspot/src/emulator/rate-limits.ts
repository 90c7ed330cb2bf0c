import { randomUUID } from 'node:crypto';
import type { EmulatorResponse } from '@openunified/connector-sdk/emulator';

/**
 * HubSpot's API limits (https://developers.hubspot.com/docs/developer-tooling/platform/usage-guidelines):
 * a rolling ten-second window per app and account (`TEN_SECONDLY_ROLLING`), a daily budget for
 * private apps, and a per-second budget of the CRM search endpoints. Every answer of a limited
 * route carries `X-HubSpot-RateLimit-*`; OAuth apps get no daily headers; a 429 has no
 * Retry-After, only the spent budget's headers at 0.
 */

export interface RateLimitOptions {
  /** Requests per window and app (default 110, HubSpot's limit for OAuth apps). */
  maxPerInterval?: number;
  /** Length of the rolling window in milliseconds (default 10 000). */
  intervalMs?: number;
  /** Requests per day of a private app (default 250 000, the Free and Starter limit). */
  dailyPrivateApp?: number;
  /** Search requests per second of the account (default 5). */
  searchPerSecond?: number;
}

/** Who a request counts against: the OAuth app, or one private app (its token). */
export type RateLimitBucket = { kind: 'oauth' } | { kind: 'private_app'; token: string };

export type RateLimitOutcome = { allowed: true; headers: Record<string, string> } | { allowed: false; response: EmulatorResponse };

class RollingWindow {
  private readonly hits: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a hit if the window has room; the remaining room either way. */
  take(now: number): { allowed: boolean; remaining: number } {
    while (this.hits.length > 0 && this.hits[0]! <= now - this.windowMs) this.hits.shift();
    if (this.hits.length >= this.limit) return { allowed: false, remaining: 0 };
    this.hits.push(now);
    return { allowed: true, remaining: this.limit - this.hits.length };
  }
}

function tooManyRequests(policy: 'TEN_SECONDLY_ROLLING' | 'DAILY' | 'SECONDLY', headers: Record<string, string>): EmulatorResponse {
  const limitName = { TEN_SECONDLY_ROLLING: 'ten_secondly_rolling', DAILY: 'daily', SECONDLY: 'secondly' }[policy];
  return {
    status: 429,
    headers,
    body: {
      status: 'error',
      message: `You have reached your ${limitName} limit.`,
      errorType: 'RATE_LIMIT',
      correlationId: randomUUID(),
      policyName: policy,
      requestId: randomUUID(),
    },
  };
}

export class HubspotRateLimits {
  private readonly intervals = new Map<string, RollingWindow>();
  private readonly daily = new Map<string, { day: string; used: number }>();
  private readonly search: RollingWindow;
  private readonly maxPerInterval: number;
  private readonly intervalMs: number;
  private readonly dailyPrivateApp: number;
  private readonly searchPerSecond: number;

  constructor(options: RateLimitOptions = {}) {
    this.maxPerInterval = options.maxPerInterval ?? 110;
    this.intervalMs = options.intervalMs ?? 10_000;
    this.dailyPrivateApp = options.dailyPrivateApp ?? 250_000;
    this.searchPerSecond = options.searchPerSecond ?? 5;
    this.search = new RollingWindow(this.searchPerSecond, 1_000);
  }

  /** The search endpoints' own per-second budget; their answers carry no headers unless refused. */
  takeSearch(now = Date.now()): RateLimitOutcome {
    const { allowed } = this.search.take(now);
    if (allowed) return { allowed: true, headers: {} };
    return {
      allowed: false,
      response: tooManyRequests('SECONDLY', {
        'X-HubSpot-RateLimit-Secondly': String(this.searchPerSecond),
        'X-HubSpot-RateLimit-Secondly-Remaining': '0',
      }),
    };
  }

  take(bucket: RateLimitBucket, now = Date.now()): RateLimitOutcome {
    const key = bucket.kind === 'oauth' ? 'oauth' : `private_app:${bucket.token}`;
    let window = this.intervals.get(key);
    if (!window) {
      window = new RollingWindow(this.maxPerInterval, this.intervalMs);
      this.intervals.set(key, window);
    }
    const headers: Record<string, string> = {
      'X-HubSpot-RateLimit-Interval-Milliseconds': String(this.intervalMs),
      'X-HubSpot-RateLimit-Max': String(this.maxPerInterval),
    };

    if (bucket.kind === 'private_app') {
      const day = new Date(now).toISOString().slice(0, 10);
      const usage = this.daily.get(key)?.day === day ? this.daily.get(key)! : { day, used: 0 };
      this.daily.set(key, usage);
      headers['X-HubSpot-RateLimit-Daily'] = String(this.dailyPrivateApp);
      if (usage.used >= this.dailyPrivateApp) {
        return { allowed: false, response: tooManyRequests('DAILY', { ...headers, 'X-HubSpot-RateLimit-Daily-Remaining': '0' }) };
      }
      usage.used += 1;
      headers['X-HubSpot-RateLimit-Daily-Remaining'] = String(this.dailyPrivateApp - usage.used);
    }

    const { allowed, remaining } = window.take(now);
    headers['X-HubSpot-RateLimit-Remaining'] = String(remaining);
    return allowed ? { allowed: true, headers } : { allowed: false, response: tooManyRequests('TEN_SECONDLY_ROLLING', headers) };
  }
}
