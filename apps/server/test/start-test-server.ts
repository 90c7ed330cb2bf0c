import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Scope } from '@openunified/auth';
import type { ConnectorDefinition } from '@openunified/connector-sdk';
import { type AccountStatus, type Project, type Store, StoreToken } from '@openunified/store';
import type { DestinationStream } from 'pino';
import { issueApiKey } from '../src/administration/api-key-issuer.js';
import { ensureDefaultProject } from '../src/administration/default-project.js';
import { loadConfig } from '../src/config.js';
import { installedConnectors } from '../src/connectors/installed-connectors.js';
import { type AccountsService, AccountsServiceToken, type AccountWire, type NewAccountInput } from '../src/features/accounts/index.js';
import type { Feature } from '../src/features/feature.js';
import { serverFeatures } from '../src/features/index.js';
import { createServer, type Server } from '../src/server.js';

export interface TestServerOptions {
  /** Settings as the server reads them from its environment, e.g. `{ RATE_LIMIT_POINTS: '3' }`. */
  environment?: Record<string, string>;
  /** Registered after the server's own features, e.g. a probe route for a cross-cutting test. */
  extraFeatures?: Feature[];
  /** Defaults to the installed connectors. */
  connectors?: readonly ConnectorDefinition[];
  /** Where log lines go; logging is off unless `LOG_LEVEL` is set in `environment`. */
  logDestination?: DestinationStream;
  /** Connector key -> emulator origin its provider traffic goes to. */
  originOverrides?: Record<string, string>;
}

export interface TestAccountInput extends Partial<NewAccountInput> {
  projectId?: string;
  status?: AccountStatus;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  server: Server;
  store: Store;
  /** A temporary directory (SQLite file, key files), removed by `close`. */
  dataDirectory: string;
  /** The default project; keys and accounts go here unless another project is named. */
  project: Project;
  /** The settings the server runs with, to hand to an admin CLI process on the same database. */
  environment: Record<string, string>;
  createProject(name?: string): Promise<Project>;
  /** Issues a key (Full Access unless told) and returns the key itself. */
  createApiKey(options?: { scopes?: Scope[]; projectId?: string }): Promise<string>;
  /** Links an account as the admin CLI does (credentials encrypted), default provider googledrive. */
  createAccount(input?: TestAccountInput): Promise<AccountWire>;
  close(): Promise<void>;
}

/** `Authorization` header value for an API key (SPEC 5: key as username, empty password). */
export function basicAuthorization(apiKey: string): string {
  return `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
}

/**
 * The real server (same container, features and HTTP stack as `pnpm start`) on an ephemeral
 * loopback port, with its own temporary data directory and SQLite database.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDirectory = await mkdtemp(join(tmpdir(), 'openunified-server-'));
  const environment = { DATA_DIR: dataDirectory, LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0', ...options.environment };
  const config = loadConfig(environment);
  let server: Server;
  try {
    server = await createServer(config, {
      connectors: options.connectors ?? installedConnectors,
      features: [...serverFeatures, ...(options.extraFeatures ?? [])],
      ...(options.logDestination && { logDestination: options.logDestination }),
      ...(options.originOverrides && { originOverrides: options.originOverrides }),
    });
  } catch (error) {
    await rm(dataDirectory, { recursive: true, force: true });
    throw error;
  }
  await server.app.listen({ host: config.host, port: config.port });
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the test server has no TCP address');

  const store = server.container.get<Store>(StoreToken);
  const accounts = server.container.get<AccountsService>(AccountsServiceToken);
  const project = await ensureDefaultProject(store);
  let closing: Promise<void> | undefined;

  return {
    url: `http://127.0.0.1:${address.port}`,
    server,
    store,
    dataDirectory,
    project,
    environment,
    async createProject(name = 'Test project') {
      return store.projects.create({ organizationId: project.organizationId, name });
    },
    async createApiKey({ scopes = ['full_access'], projectId = project.id }: { scopes?: Scope[]; projectId?: string } = {}) {
      const { key } = await issueApiKey(store, { projectId, name: `test key ${scopes.join('+')}`, scopes });
      return key;
    },
    async createAccount({ projectId = project.id, status, ...input } = {}) {
      const account = await accounts.create(projectId, {
        provider: 'googledrive',
        credentials: { access_token: 'test-access-token', token_type: 'Bearer' },
        originOwnerId: 'customer-1',
        originOwnerName: 'Customer One',
        ...input,
      });
      if (status === undefined) return account;
      const reasons = [{ code: `test_${status}`, description: `made ${status} by the test`, timestamp: new Date().toISOString() }];
      await store.accounts.update(projectId, account.id, { status, statusReasons: reasons });
      return accounts.get(projectId, account.id);
    },
    close() {
      closing ??= server.close().finally(() => rm(dataDirectory, { recursive: true, force: true }));
      return closing;
    },
  };
}
