import type { ConnectorEmulator, Credentials } from '@openunified/connector-sdk';
import { plainNotesConnector, type TestResponse } from '@openunified/platform/testing';
import { installedConnectors } from '../src/connectors/installed-connectors.js';
import { startTestServer, type TestServer } from './start-test-server.js';

/**
 * The real server with every connector pointed at its emulator (as `pnpm start --sandbox` runs
 * it), a Full Access key, and one linked account per provider with the emulator's credentials.
 */
export interface UnifiedTestContext {
  testServer: TestServer;
  /** Connector key -> its running emulator. */
  emulators: ReadonlyMap<string, ConnectorEmulator>;
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

export type { TestResponse } from '@openunified/platform/testing';

/** Installed next to the real connectors: a provider without emulator, actions or resource types. */
export { plainNotesConnector } from '@openunified/platform/testing';

export async function startUnifiedTestContext(environment: Record<string, string> = {}): Promise<UnifiedTestContext> {
  const testServer = await startTestServer({
    environment: { RATE_LIMIT_POINTS: '100000', ...environment },
    connectors: [...installedConnectors, plainNotesConnector],
    emulate: true,
  });
  const link = async (provider: string) => (await testServer.linkSandboxAccount(provider)).id;
  const accounts = {
    googledrive: await link('googledrive'),
    talentlms: await link('talentlms'),
    iterable: await link('iterable'),
    bamboohr: await link('bamboohr'),
  };
  const call: UnifiedTestContext['call'] = (path, { method = 'GET', account, body, headers = {} } = {}) =>
    testServer.request(path, { method, ...(account && { account }), ...(body !== undefined && { body }), headers });
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
    emulators: testServer.emulators,
    authorization: testServer.authorization,
    accounts,
    emulator: testServer.emulator,
    credentials: (provider) => testServer.emulator(provider).sandboxCredentials,
    call,
    readAllPages,
    waitForRequestLog: testServer.waitForRequestLog,
    close: () => testServer.close(),
  };
}
