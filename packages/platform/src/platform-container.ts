import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { accountsFeature } from '@openunified/accounts';
import { ActionPipelineTokens, actionPipelineModule, type CredentialSource, connectorModule } from '@openunified/action-pipeline';
import { actionsFeature } from '@openunified/actions';
import { authModule } from '@openunified/auth';
import type { ConnectorManifest } from '@openunified/connector-sdk';
import { dataSyncFeature } from '@openunified/data-sync';
import { type Feature, type OriginOverrides, platformValuesModule } from '@openunified/feature-kit';
import { linkingFeature } from '@openunified/linking';
import { mcpFeature } from '@openunified/mcp';
import { permissionsFeature } from '@openunified/permissions';
import { type LogRetentionSettings, LogRetentionSettingsToken, requestLogsFeature } from '@openunified/request-logs';
import { createStore, type Store, storeModule } from '@openunified/store';
import { unifiedFeature } from '@openunified/unified';
import { webhooksFeature } from '@openunified/webhooks';
import { Container, ContainerModule } from 'inversify';
import type { DestinationStream, Logger } from 'pino';
import { dataSyncFeatureOptions } from './data-sync-engine.js';
import { healthFeature } from './http/health.js';
import { createLogger } from './http/logger.js';
import { createRequestRateLimiter, type RateLimiter, RateLimiterToken, type RequestRateLimiter } from './http/request-rate-limiter.js';
import { type PlatformConfig, PlatformConfigToken, type PlatformSettings, resolvePlatformConfig } from './platform-config.js';
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
  /** Features added after the core ones: their services join the container, their routes the app. */
  modules?: readonly Feature[];
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
  /** The core features, then `modules`: the order their routes are registered in. */
  features: readonly Feature[];
  /** Releases what the container opened: the rate-limit store, the log queues, then the store it opened. Idempotent. */
  close(): Promise<void>;
}

/** The features every platform serves, in the order of their routes. */
export function coreFeatures(config: PlatformConfig): Feature[] {
  return [
    healthFeature,
    accountsFeature,
    unifiedFeature({ heartbeat: config.heartbeat }),
    permissionsFeature,
    actionsFeature,
    requestLogsFeature,
    linkingFeature({ publicUrl: config.publicUrl, trustProxy: config.trustProxy, connectPageLimits: config.connectPageLimits }),
    mcpFeature(),
    webhooksFeature(config.webhooks),
    dataSyncFeature(dataSyncFeatureOptions(config.database, config.dataSync)),
  ];
}

/**
 * The composition root without HTTP, shared by `createPlatform` and tools such as an admin CLI:
 * the store, auth and action pipeline, one module per connector, then one per feature.
 */
export async function createPlatformContainer(options: PlatformContainerOptions): Promise<PlatformContainer> {
  const config = resolvePlatformConfig(options.config);
  // A data-sync engine the database cannot carry fails the start before anything is opened.
  dataSyncFeatureOptions(config.database, config.dataSync);
  const logger = createLogger(config.logLevel, options.logDestination);
  const store = options.store ?? (await openStore(config));
  let secrets: PlatformSecrets;
  try {
    secrets = await loadPlatformSecrets(config, store);
  } catch (error) {
    if (!options.store) await store.close();
    throw error;
  }
  const features = [...coreFeatures(config), ...(options.modules ?? [])];
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
    if (options.credentialSource) container.rebindSync<CredentialSource>(ActionPipelineTokens.CredentialSource).toConstantValue(options.credentialSource);
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
    bind<PlatformConfig>(PlatformConfigToken).toConstantValue(config);
    bind<LogRetentionSettings>(LogRetentionSettingsToken).toConstantValue(config.logRetention);
    if (rateLimiter) {
      bind<RateLimiter>(RateLimiterToken).toConstantValue(rateLimiter);
      return;
    }
    // Created on first use: an admin CLI never connects to the rate-limit store.
    bind<RequestRateLimiter>(RateLimiterToken)
      .toDynamicValue(() => createRequestRateLimiter(config.rateLimit, config.database, logger))
      .inSingletonScope()
      .onDeactivation((limiter) => limiter.close());
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
