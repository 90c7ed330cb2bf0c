import type { Credentials } from '@openunified/connector-sdk';
import { type RunningEmulator, startEmulatorServer } from '@openunified/connector-sdk/emulator';
import { type CalcomRateLimit, CalcomRateLimiter, calcomRateLimit } from './rate-limits.js';
import { CalcomEmulatorAccount, calcomError } from './routes.js';
import { sandboxSchedule, seedBookings, seedEventTypes } from './seed.js';

export { calcomRateLimit } from './rate-limits.js';
export { sandboxHost, sandboxSchedule } from './seed.js';

export interface CalcomEmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Same seed, same bookings. Default 1. */
  seed?: number;
  /** Bookings to seed around today. Default 30. */
  bookingCount?: number;
  /** The emulator's clock (slots before it are not open; bookings are spread around its day). Default `Date.now`. */
  now?: () => number;
  /** Requests per window and key (Cal.com: 120 a minute); false for none. */
  rateLimit?: Partial<CalcomRateLimit> | false;
}

export type RunningCalcomEmulator = RunningEmulator & { sandboxCredentials: Credentials; account: CalcomEmulatorAccount };

/** The one API key the emulator accepts. */
export const CALCOM_SANDBOX_API_KEY = 'cal_live_sandbox0000000000000000000000';

/**
 * A Cal.com API v2 on loopback for one user: `/v2/event-types`, `/v2/slots`, `/v2/bookings`
 * (list with take/skip, get, create on an open slot, cancel), with the `Authorization: Bearer`
 * key and the `cal-api-version` of each area checked, Cal.com's error bodies and its rate-limit
 * headers. Writes are kept in memory for the emulator's lifetime.
 */
export async function startCalcomEmulator(options: CalcomEmulatorOptions = {}): Promise<RunningCalcomEmulator> {
  const now = options.now ?? Date.now;
  const anchor = Math.floor(now() / 86_400_000) * 86_400_000;
  const eventTypes = seedEventTypes();
  const bookings = seedBookings(eventTypes, { seed: options.seed ?? 1, count: options.bookingCount ?? 30, anchor });
  const account = new CalcomEmulatorAccount(eventTypes, bookings, sandboxSchedule, now);
  const limiter = new CalcomRateLimiter(options.rateLimit === false ? false : { ...calcomRateLimit, ...options.rateLimit });
  // Every answer carries the key's rate-limit headers; the request past the limit is refused.
  const routes = account.routes().map((route) => ({
    ...route,
    handle: async (request: Parameters<typeof route.handle>[0]) => {
      const { headers, refused } = limiter.take(String(request.headers.authorization));
      const response = refused ? calcomError(429, 'ThrottlerException: Too Many Requests', request.path) : await route.handle(request);
      return { ...response, headers: { ...response.headers, ...headers } };
    },
  }));
  const emulator = await startEmulatorServer({
    name: 'calcom',
    port: options.port,
    routes,
    authenticate: (request) =>
      request.headers.authorization === `Bearer ${CALCOM_SANDBOX_API_KEY}` ? undefined : calcomError(401, 'Invalid API Key', request.path),
    errorBody: (status, message) => calcomError(status, message).body,
  });
  return Object.assign(emulator, { sandboxCredentials: { api_key: CALCOM_SANDBOX_API_KEY }, account });
}
