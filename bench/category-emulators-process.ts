import { startBamboohrEmulator } from '../connectors/bamboohr/src/emulator/index.js';
import { startCalcomEmulator } from '../connectors/calcom/src/emulator/index.js';
import { startCheckrEmulator } from '../connectors/checkr/src/emulator/index.js';
import { startGreenhouseEmulator } from '../connectors/greenhouse/src/emulator/index.js';
import { startHubspotEmulator } from '../connectors/hubspot/src/emulator/index.js';
import { startJiraEmulator } from '../connectors/jira/src/emulator/index.js';
import { startOktaEmulator } from '../connectors/okta/src/emulator/index.js';
import { startSlackEmulator } from '../connectors/slack/src/emulator/index.js';
import { startXeroEmulator } from '../connectors/xero/src/emulator/index.js';
import { reportToParent, serveParent } from './child-process-protocol.js';

/**
 * The provider side of `bench:categories`: the Greenhouse, HubSpot, Okta, Jira, BambooHR, Xero,
 * Slack, Cal.com and Checkr emulators in one process of their own, seeded with more than a page of records each, and with rate limits
 * the load cannot reach (the providers' own would throttle a benchmark, not measure it).
 */
const unlimited = 1_000_000_000;
const emulators = {
  greenhouse: await startGreenhouseEmulator({ candidateCount: 40, requestsPerWindow: unlimited }),
  hubspot: await startHubspotEmulator({ contactCount: 40, rateLimits: { maxPerInterval: unlimited, dailyPrivateApp: unlimited, searchPerSecond: unlimited } }),
  okta: await startOktaEmulator({ userCount: 40, requestsPerWindow: unlimited }),
  jira: await startJiraEmulator({ issuesCount: 40, rateLimit: { requests: unlimited, windowSeconds: 1 } }),
  // BambooHR throttles only when told to.
  bamboohr: await startBamboohrEmulator(),
  xero: await startXeroEmulator({ rateLimits: false }),
  slack: await startSlackEmulator({ rateLimits: false }),
  calcom: await startCalcomEmulator({ bookingCount: 40, rateLimit: false }),
  checkr: await startCheckrEmulator({ rateLimitPerMinute: false }),
};
serveParent(() => Promise.all(Object.values(emulators).map((emulator) => emulator.close())).then(() => undefined));
reportToParent(
  Object.fromEntries(Object.entries(emulators).map(([provider, emulator]) => [provider, { url: emulator.url, credentials: emulator.sandboxCredentials }])),
);
