import type { AccountWire } from '@openunified/accounts';
import bamboohr from '@openunified/connector-bamboohr';
import { type RunningBamboohrEmulator, startBamboohrEmulator } from '@openunified/connector-bamboohr/emulator';
import googledrive from '@openunified/connector-googledrive';
import { type GoogledriveEmulatorOptions, type RunningGoogledriveEmulator, startGoogledriveEmulator } from '@openunified/connector-googledrive/emulator';
import type { PlatformSettings } from '@openunified/platform';
import { type PlatformFeatureKey, startTestPlatform, type TestAccountInput, type TestPlatform, type TestPlatformOptions } from '@openunified/platform/testing';
import type { ConnectPageLimits } from '../src/index.js';

export { formPostingTo, formsOf, getPage, linkThroughOAuthConsent, submitForm, textOf } from '@openunified/platform/testing';

/**
 * A real platform serving the accounts and linking features (plus `features`), with Google Drive
 * (OAuth 2.0) and BambooHR (API key) pointed at their emulators, and helpers to drive the connect
 * page like a browser does: plain HTTP, forms and redirects.
 */
export interface LinkingTestContext {
  testPlatform: TestPlatform;
  google: RunningGoogledriveEmulator;
  bamboohr: RunningBamboohrEmulator;
  /** The Full Access key's `Authorization` header. */
  authorization: string;
  /** A JSON call with the Full Access key (or `authorization` when given). */
  api(method: string, path: string, body?: unknown, authorization?: string): Promise<JsonResponse>;
  /** Links an account as the admin CLI does; Google Drive with a made-up token unless told. */
  createAccount(input?: Partial<TestAccountInput>): Promise<AccountWire>;
  /** A connector profile for Google Drive holding the emulator's OAuth client. */
  createGoogleProfile(overrides?: Record<string, unknown>): Promise<Record<string, any>>;
  /** POST /connect_sessions; fails the test unless it answers 201. */
  createSession(body?: Record<string, unknown>): Promise<{ token: string; auth_link_url: string } & Record<string, any>>;
  close(): Promise<void>;
}

export interface JsonResponse {
  status: number;
  body: any;
}

export interface LinkingTestContextOptions {
  google?: GoogledriveEmulatorOptions;
  /** Served after accounts and linking, e.g. `unified` to prove a linked account works. */
  features?: PlatformFeatureKey[];
  /** Connect page throttling; unthrottled unless told. */
  connectPageLimits?: Partial<ConnectPageLimits>;
  config?: PlatformSettings;
  logDestination?: TestPlatformOptions['logDestination'];
}

const unthrottled: ConnectPageLimits = { requestsPerIpPerMinute: 1_000_000, submissionsPerSessionPerMinute: 1_000_000, verificationsPerSession: 1_000_000 };

export async function startLinkingTestContext(options: LinkingTestContextOptions = {}): Promise<LinkingTestContext> {
  const google = await startGoogledriveEmulator(options.google);
  const bamboohrEmulator = await startBamboohrEmulator();
  let testPlatform: TestPlatform;
  try {
    testPlatform = await startTestPlatform({
      features: ['accounts', 'linking', ...(options.features ?? [])],
      connectors: [googledrive, bamboohr],
      originOverrides: { googledrive: google.url, bamboohr: bamboohrEmulator.url },
      config: { connectPageLimits: { ...unthrottled, ...options.connectPageLimits }, ...options.config },
      ...(options.logDestination && { logDestination: options.logDestination }),
    });
  } catch (error) {
    await Promise.all([google.close(), bamboohrEmulator.close()]);
    throw error;
  }
  const { authorization } = testPlatform;

  const api: LinkingTestContext['api'] = async (method, path, body, callerAuthorization = authorization) => {
    const response = await testPlatform.request(path, { method, body, authorization: callerAuthorization });
    return { status: response.status, body: response.body };
  };

  return {
    testPlatform,
    google,
    bamboohr: bamboohrEmulator,
    authorization,
    api,
    createAccount: (input = {}) =>
      testPlatform.createAccount({
        provider: 'googledrive',
        credentials: { access_token: 'test-access-token', token_type: 'Bearer' },
        originOwnerId: 'customer-1',
        originOwnerName: 'Customer One',
        ...input,
      }),
    async createGoogleProfile(overrides = {}) {
      const created = await api('POST', '/connector_profiles', {
        provider: 'googledrive',
        auth_config: { client_id: google.oauthClient.clientId, client_secret: google.oauthClient.clientSecret },
        ...overrides,
      });
      if (created.status !== 201) throw new Error(`creating the Google Drive profile answered ${created.status}: ${JSON.stringify(created.body)}`);
      return created.body;
    },
    async createSession(body = {}) {
      const created = await api('POST', '/connect_sessions', { origin_owner_id: 'customer-1', origin_owner_name: 'Customer One', ...body });
      if (created.status !== 201) throw new Error(`creating the session answered ${created.status}: ${JSON.stringify(created.body)}`);
      return created.body;
    },
    async close() {
      await testPlatform.close();
      await Promise.all([google.close(), bamboohrEmulator.close()]);
    },
  };
}
