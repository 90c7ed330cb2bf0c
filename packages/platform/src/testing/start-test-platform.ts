import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountsServiceToken, type AccountWire, type NewAccountInput } from '@openunified/accounts';
import type { Scope } from '@openunified/auth';
import type { ConnectorEmulator, ConnectorManifest } from '@openunified/connector-sdk';
import type { Feature } from '@openunified/feature-kit';
import type { AccountStatus, Project, Store } from '@openunified/store';
import { issueApiKey } from '../administration/api-key-issuer.js';
import { ensureDefaultProject } from '../administration/default-project.js';
import { createPlatform, type Platform, type PlatformOptions } from '../create-platform.js';
import type { PlatformSettings } from '../platform-config.js';
import { type FeatureComposition, type PlatformFeatures, platformFeatures } from '../platform-features.js';
import { type Sandbox, startSandbox } from '../sandbox/sandbox.js';
import { basicAuthorization, sendTestRequest, type TestRequestOptions, type TestResponse } from './test-http.js';

/** A feature the platform ships, by its key in `platformFeatures`: `'linking'`, `'requestLogs'`... */
export type PlatformFeatureKey = keyof PlatformFeatures;

export interface TestPlatformOptions extends Omit<PlatformOptions, 'connectors' | 'sandbox' | 'features'> {
  /**
   * The features served: the platform's own by key (`['accounts', 'linking']`, in that order), or
   * any composition `createPlatform` takes. Every feature (`defaultFeatures`) unless told, so a
   * package's tests can start only the features under test and those they `require`.
   */
  features?: readonly PlatformFeatureKey[] | FeatureComposition;
  /** The installed connectors; none unless told. */
  connectors?: readonly ConnectorManifest[];
  /**
   * Starts the emulator of every connector in `connectors` that ships one and sends its provider
   * traffic there (an explicit `originOverrides` entry wins). Off unless told.
   */
  emulate?: boolean;
}

export interface TestAccountInput extends NewAccountInput {
  /** The default project unless told. */
  projectId?: string;
  /** Set after linking, with one status reason, as the platform sets a broken link. */
  status?: AccountStatus;
}

export interface TestPlatform {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  platform: Platform;
  store: Store;
  /** The data directory (SQLite file, key files): a temporary one, removed by `close`, unless `config.dataDirectory` names one. */
  dataDirectory: string;
  /** The default project; keys and accounts go here unless another project is named. */
  project: Project;
  /** A Full Access key of the default project, issued at start. */
  apiKey: string;
  /** `Authorization` header value of `apiKey`. */
  authorization: string;
  /** The running emulators (connector key -> emulator) when started with `emulate`. */
  emulators: ReadonlyMap<string, ConnectorEmulator>;
  /** The running emulator of a connector; throws when there is none. */
  emulator(connectorKey: string): ConnectorEmulator;
  createProject(name?: string): Promise<Project>;
  /** Issues a key (Full Access unless told) and returns the key itself. */
  createApiKey(options?: { scopes?: Scope[]; projectId?: string }): Promise<string>;
  /** Links an account as the admin CLI does: credentials encrypted, an `account.created` event (needs the accounts feature). */
  createAccount(input: TestAccountInput): Promise<AccountWire>;
  /** Links an account to a connector's emulator with the credentials the emulator accepts. */
  linkSandboxAccount(connectorKey: string, input?: Partial<TestAccountInput>): Promise<AccountWire>;
  /** Links one account per connector to its emulator: connector key -> account id. */
  linkSandboxAccounts<Key extends string>(...connectorKeys: Key[]): Promise<Record<Key, string>>;
  /** An HTTP call with the Full Access key unless `authorization` says otherwise. */
  request(path: string, options?: TestRequestOptions): Promise<TestResponse>;
  /** The request log of `requestId`, once written (just after the response was sent; needs the requestLogs feature). */
  waitForRequestLog(requestId: string): Promise<Record<string, any>>;
  close(): Promise<void>;
}

/**
 * Tests drive the platform far faster than a person or a well-behaved client: throttling is off
 * unless a test sets `rateLimit` or `connectPageLimits` itself.
 */
const unthrottledSettings: PlatformSettings = {
  rateLimit: { points: 1_000_000 },
  connectPageLimits: { requestsPerIpPerMinute: 1_000_000, submissionsPerSessionPerMinute: 1_000_000, verificationsPerSession: 1_000_000 },
};

/**
 * A real platform (the same container, features and HTTP stack as a production server) on an
 * ephemeral loopback port, over a SQLite database in a temporary data directory unless
 * `config.database` says otherwise, with a Full Access key issued. Logging is off unless
 * `config.logLevel` is set.
 */
