import { TooManyRequestsError } from '@openunified/errors';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { type ConnectPageLimits, defaultConnectPageLimits } from './connect-page-limits.js';

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
