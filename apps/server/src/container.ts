import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { actionPipelineModule, connectorModule } from '@openunified/action-pipeline';
import { authModule } from '@openunified/auth';
import type { ConnectorDefinition } from '@openunified/connector-sdk';
import { type Store, type StoreOptions, createStore, storeModule } from '@openunified/store';
import { Container, ContainerModule } from 'inversify';
import type { DestinationStream, Logger } from 'pino';
import { type ServerConfig, ServerConfigToken } from './config.js';
import { accountEventsModule } from './events/index.js';
import type { Feature } from './features/feature.js';
import { createLogger, LoggerToken } from './http/logger.js';
import { createRequestRateLimiter, type RequestRateLimiter, RequestRateLimiterToken } from './http/request-rate-limiter.js';
import { CursorSecretToken, loadServerSecrets } from './server-secrets.js';
import { tokenRefreshModule } from './token-refresh/index.js';

/** Connector key -> origin standing in for its provider: the pipeline's `originOverrides`, for the connect page's OAuth redirects. */
export const OriginOverridesToken = Symbol.for('openunified.server.OriginOverrides');

export interface ServerContainerOptions {
  connectors: readonly ConnectorDefinition[];
  features: readonly Feature[];
  /** Where log lines go; standard output by default. */
  logDestination?: DestinationStream;
  /** Connector key -> origin its provider traffic goes to instead (the sandbox's emulators). */
  originOverrides?: Record<string, string>;
}

export interface ServerContainer {
  container: Container;
  /** Releases what the container opened: the rate-limit store, then the database. */
  close(): Promise<void>;
}

/**
 * The composition root, shared by the server and the admin CLI: the core modules, one module
 * per installed connector, then one per feature.
 */
export async function createServerContainer(config: ServerConfig, options: ServerContainerOptions): Promise<ServerContainer> {
  const secrets = await loadServerSecrets(config);
  const logger = createLogger(config.logLevel, options.logDestination);
  const store = await openStore(config);
  const container = new Container();
  const originOverrides = options.originOverrides ?? {};
  try {
    await container.load(
      storeModule(store),
      authModule({ keyring: secrets.keyring }),
      actionPipelineModule({
        originOverrides,
        onLogWriteError: (error, logCount) => logger.error({ err: error, count: logCount }, 'could not write provider logs'),
      }),
      tokenRefreshModule({ originOverrides, logger }),
      accountEventsModule,
      serverModule(config, logger, secrets.cursorSecret, originOverrides),
      ...options.connectors.map(connectorModule),
      ...options.features.flatMap((feature) => (feature.module ? [feature.module] : [])),
    );
  } catch (error) {
    await store.close();
    throw error;
  }
  return {
    container,
    async close() {
      await container.unbindAll();
      await store.close();
    },
  };
}

function serverModule(config: ServerConfig, logger: Logger, cursorSecret: string, originOverrides: Record<string, string>): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<ServerConfig>(ServerConfigToken).toConstantValue(config);
    bind<Readonly<Record<string, string>>>(OriginOverridesToken).toConstantValue(originOverrides);
    bind<Logger>(LoggerToken).toConstantValue(logger);
    bind<string>(CursorSecretToken).toConstantValue(cursorSecret);
    // Created on first use: the admin CLI never connects to the rate-limit store.
    bind<RequestRateLimiter>(RequestRateLimiterToken)
      .toDynamicValue(() => createRequestRateLimiter(config.rateLimit, config.database, logger))
      .inSingletonScope()
      .onDeactivation((limiter) => limiter.close());
  });
}

async function openStore(config: ServerConfig): Promise<Store> {
  const { database } = config;
  const options: StoreOptions =
    database.kind === 'postgres'
      ? { databaseUrl: database.url, ...(database.schema && { postgresSchema: database.schema }) }
      : { sqlitePath: database.sqlitePath };
  if (database.kind === 'sqlite') await mkdir(dirname(database.sqlitePath), { recursive: true });
  return createStore(options);
}