export async function startTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const { emulate = false, connectors = [], features, ...platformOptions } = options;
  const ownsDataDirectory = options.config?.dataDirectory === undefined;
  const dataDirectory = options.config?.dataDirectory ?? (await mkdtemp(join(tmpdir(), 'openunified-platform-')));
  const removeDataDirectory = () => (ownsDataDirectory ? rm(dataDirectory, { recursive: true, force: true }) : Promise.resolve());
  let sandbox: Sandbox | undefined;
  let platform: Platform;
  try {
    sandbox = emulate ? await startSandbox(connectors) : undefined;
    platform = await createPlatform({
      ...platformOptions,
      connectors,
      ...(features && { features: composition(features) }),
      ...(sandbox && { originOverrides: { ...sandbox.originOverrides, ...options.originOverrides } }),
      config: { logLevel: 'silent', ...unthrottledSettings, ...options.config, dataDirectory },
    });
  } catch (error) {
    await sandbox?.close();
    await removeDataDirectory();
    throw error;
  }
  let closing: Promise<void> | undefined;
  const close = () => {
    // Each step runs whatever the one before did, so no emulator or directory outlives a failed close.
    closing ??= platform
      .close()
      .finally(() => sandbox?.close())
      .finally(removeDataDirectory);
    return closing;
  };
  try {
    await platform.listen({ port: 0, host: '127.0.0.1' });
    const address = platform.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('the test platform has no TCP address');
    return await describeTestPlatform(platform, `http://127.0.0.1:${address.port}`, dataDirectory, sandbox, close);
  } catch (error) {
    await close();
    throw error;
  }
}

function composition(features: readonly PlatformFeatureKey[] | FeatureComposition): FeatureComposition {
  if (typeof features === 'function') return features;
  const list = features as readonly (PlatformFeatureKey | Feature)[];
  return (config) => {
    const shipped = platformFeatures(config);
    return list.map((feature) => (typeof feature === 'string' ? shipped[feature] : feature));
  };
}

async function describeTestPlatform(
  platform: Platform,
  url: string,
  dataDirectory: string,
  sandbox: Sandbox | undefined,
  close: () => Promise<void>,
): Promise<TestPlatform> {
  const { store } = platform;
  // Looked up on use: a platform composed without the accounts feature has no such service.
  const accountsService = () => platform.container.get(AccountsServiceToken);
  const project = await ensureDefaultProject(store);
  const createApiKey: TestPlatform['createApiKey'] = async ({ scopes = ['full_access' as Scope], projectId = project.id } = {}) =>
    (await issueApiKey(store, { projectId, name: `test key ${scopes.join('+')}`, scopes })).key;
  const apiKey = await createApiKey();
  const authorization = basicAuthorization(apiKey);
  const emulators: ReadonlyMap<string, ConnectorEmulator> = sandbox?.emulators ?? new Map();
  const emulator = (connectorKey: string) => {
    const found = emulators.get(connectorKey);
    if (!found) throw new Error(`no emulator runs for ${connectorKey}: start the test platform with that connector and \`emulate: true\``);
    return found;
  };
  const createAccount: TestPlatform['createAccount'] = async ({ projectId = project.id, status, ...input }) => {
    const account = await accountsService().create(projectId, input);
    if (status === undefined) return account;
    const reasons = [{ code: `test_${status}`, description: `made ${status} by the test`, timestamp: new Date().toISOString() }];
    await store.accounts.update(projectId, account.id, { status, statusReasons: reasons });
    return accountsService().get(projectId, account.id);
  };
  const linkSandboxAccount: TestPlatform['linkSandboxAccount'] = (connectorKey, input = {}) =>
    createAccount({
      provider: connectorKey,
      credentials: emulator(connectorKey).sandboxCredentials,
      originOwnerId: 'customer-1',
      originOwnerName: 'Customer One',
      ...input,
    });
  const request: TestPlatform['request'] = (path, options) => sendTestRequest(url, authorization, path, options);
  return {
    url,
    platform,
    store,
    dataDirectory,
    project,
    apiKey,
    authorization,
    emulators,
    emulator,
    createProject: (name = 'Test project') => store.projects.create({ organizationId: project.organizationId, name }),
    createApiKey,
    createAccount,
    linkSandboxAccount,
    async linkSandboxAccounts(...connectorKeys) {
      const linked = {} as Record<(typeof connectorKeys)[number], string>;
      for (const key of connectorKeys) linked[key] = (await linkSandboxAccount(key)).id;
      return linked;
    },
    request,
    async waitForRequestLog(requestId) {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const { body } = await request(`/requests/logs?request_ids=${encodeURIComponent(requestId)}`);
        if (body?.data?.length > 0) return body.data[0];
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no request log for ${requestId}`);
    },
    close,
  };
}
