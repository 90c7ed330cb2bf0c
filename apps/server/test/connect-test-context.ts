import { type RunningBamboohrEmulator, startBamboohrEmulator } from '@openunified/connector-bamboohr/emulator';
import { type GoogledriveEmulatorOptions, type RunningGoogledriveEmulator, startGoogledriveEmulator } from '@openunified/connector-googledrive/emulator';
import { basicAuthorization, startTestServer, type TestServer, type TestServerOptions } from './start-test-server.js';

export { formPostingTo, formsOf, getPage, linkThroughOAuthConsent, type Page, type ParsedForm, submitForm, textOf } from '@openunified/platform/testing';

/**
 * The real server with Google Drive and BambooHR pointed at their emulators, a Full Access key,
 * and helpers to drive the connect page like a browser does: plain HTTP, forms and redirects.
 */
export interface ConnectTestContext {
  testServer: TestServer;
  google: RunningGoogledriveEmulator;
  bamboohr: RunningBamboohrEmulator;
  authorization: string;
  /** A JSON call with the Full Access key (or `authorization` when given). */
  api(method: string, path: string, body?: unknown, authorization?: string): Promise<JsonResponse>;
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

export async function startConnectTestContext(options: { google?: GoogledriveEmulatorOptions; server?: TestServerOptions } = {}): Promise<ConnectTestContext> {
  const google = await startGoogledriveEmulator(options.google);
  const bamboohr = await startBamboohrEmulator();
  const testServer = await startTestServer({
    ...options.server,
    environment: { RATE_LIMIT_POINTS: '100000', ...options.server?.environment },
    originOverrides: { googledrive: google.url, bamboohr: bamboohr.url },
  });
  const authorization = basicAuthorization(await testServer.createApiKey());

  const api: ConnectTestContext['api'] = async (method, path, body, callerAuthorization = authorization) => {
    const response = await fetch(`${testServer.url}${path}`, {
      method,
      headers: { authorization: callerAuthorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };

  return {
    testServer,
    google,
    bamboohr,
    authorization,
    api,
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
      await testServer.close();
      await Promise.all([google.close(), bamboohr.close()]);
    },
  };
}
