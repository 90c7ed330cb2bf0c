import type { Credentials } from '@openunified/connector-sdk';
import {
  type EmulatorRequest,
  type EmulatorResponse,
  type EmulatorRoute,
  type RunningEmulator,
  startEmulatorServer,
} from '@openunified/connector-sdk/emulator';
import { learnerRoutes } from './learner-routes.js';
import { RateLimitWindow } from './rate-limit-window.js';
import { type EmulatedCatalogue, type EmulatedCategory, formatTalentlmsDate, seedCatalogue } from './seed-catalogue.js';
import { type EmulatedLearners, seedLearners } from './seed-learners.js';
import { talentlmsError } from './talentlms-error.js';

export { type EmulatedCatalogue, type EmulatedCategory, type EmulatedCourse, formatTalentlmsDate } from './seed-catalogue.js';
export type { EmulatedEnrolment, EmulatedLearners, EmulatedUnit, EmulatedUser } from './seed-learners.js';

export interface TalentlmsEmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Seed of the generated catalogue; the same seed gives the same records. Default 1. */
  seed?: number;
  /** Default 30. */
  categoryCount?: number;
  /** Default twice the category count. */
  courseCount?: number;
  /** Users of the account, the administrator (id 1) first. Default 12. */
  userCount?: number;
  /** The hourly request budget announced in the X-RateLimit-* headers. Default 2000, TalentLMS's documented limit. */
  requestsPerHour?: number;
  /** The clock of the hourly budget (milliseconds since the epoch); a test fixes it mid-hour so its window cannot end mid-test. Default `Date.now`. */
  now?: () => number;
}

export type RunningTalentlmsEmulator = RunningEmulator & {
  /** Credentials the emulator accepts; any domain works, since it answers on every host. */
  sandboxCredentials: Credentials;
  /** The records it serves, for assertions; writes change them. */
  catalogue: EmulatedCatalogue & EmulatedLearners;
};

const SANDBOX_API_KEY = 'TalentlmsSandboxApiKey0000000000';
const API_PREFIX = '/api/v1';

function basicUsername(authorization: string | undefined): string | undefined {
  if (!authorization?.toLowerCase().startsWith('basic ')) return undefined;
  const decoded = Buffer.from(authorization.slice('basic '.length).trim(), 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  return separator === -1 ? decoded : decoded.slice(0, separator);
}

function categoryWithCourses(category: EmulatedCategory, catalogue: EmulatedCatalogue) {
  const courses = catalogue.courses
    .filter((course) => course.category_id === category.id)
    .map(({ id, name, description, price, status, hide_from_catalog, level, shared, shared_url, avatar, big_avatar }) => ({
      id,
      name,
      description,
      price,
      status,
      hide_from_catalog,
      level,
      shared,
      shared_url,
      avatar,
      big_avatar,
    }));
  return { ...category, courses };
}

function siteInfo(catalogue: EmulatedCatalogue & EmulatedLearners) {
  return {
    total_users: String(catalogue.users.length),
    total_courses: String(catalogue.courses.length),
    total_categories: String(catalogue.categories.length),
    total_groups: '3',
    total_branches: '1',
    monthly_active_users: 7,
    signup_method: 'manual',
    paypal_email: '',
    domain_map: '',
    date_format: 'DDMMYYYY',
  };
}

/**
 * A TalentLMS API v1 look-alike on loopback: `GET /api/v1/categories`, `/categories/id:{id}`,
 * `/courses`, `/courses/id:{id}`, `/users`, `/users/id:{id}`, `/getuserstatusincourse`,
 * `/resetuserprogress`, `POST /addusertocourse`, `/siteinfo` and `/ratelimit` over a seeded
 * account, HTTP Basic API-key auth, TalentLMS error bodies and the hourly X-RateLimit-* budget.
 */
export async function startTalentlmsEmulator(options: TalentlmsEmulatorOptions = {}): Promise<RunningTalentlmsEmulator> {
  const categoryCount = options.categoryCount ?? 30;
  const seed = options.seed ?? 1;
  const courseCatalogue = seedCatalogue({ seed, categoryCount, courseCount: options.courseCount ?? categoryCount * 2 });
  const catalogue = { ...courseCatalogue, ...seedLearners({ seed, userCount: options.userCount ?? 12, courses: courseCatalogue.courses }) };
  const rateLimit = new RateLimitWindow(options.requestsPerHour ?? 2000, options.now);

  /** Counts the request against the hourly budget and stamps the budget on the answer. */
  const metered =
    (handle: (request: EmulatorRequest) => EmulatorResponse) =>
    (request: EmulatorRequest): EmulatorResponse => {
      const budget = rateLimit.consume();
      if (budget.exhausted) {
        return {
          status: 429,
          headers: { ...budget.headers, 'Retry-After': String(budget.secondsUntilReset) },
          body: talentlmsError(429, 'API rate limit exceeded'),
        };
      }
      const response = handle(request);
      return { ...response, headers: { ...budget.headers, ...response.headers } };
    };

  const routes: EmulatorRoute[] = [
    {
      method: 'GET',
      pattern: `${API_PREFIX}/categories`,
      handle: metered(() => ({ body: catalogue.categories })),
    },
    {
      method: 'GET',
      pattern: `${API_PREFIX}/categories/:selector`,
      handle: metered((request) => {
        const id = /^id:(\d+)$/.exec(request.params.selector ?? '')?.[1];
        if (id === undefined) return { status: 400, body: talentlmsError(400, 'Invalid arguments provided') };
        const category = catalogue.categories.find((candidate) => candidate.id === id);
        if (!category) return { status: 404, body: talentlmsError(404, 'The requested category does not exist') };
        return { body: categoryWithCourses(category, catalogue) };
      }),
    },
    {
      method: 'GET',
      pattern: `${API_PREFIX}/courses`,
      handle: metered(() => ({ body: catalogue.courses })),
    },
    ...learnerRoutes(catalogue).map((route) => ({ ...route, pattern: `${API_PREFIX}${route.pattern}`, handle: metered(route.handle) })),
    {
      method: 'GET',
      pattern: `${API_PREFIX}/siteinfo`,
      handle: metered(() => ({ body: siteInfo(catalogue) })),
    },
    {
      method: 'GET',
      pattern: `${API_PREFIX}/ratelimit`,
      handle: metered(() => {
        const budget = rateLimit.peek();
        const reset = budget.headers['X-RateLimit-Reset'] ?? '0';
        return {
          body: {
            limit: budget.headers['X-RateLimit-Limit'],
            remaining: Number(budget.headers['X-RateLimit-Remaining']),
            reset,
            formatted_reset: formatTalentlmsDate(new Date(Number(reset) * 1000).toISOString()),
          },
        };
      }),
    },
  ];

  const server = await startEmulatorServer({
    name: 'talentlms',
    routes,
    port: options.port,
    errorBody: talentlmsError,
    authenticate(request) {
      if (basicUsername(request.headers.authorization) === SANDBOX_API_KEY) return undefined;
      return { status: 401, headers: rateLimit.peek().headers, body: talentlmsError(401, 'Invalid API key provided') };
    },
  });

  return Object.assign(server, { sandboxCredentials: { api_key: SANDBOX_API_KEY, domain: 'sandbox' }, catalogue });
}
