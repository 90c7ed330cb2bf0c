import { createRequire } from 'node:module';
import { TooManyRequestsError } from '@openunified/errors';
import type * as RateLimiterFlexible from 'rate-limiter-flexible';
import { type ConnectPageLimits, defaultConnectPageLimits } from './connect-page-limits.js';

// The package's index loads every store it supports (37 modules, some 0.04 s of CPU at each start); only the in-memory one is used here.
const require = createRequire(import.meta.url);
const RateLimiterMemory: typeof RateLimiterFlexible.RateLimiterMemory = require('rate-limiter-flexible/lib/RateLimiterMemory.js');
const RateLimiterRes: typeof RateLimiterFlexible.RateLimiterRes = require('rate-limiter-flexible/lib/RateLimiterRes.js');
type RateLimiterMemory = RateLimiterFlexible.RateLimiterMemory;

/** Longer than any session lives (the longest `expires_in` is a week): a spent verification budget stays spent. */
const SESSION_BUDGET_SECONDS = 8 * 24 * 60 * 60;

/**
 * Throttles the pages anyone with a link (or a guess) can reach: without it they answer random
 * tokens thousands of times a second, and one link lets a stranger test stolen API keys against
 * providers through our verification call. Counted in this process; a deployment of several
 * processes gives each its own budget.
 */
export class ConnectPageThrottle {
  private readonly perIp: RateLimiterMemory;
  private readonly perSession: RateLimiterMemory;
  private readonly verifications: RateLimiterMemory;

  constructor(limits: ConnectPageLimits = defaultConnectPageLimits) {
    this.perIp = new RateLimiterMemory({ keyPrefix: 'connect-ip', points: limits.requestsPerIpPerMinute, duration: 60 });
    this.perSession = new RateLimiterMemory({ keyPrefix: 'connect-session', points: limits.submissionsPerSessionPerMinute, duration: 60 });
    this.verifications = new RateLimiterMemory({ keyPrefix: 'connect-verify', points: limits.verificationsPerSession, duration: SESSION_BUDGET_SECONDS });
  }

  request(clientIp: string): Promise<void> {
    return spend(this.perIp, clientIp, 'too many requests from your network; wait a moment and try again');
  }

  submission(sessionId: number): Promise<void> {
    return spend(this.perSession, String(sessionId), 'too many attempts with this link; wait a moment and try again');
  }

  verification(sessionId: number): Promise<void> {
    return spend(this.verifications, String(sessionId), 'this link has been used for too many attempts; ask the application that sent it for a new link');
  }
}

async function spend(limiter: RateLimiterMemory, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw new TooManyRequestsError(rejection.msBeforeNext / 1000, message);
    throw rejection;
  }
}
