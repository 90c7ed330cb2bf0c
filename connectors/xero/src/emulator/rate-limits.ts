import type { EmulatorResponse } from '@openunified/connector-sdk/emulator';

/**
 * Xero's limits per tenant (https://developer.xero.com/documentation/guides/oauth2/limits/): 60
 * calls a minute and 5000 a day. Every answer says what is left (X-MinLimit-Remaining,
 * X-DayLimit-Remaining, X-AppMinLimit-Remaining); past a limit, 429 with Retry-After and
 * X-Rate-Limit-Problem naming it (`minute` or `day`).
 */
export interface XeroRateLimits {
  perMinute: number;
  perDay: number;
}

export const xeroRateLimits: XeroRateLimits = { perMinute: 60, perDay: 5000 };
const APP_PER_MINUTE = 10_000;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export class XeroRateLimiter {
  private readonly calls = new Map<string, number[]>();

  constructor(private readonly limits: XeroRateLimits | false) {}

  /** Headers for an answer to `tenant`, or the 429 when it spent a limit. */
  take(tenant: string, now = Date.now()): { refused?: EmulatorResponse; headers: Record<string, string> } {
    if (this.limits === false) return { headers: {} };
    const today = (this.calls.get(tenant) ?? []).filter((at) => at > now - DAY_MS);
    const lastMinute = today.filter((at) => at > now - MINUTE_MS);
    const remaining = (minute: number, day: number) => ({
      'x-minlimit-remaining': String(Math.max(0, minute)),
      'x-daylimit-remaining': String(Math.max(0, day)),
      'x-appminlimit-remaining': String(APP_PER_MINUTE - lastMinute.length),
    });
    const problem =
      today.length >= this.limits.perDay
        ? { name: 'day', retryAfter: Math.ceil((today[0]! + DAY_MS - now) / 1000) }
        : lastMinute.length >= this.limits.perMinute
          ? { name: 'minute', retryAfter: Math.ceil((lastMinute[0]! + MINUTE_MS - now) / 1000) }
          : undefined;
    if (problem) {
      this.calls.set(tenant, today);
      const headers = {
        ...remaining(this.limits.perMinute - lastMinute.length, this.limits.perDay - today.length),
        'retry-after': String(Math.max(1, problem.retryAfter)),
        'x-rate-limit-problem': problem.name,
      };
      return {
        headers,
        refused: { status: 429, headers, body: { Type: null, Title: 'Too Many Requests', Status: 429, Detail: `Rate limit exceeded: ${problem.name} limit` } },
      };
    }
    today.push(now);
    this.calls.set(tenant, today);
    return { headers: remaining(this.limits.perMinute - lastMinute.length - 1, this.limits.perDay - today.length) };
  }
}
