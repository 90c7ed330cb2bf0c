import type { Credentials } from '@openunified/connector-sdk';
import {
  type EmulatorRequest,
  type EmulatorResponse,
  type EmulatorRoute,
  type RunningEmulator,
  seededRandom,
  startEmulatorServer,
} from '@openunified/connector-sdk/emulator';
import { adminRoutes } from './admin-routes.js';
import type { EmulatorState } from './emulator-state.js';
import { groupRoutes } from './groups-routes.js';
import { oktaError, oktaErrorBody } from './okta-responses.js';
import { RateLimits } from './rate-limits.js';
import { type EmulatedDirectory, oktaId, seedDirectory } from './seed-directory.js';
import { userRoutes } from './users-routes.js';

export type { EmulatedCustomRole, EmulatedDirectory, EmulatedGroup, EmulatedPolicy, EmulatedUser } from './seed-directory.js';

export interface OktaEmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Seed of the generated org; the same seed gives the same records. Default 1. */
  seed?: number;
  /** Default 60, the token's owner included. */
  userCount?: number;
  /** Groups besides Everyone. Default 12. */
  groupCount?: number;
  /** Default 5. */
  customRoleCount?: number;
  /** Custom roles on one page of `GET /iam/roles`, which takes no limit. Default 20. */
  customRolesPerPage?: number;
  /** Requests each endpoint answers per window before a 429. Default 600, Okta's limit for /api/v1/users per minute. */
  requestsPerWindow?: number;
  /** Default 60, as Okta counts per minute. */
  rateLimitWindowSeconds?: number;
}

export type RunningOktaEmulator = RunningEmulator & {
  /** The org domain and API token the emulator accepts (any host name works, since it answers on every one). */
  sandboxCredentials: Credentials;
  /** The org it serves, for assertions; writes change it. */
  directory: EmulatedDirectory;
};

const SANDBOX_API_TOKEN = '00SandboxOktaApiToken0000000000000000000000';

/**
 * An Okta Management API look-alike on loopback: users (list with search, filter and q; get by
 * id, login or `me`; create; partial update; groups of a user), groups (list with expand=stats;
 * get; members), custom admin roles and policies, over a seeded org. SSWS token auth, Okta error
 * bodies, Link-header paging and per-endpoint X-Rate-Limit-* budgets with Okta's 429.
 */
export async function startOktaEmulator(options: OktaEmulatorOptions = {}): Promise<RunningOktaEmulator> {
  const seed = options.seed ?? 1;
  const directory = seedDirectory({
    seed,
    userCount: options.userCount ?? 60,
    groupCount: options.groupCount ?? 12,
    customRoleCount: options.customRoleCount ?? 5,
  });
  const idRandom = seededRandom(seed + 7919);
  const state: EmulatorState = {
    directory,
    now: () => new Date().toISOString(),
    nextId(prefix) {
      const taken = new Set([...directory.users, ...directory.groups].map((record) => record.id));
      let id = oktaId(prefix, idRandom);
      while (taken.has(id)) id = oktaId(prefix, idRandom);
      return id;
    },
  };
  const rateLimits = new RateLimits(options.requestsPerWindow ?? 600, (options.rateLimitWindowSeconds ?? 60) * 1000);

  /** Counts the request against its endpoint's budget and stamps the budget on the answer. */
  const metered = (route: EmulatorRoute): EmulatorRoute => ({
    ...route,
    handle: async (request: EmulatorRequest): Promise<EmulatorResponse> => {
      const verdict = rateLimits.consume(`${route.method} ${route.pattern}`);
      if (verdict.limited) {
        // Okta sends no Retry-After: clients wait until X-Rate-Limit-Reset.
        const refusal = oktaError(429, 'API call exceeded rate limit due to too many requests.');
        return { ...refusal, headers: verdict.headers };
      }
      const response = await route.handle(request);
      return { ...response, headers: { ...verdict.headers, ...response.headers } };
    },
  });

  const routes = [...userRoutes(state), ...groupRoutes(state), ...adminRoutes(state, options.customRolesPerPage ?? 20)].map(metered);
  const server = await startEmulatorServer({
    name: 'okta',
    routes,
    port: options.port,
    errorBody: (status, message) => oktaErrorBody(status, message),
    authenticate(request) {
      if (request.headers.authorization === `SSWS ${SANDBOX_API_TOKEN}`) return undefined;
      return { ...oktaError(401, 'Invalid token provided'), headers: rateLimits.peek(`${request.method} ${request.path}`) };
    },
  });

  return Object.assign(server, { sandboxCredentials: { domain: 'sandbox.okta.com', api_token: SANDBOX_API_TOKEN }, directory });
}
