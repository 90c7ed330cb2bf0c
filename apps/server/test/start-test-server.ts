import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccountWire } from '@openunified/accounts';
import type { ConnectorManifest } from '@openunified/connector-sdk';
import type { Feature } from '@openunified/feature-kit';
import type { FeatureComposition, PlatformConfig } from '@openunified/platform';
import { startTestPlatform, type TestAccountInput, type TestPlatform } from '@openunified/platform/testing';
import type { DestinationStream } from 'pino';
import { loadConfig } from '../src/config.js';
import { installedConnectors } from '../src/connectors/installed-connectors.js';
import { serverFeatures } from '../src/server-features.js';

export { basicAuthorization } from '@openunified/platform/testing';

export interface TestServerOptions {
  /** Settings as the server reads them from its environment, e.g. `{ RATE_LIMIT_POINTS: '3' }`. */
  environment?: Record<string, string>;
  /** The features served instead of the server's own (`serverFeatures`), e.g. a server without MCP. */
  features?: FeatureComposition;
  /** Registered after the features, e.g. a probe route for a cross-cutting test. */
  extraFeatures?: Feature[];
  /** Defaults to the installed connectors. */
  connectors?: readonly ConnectorManifest[];
  /** Where log lines go; logging is off unless `LOG_LEVEL` is set in `environment`. */
  logDestination?: DestinationStream;
  /** Connector key -> emulator origin its provider traffic goes to. */
  originOverrides?: Record<string, string>;
  /** Starts the emulator of every connector that ships one and sends its traffic there. */
  emulate?: boolean;
}

export interface TestServer extends Omit<TestPlatform, 'createAccount'> {
  /** The settings the server runs with, to hand to an admin CLI process on the same database. */
  environment: Record<string, string>;
  /** Links an account as the admin CLI does (credentials encrypted), default provider googledrive. */
  createAccount(input?: Partial<TestAccountInput>): Promise<AccountWire>;
}

function composedFeatures(composition: FeatureComposition, config: PlatformConfig): readonly Feature[] {
  return typeof composition === 'function' ? composition(config) : composition;
}

/**
 * The server as `pnpm start` composes it (its settings read from `environment`, the installed
 * connectors) on an ephemeral loopback port, with its own temporary data directory.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDirectory = await mkdtemp(join(tmpdir(), 'openunified-server-'));
  // Tests drive the connect pages, and send wrong keys, far faster than a person: throttling is tested on its own.
  const unthrottled = {
    CONNECT_PAGE_REQUESTS_PER_MINUTE: '100000',
    CONNECT_PAGE_SUBMISSIONS_PER_MINUTE: '100000',
    CONNECT_PAGE_VERIFICATIONS_PER_LINK: '100000',
    AUTH_FAILURE_LIMIT_POINTS: '100000',
  };
  const environment = { DATA_DIR: dataDirectory, LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0', ...unthrottled, ...options.environment };
  let testPlatform: TestPlatform;
  try {
    testPlatform = await startTestPlatform({
      config: loadConfig(environment),
      connectors: options.connectors ?? installedConnectors,
      features: (config) => [...composedFeatures(options.features ?? serverFeatures, config), ...(options.extraFeatures ?? [])],
      ...(options.logDestination && { logDestination: options.logDestination }),
      ...(options.originOverrides && { originOverrides: options.originOverrides }),
      ...(options.emulate && { emulate: true }),
    });
  } catch (error) {
    await rm(dataDirectory, { recursive: true, force: true });
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    ...testPlatform,
    environment,
    createAccount: (input = {}) =>
      testPlatform.createAccount({
        provider: 'googledrive',
        credentials: { access_token: 'test-access-token', token_type: 'Bearer' },
        originOwnerId: 'customer-1',
        originOwnerName: 'Customer One',
        ...input,
      }),
    close() {
      closing ??= testPlatform.close().finally(() => rm(dataDirectory, { recursive: true, force: true }));
      return closing;
    },
  };
}
