import type { Credentials } from '@openunified/connector-sdk';
import { type EmulatorRequest, type EmulatorRoute, type RunningEmulator, startEmulatorServer } from '@openunified/connector-sdk/emulator';
import { activityRoutes } from './activity-routes.js';
import { ApplicationWrites } from './application-writes.js';
import { AttachmentStore } from './attachments.js';
import { CandidateWrites } from './candidate-writes.js';
import type { EmulatedOrganization } from './emulated-records.js';
import { answeringInvalidInput, harvestError } from './harvest-responses.js';
import { JobWrites } from './job-writes.js';
import { RateLimitWindow } from './rate-limit-window.js';
import { readRoutes } from './read-routes.js';
import { referenceRoutes } from './reference-routes.js';
import { seedOrganization } from './seed-organization.js';

export type * from './emulated-records.js';

export interface GreenhouseEmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Seed of the generated organisation; the same seed gives the same records. Default 1. */
  seed?: number;
  /** Default 60. */
  candidateCount?: number;
  /** At least 1. Default 6. */
  jobCount?: number;
  /** At least 1. Default 10; the last one is disabled. */
  userCount?: number;
  /** Requests allowed per window, announced in X-RateLimit-Limit. Default 50, Harvest's usual limit. */
  requestsPerWindow?: number;
  /** Length of the rate-limit window. Default 10 000, Harvest's 10 seconds. */
  windowMilliseconds?: number;
}

export type RunningGreenhouseEmulator = RunningEmulator & {
  /** The API key the emulator accepts and the user writes go out on behalf of. */
  sandboxCredentials: Credentials;
  /** The records it serves (writes included), for assertions. */
  organization: EmulatedOrganization;
};

const SANDBOX_API_KEY = 'greenhouse-sandbox-harvest-key';

function basicUsername(authorization: string | undefined): string | undefined {
  if (!authorization?.toLowerCase().startsWith('basic ')) return undefined;
  const decoded = Buffer.from(authorization.slice('basic '.length).trim(), 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  return separator === -1 ? decoded : decoded.slice(0, separator);
}

/**
 * A Greenhouse Harvest API v1 look-alike on loopback (`/v1/...`): candidates (read, create,
 * edit, notes), applications, jobs, job stages, scheduled interviews, offers, users and
 * departments over a seeded organisation, candidate attachments (served by a stand-in for the
 * file store on another host name), with Harvest's Basic auth, `page`/`per_page` paging
 * and `Link` headers, `{message, errors}` error bodies, the `On-Behalf-Of` rule for writes and
 * the per-window request budget.
 */
export async function startGreenhouseEmulator(options: GreenhouseEmulatorOptions = {}): Promise<RunningGreenhouseEmulator> {
  const userCount = options.userCount ?? 10;
  const jobCount = options.jobCount ?? 6;
  if (userCount < 1 || jobCount < 1) throw new Error('the Greenhouse emulator needs at least one user and one job');
  const organization = seedOrganization({ seed: options.seed ?? 1, userCount, jobCount, candidateCount: options.candidateCount ?? 60 });
  const rateLimit = new RateLimitWindow(options.requestsPerWindow ?? 50, options.windowMilliseconds ?? 10_000);

  /** Counts the request against the window's budget and stamps the budget on the answer. */
  const metered = (route: EmulatorRoute): EmulatorRoute => {
    const handle = answeringInvalidInput(route.handle);
    return {
      ...route,
      handle: async (request: EmulatorRequest) => {
        const budget = rateLimit.consume();
        if (budget.exhausted) return { ...harvestError(429, 'Rate limit exceeded'), headers: budget.headers };
        const response = await handle(request);
        return { ...response, headers: { ...budget.headers, ...response.headers } };
      },
    };
  };

  const attachments = new AttachmentStore(organization).routes();
  const server = await startEmulatorServer({
    name: 'greenhouse',
    routes: [
      // The file store is another service: Harvest's key and rate limit are not its business.
      ...attachments.store,
      ...[
        ...readRoutes(organization),
        ...new CandidateWrites(organization).routes(),
        ...referenceRoutes(organization),
        ...new JobWrites(organization).routes(),
        ...activityRoutes(organization),
        ...new ApplicationWrites(organization).routes(),
        ...attachments.api,
      ].map(metered),
    ],
    port: options.port,
    errorBody: (_status, message) => ({ message }),
    authenticate(request) {
      if (basicUsername(request.headers.authorization) === SANDBOX_API_KEY) return undefined;
      return harvestError(401, 'Invalid Basic Auth credentials');
    },
  });

  const writer = organization.users.find((user) => user.site_admin && !user.disabled) ?? organization.users[0]!;
  return Object.assign(server, {
    sandboxCredentials: { api_key: SANDBOX_API_KEY, on_behalf_of_user_id: String(writer.id) },
    organization,
  });
}
