import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ActionPipelineTokens, actionPipelineModule, type CredentialSource, connectorModule } from '@openunified/action-pipeline';
import { authModule } from '@openunified/auth';
import type { ConnectorManifest } from '@openunified/connector-sdk';
import { type Feature, type OriginOverrides, PlatformTokens, platformValuesModule } from '@openunified/feature-kit';
import { LogRetentionSettingsToken } from '@openunified/request-logs';
import { createStore, type Store, StoreToken, storeModule } from '@openunified/store';
import { Container, ContainerModule } from 'inversify';
import type { DestinationStream, Logger } from 'pino';
import { DataRetention, DataRetentionToken } from './data-retention.js';
import { dataSyncEngineKind, dataSyncFeatureOptions, loadPgBossEngineModule } from './data-sync-engine.js';
import { createLogger } from './http/logger.js';
import {
  createFailedAuthenticationLimiter,
  createRequestRateLimiter,
  FailedAuthenticationLimiterToken,
  type RateLimiter,
  RateLimiterToken,
  type RequestRateLimiter,
} from './http/request-rate-limiter.js';
import { type PlatformConfig, PlatformConfigToken, type PlatformSettings, resolvePlatformConfig } from './platform-config.js';
import { composeFeatures, defaultFeatures, type FeatureComposition } from './platform-features.js';
import { loadPlatformSecrets, type PlatformSecrets } from './platform-secrets.js';

export interface PlatformContainerOptions {
  /** Settings; whatever is left out takes its default (`resolvePlatformConfig`). */
  config?: PlatformSettings;
  /** The installed connectors: one manifest per connector package. */
  connectors: readonly ConnectorManifest[];
  /** An opened store to use instead of the one `config.database` names; its owner closes it. */
  store?: Store;
  /** Replaces the per-API-key rate limiter `config.rateLimit` describes; its owner closes it. */
  rateLimiter?: RateLimiter;
  /** Replaces where the action pipeline gets an account's credentials (by default: decrypted, OAuth 2.0 tokens refreshed). */
  credentialSource?: CredentialSource;
  /**
   * The features this platform serves, in the order of their routes: a list, or a function of
   * the resolved configuration, e.g. `(config) => [...defaultFeatures(config), invoicesFeature]`.
   * `defaultFeatures` when absent. A feature left out has no routes, services, OpenAPI entries
   * or workers; one whose `requires` names a feature left out fails the start.
   */
  features?: FeatureComposition;
  /** Connector key -> origin its provider traffic goes to instead (an emulator); only scheme, host and port change. */
  originOverrides?: OriginOverrides;
  /** Where log lines go; standard output by default. */
  logDestination?: DestinationStream;
}

export interface PlatformContainer {
  config: PlatformConfig;
  container: Container;
  store: Store;
  logger: Logger;
  /** The composed features, in the order their routes are registered in. */
  features: readonly Feature[];
  /** Releases what the container opened: the rate-limit store, the log queues, then the store it opened. Idempotent. */
  close(): Promise<void>;
}

/**
 * The composition root without HTTP, shared by `createPlatform` and tools such as an admin CLI:
 * the store, auth and action pipeline, one module per connector, then one per composed feature.
 */
export async function createPlatformContainer(options: PlatformContainerOptions): Promise<PlatformContainer> {
  const config = resolvePlatformConfig(options.config);
  // A composition with a gap, or a data-sync engine the database cannot carry, fails the start before anything is opened.
  const features = composeFeatures(options.features ?? defaultFeatures, config);
  if (features.some((feature) => feature.name === 'data-sync')) {
    dataSyncFeatureOptions(config.database, config.dataSync);
    if (!config.dataSync.engine && dataSyncEngineKind(config.database, config.dataSync) === 'pg-boss') await loadPgBossEngineModule();
  }
  const logger = createLogger(config.logLevel, options.logDestination);
  const store = options.store ?? (await openStore(config));
  let secrets: PlatformSecrets;
  try {
    secrets = await loadPlatformSecrets(config, store);
  } catch (error) {
    if (!options.store) await store.close();
    throw error;
  }
  const container = new Container();
  const originOverrides = options.originOverrides ?? {};
  try {
    await container.load(
      storeModule(store),
      authModule({ keyring: secrets.keyring, reloadKeyring: secrets.reloadKeyring }),
      actionPipelineModule({
        originOverrides,
        providerLogBodies: config.providerLogBodies,
        onLogWriteError: (error, logCount) => logger.error({ err: error, count: logCount }, 'could not write provider logs'),
      }),
      platformValuesModule({ logger, cursorSecret: secrets.cursorSecret, originOverrides }),
      platformModule(config, logger, options.rateLimiter),
      ...options.connectors.map(connectorModule),
      ...features.flatMap((feature) => (feature.module ? [feature.module] : [])),
    );
    if (options.credentialSource) container.rebindSync(ActionPipelineTokens.CredentialSource).toConstantValue(options.credentialSource);
  } catch (error) {
    if (!options.store) await store.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    config,
    container,
    store,
    logger,
    features,
    close() {
      closing ??= container.unbindAll().then(() => (options.store ? undefined : store.close()));
      return closing;
    },
  };
}

function platformModule(config: PlatformConfig, logger: Logger, rateLimiter: RateLimiter | undefined): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(PlatformConfigToken).toConstantValue(config);
    bind(LogRetentionSettingsToken).toConstantValue(config.logRetention);
    bind(FailedAuthenticationLimiterToken)
      .toDynamicValue(() => createFailedAuthenticationLimiter(config.rateLimit, config.database, logger))
      .inSingletonScope()
      .onDeactivation((limiter) => limiter.close());
    // Started when the API is served (not by an admin CLI sharing the container), stopped with the container.
    bind(DataRetentionToken)
      .toDynamicValue((context) => new DataRetention(context.get(StoreToken), config.dataRetention, context.get(PlatformTokens.Logger)))
      .inSingletonScope()
      .onDeactivation((retention) => retention.stop());
    if (rateLimiter) {
      bind(RateLimiterToken).toConstantValue(rateLimiter);
      return;
    }
    // Created on first use: an admin CLI never connects to the rate-limit store. Only the one
    // created here is closed with the container; a given one belongs to its owner.
    let created: RequestRateLimiter | undefined;
    bind(RateLimiterToken)
      .toDynamicValue(async () => {
        created = await createRequestRateLimiter(config.rateLimit, config.database, logger);
        return created;
      })
      .inSingletonScope()
      .onDeactivation(() => created?.close());
  });
}

async function openStore(config: PlatformConfig): Promise<Store> {
  const { database } = config;
  if (database.kind === 'postgres') {
    return createStore({ databaseUrl: database.url, ...(database.schema && { postgresSchema: database.schema }) });
  }
  await mkdir(dirname(database.sqlitePath), { recursive: true });
  return createStore({ sqlitePath: database.sqlitePath });
}
