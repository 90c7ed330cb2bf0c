// inversify's decorators store metadata as the feature packages load: the polyfill comes first.
import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AccountsService, AccountsServiceToken, type AccountWire, type NewAccountInput } from '@openunified/accounts';
import type { Scope } from '@openunified/auth';
import type { AccountStatus, Project, Store } from '@openunified/store';
import { issueApiKey } from '../administration/api-key-issuer.js';
import { ensureDefaultProject } from '../administration/default-project.js';
import { createPlatform, type Platform, type PlatformOptions } from '../create-platform.js';

export { testDatabaseUrl, testRedisUrl } from './test-services.js';

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
  createProject(name?: string): Promise<Project>;
  /** Issues a key (Full Access unless told) and returns the key itself. */
  createApiKey(options?: { scopes?: Scope[]; projectId?: string }): Promise<string>;
  /** Links an account as the admin CLI does: credentials encrypted, an `account.created` event. */
  createAccount(input: TestAccountInput): Promise<AccountWire>;
  close(): Promise<void>;
}

/** `Authorization` header value for an API key (docs/concepts/authentication.md: key as username, empty password). */
export function basicAuthorization(apiKey: string): string {
  return `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
}

/**
 * A real platform (the same container, features and HTTP stack as a production server) on an
 * ephemeral loopback port, over a SQLite database in a temporary data directory unless
 * `config.database` says otherwise. Logging is off unless `config.logLevel` is set.
 */
export async function startTestPlatform(options: PlatformOptions): Promise<TestPlatform> {
  const ownsDataDirectory = options.config?.dataDirectory === undefined;
  const dataDirectory = options.config?.dataDirectory ?? (await mkdtemp(join(tmpdir(), 'openunified-platform-')));
  const removeDataDirectory = () => (ownsDataDirectory ? rm(dataDirectory, { recursive: true, force: true }) : Promise.resolve());
  let platform: Platform;
  try {
    platform = await createPlatform({ ...options, config: { logLevel: 'silent', ...options.config, dataDirectory } });
    await platform.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await removeDataDirectory();
    throw error;
  }
  const address = platform.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the test platform has no TCP address');

  const { store } = platform;
  const accounts = platform.container.get<AccountsService>(AccountsServiceToken);
  const project = await ensureDefaultProject(store);
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${address.port}`,
    platform,
    store,
    dataDirectory,
    project,
    createProject: (name = 'Test project') => store.projects.create({ organizationId: project.organizationId, name }),
    async createApiKey({ scopes = ['full_access'], projectId = project.id }: { scopes?: Scope[]; projectId?: string } = {}) {
      const { key } = await issueApiKey(store, { projectId, name: `test key ${scopes.join('+')}`, scopes });
      return key;
    },
    async createAccount({ projectId = project.id, status, ...input }) {
      const account = await accounts.create(projectId, input);
      if (status === undefined) return account;
      const reasons = [{ code: `test_${status}`, description: `made ${status} by the test`, timestamp: new Date().toISOString() }];
      await store.accounts.update(projectId, account.id, { status, statusReasons: reasons });
      return accounts.get(projectId, account.id);
    },
    close() {
      closing ??= platform.close().finally(removeDataDirectory);
      return closing;
    },
  };
}
