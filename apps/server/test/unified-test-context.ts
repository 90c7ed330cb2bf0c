import { apiKeyAuthentication, type ConnectorEmulator, type Credentials, defineConnector, defineConnectorManifest } from '@openunified/connector-sdk';
import { installedConnectors } from '../src/connectors/installed-connectors.js';
import { type Sandbox, startSandbox } from '@openunified/platform';
import { basicAuthorization, startTestServer, type TestServer } from './start-test-server.js';

/**
 * The real server with every connector pointed at its emulator (as `pnpm start --sandbox` runs
 * it), a Full Access key, and one linked account per provider with the emulator's credentials.
 */
export interface UnifiedTestContext {
  testServer: TestServer;
  sandbox: Sandbox;
  authorization: string;
  /** Provider key -> id of an account linked to its emulator. */
  accounts: Record<'googledrive' | 'talentlms' | 'iterable' | 'bamboohr', string>;
  emulator(provider: string): ConnectorEmulator;
  credentials(provider: string): Credentials;
  /** An HTTP call with the key and, when given, the account. */
  call(path: string, options?: { method?: string; account?: string; body?: unknown; headers?: Record<string, string> }): Promise<TestResponse>;
  /** Follows a list's `next` from the first page to the last (resending `path`'s query); every page must answer 200. */
  readAllPages(path: string, account: string): Promise<{ records: Record<string, any>[]; pages: number }>;
  /** The request log of `requestId`, once written (just after the response was sent). */
  waitForRequestLog(requestId: string): Promise<Record<string, any>>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

/** Installed next to the real connectors: a provider without emulator, actions or resource types. */
export const plainNotesConnector = defineConnectorManifest({ connector: defineConnector({
  key: 'plainnotes',
  name: 'Plain Notes',
  version: '1.0.0',
  icon: '',
  description: 'A connector that declares nothing beyond its authentication',
  release_stage: 'preview',
  categories: ['documents'],
  authentication: [
    apiKeyAuthentication({ fields: [{ key: 'api_key', label: 'API key', secret: true }], apply: (credentials) => ({ headers: { 'x-api-key': credentials.api_key ?? '' } }) }),
  ],
  scope_definitions: [],
  resource_types: [],
  baseUrl: 'https://notes.invalid',
  actions: [],
}) });

export async function startUnifiedTestContext(environment: Record<string, string> = {}): Promise<UnifiedTestContext> {
  const connectors = [...installedConnectors, plainNotesConnector];
  const sandbox = await startSandbox(connectors);
  let testServer: TestServer;
  try {
    testServer = await startTestServer({
      environment: { RATE_LIMIT_POINTS: '100000', ...environment },
      originOverrides: sandbox.originOverrides,
      connectors,
    });
  } catch (error) {
    await sandbox.close();
    throw error;
  }
  const emulator = (provider: string) => {
    const found = sandbox.emulators.get(provider);
    if (!found) throw new Error(`no emulator for ${provider}`);
    return found;
  };
  const link = async (provider: string) => (await testServer.createAccount({ provider, credentials: emulator(provider).sandboxCredentials })).id;
  const authorization = basicAuthorization(await testServer.createApiKey());
  const accounts = {
    googledrive: await link('googledrive'),
    talentlms: await link('talentlms'),
    iterable: await link('iterable'),
    bamboohr: await link('bamboohr'),
  };
  const call: UnifiedTestContext['call'] = async (path, { method = 'GET', account, body, headers = {} } = {}) => {
    const response = await fetch(`${testServer.url}${path}`, {
      method,
      headers: {
        authorization,
        ...(account && { 'x-account-id': account }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: text.trim() === '' ? undefined : JSON.parse(text) };
  };
  const readAllPages: UnifiedTestContext['readAllPages'] = async (path, account) => {
    const records: Record<string, any>[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const separator = path.includes('?') ? '&' : '?';
      const response = await call(next ? `${path}${separator}next=${encodeURIComponent(next)}` : path, { account });
      if (response.status !== 200) throw new Error(`page ${pages + 1} of ${path} answered ${response.status}: ${response.text}`);
      records.push(...response.body.data);
      next = response.body.next;
      pages += 1;
    } while (next !== null && pages < 50);
    return { records, pages };
  };
  return {
    testServer,
    sandbox,
    authorization,
    accounts,
    emulator,
    credentials: (provider) => emulator(provider).sandboxCredentials,
    call,
    readAllPages,
    async waitForRequestLog(requestId) {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { body } = await call(`/requests/logs?request_ids=${encodeURIComponent(requestId)}`);
        if (body.data.length > 0) return body.data[0];
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no request log for ${requestId}`);
    },
    async close() {
      await testServer.close();
      await sandbox.close();
    },
  };
}
