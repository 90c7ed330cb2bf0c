// Apart from the throttle so that reading the settings (the admin CLI does) does not load the rate limiter.
/** How much the public connect pages serve one client and one link (docs/deployment.md "Connect pages"). */
export interface ConnectPageLimits {
  /** Requests of one client IP to any connect page, per minute. */
  requestsPerIpPerMinute: number;
  /** Form submissions (API key, OAuth start) with one link, per minute. */
  submissionsPerSessionPerMinute: number;
  /** Credential verifications against the provider one link may cause, ever. */
  verificationsPerSession: number;
}

export const defaultConnectPageLimits: ConnectPageLimits = {
  requestsPerIpPerMinute: 60,
  submissionsPerSessionPerMinute: 5,
  verificationsPerSession: 20,
};
