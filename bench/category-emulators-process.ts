import { startGreenhouseEmulator } from '../connectors/greenhouse/src/emulator/index.js';
import { startHubspotEmulator } from '../connectors/hubspot/src/emulator/index.js';
import { startJiraEmulator } from '../connectors/jira/src/emulator/index.js';
import { startOktaEmulator } from '../connectors/okta/src/emulator/index.js';
import { reportToParent, serveParent } from './child-process-protocol.js';

/**
 * The provider side of `pnpm bench --categories`: the Greenhouse, HubSpot, Okta and Jira emulators
 * in one process of their own, seeded with more than a page of records each, and with rate limits
 * the load cannot reach (the providers' own would throttle a benchmark, not measure it).
 */
const unlimited = 1_000_000_000;
const emulators = {
  greenhouse: await startGreenhouseEmulator({ candidateCount: 40, requestsPerWindow: unlimited }),
  hubspot: await startHubspotEmulator({ contactCount: 40, rateLimits: { maxPerInterval: unlimited, dailyPrivateApp: unlimited, searchPerSecond: unlimited } }),
  okta: await startOktaEmulator({ userCount: 40, requestsPerWindow: unlimited }),
  jira: await startJiraEmulator({ issuesCount: 40, rateLimit: { requests: unlimited, windowSeconds: 1 } }),
};
serveParent(() => Promise.all(Object.values(emulators).map((emulator) => emulator.close())).then(() => undefined));
reportToParent(Object.fromEntries(Object.entries(emulators).map(([provider, emulator]) => [provider, { url: emulator.url, credentials: emulator.sandboxCredentials }])));
