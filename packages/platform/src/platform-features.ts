import { accountsFeature } from '@openunified/accounts';
import { actionsFeature } from '@openunified/actions';
import { dataSyncFeature } from '@openunified/data-sync';
import type { Feature } from '@openunified/feature-kit';
import { linkingFeature } from '@openunified/linking';
import { managementFeature } from '@openunified/management';
import { mcpFeature } from '@openunified/mcp';
import { permissionsFeature } from '@openunified/permissions';
import { requestLogsFeature } from '@openunified/request-logs';
import { unifiedFeature } from '@openunified/unified';
import { webhooksFeature } from '@openunified/webhooks';
import { dataSyncFeatureOptions } from './data-sync-engine.js';
import { healthFeature } from './http/health.js';
import type { PlatformConfig } from './platform-config.js';
import { ConfigurationError } from './startup-failure.js';

/** The features the platform ships, each set up from the configuration; pick the ones a server serves. */
export interface PlatformFeatures {
  /** `GET /health`. */
  health: Feature;
  /** `/accounts` and the account events; linking and data sync need it. */
  accounts: Feature;
  /** `/unified/...`. */
  unified: Feature;
  /** `POST /unified/check_permissions` and the resource types. */
  permissions: Feature;
  /** `GET /actions`, `POST /actions/rpc`; MCP needs it. */
  actions: Feature;
  /** Request and provider logs, `/requests/logs`. */
  requestLogs: Feature;
  /** `/connectors`, `/connector_profiles`, `/connect_sessions`, the connect page, token refresh. */
  linking: Feature;
  /** `/mcp`. */
  mcp: Feature;
  /** `/webhooks` and the delivery of the events outbox. */
  webhooks: Feature;
  /** `/v2/data_sync` and, with `runScheduler`, the sync engine in this process. */
  dataSync: Feature;
  /**
   * Console sign-in (login links, cookie sessions), API keys over HTTP and the console at
   * `/console/` when `@openunified/console` is installed. Not in `defaultFeatures`: a server opts in.
   */
  management: Feature;
}

/** Every feature the platform ships, set up from `config`. */
export function platformFeatures(config: PlatformConfig): PlatformFeatures {
  return {
    health: healthFeature,
    accounts: accountsFeature,
    unified: unifiedFeature({ heartbeat: config.heartbeat, uploads: { limitBytes: config.uploadLimitBytes } }),
    permissions: permissionsFeature,
    actions: actionsFeature,
    requestLogs: requestLogsFeature,
    linking: linkingFeature({ publicUrl: config.publicUrl, trustProxy: config.trustProxy, connectPageLimits: config.connectPageLimits }),
    mcp: mcpFeature(),
    webhooks: webhooksFeature(config.webhooks),
    dataSync: dataSyncFeature(dataSyncFeatureOptions(config.database, config.dataSync)),
    management: managementFeature({ publicUrl: config.publicUrl }),
  };
}

/** What `createPlatform` serves when `features` is not given: every feature, in the order of their routes. */
export function defaultFeatures(config: PlatformConfig): Feature[] {
  const feature = platformFeatures(config);
  return [
    feature.health,
    feature.accounts,
    feature.unified,
    feature.permissions,
    feature.actions,
    feature.requestLogs,
    feature.linking,
    feature.mcp,
    feature.webhooks,
    feature.dataSync,
  ];
}

/** The features of a platform: a list, or a function of the resolved configuration (as `defaultFeatures`). */
export type FeatureComposition = readonly Feature[] | ((config: PlatformConfig) => readonly Feature[]);

/**
 * The composed features, checked: names are unique and every feature a feature `requires` is
 * there. A gap fails the start with a message naming it, not the first request with an
 * unbound service.
 */
export function composeFeatures(composition: FeatureComposition, config: PlatformConfig): readonly Feature[] {
  const features = typeof composition === 'function' ? composition(config) : composition;
  const names = new Set<string>();
  for (const feature of features) {
    if (names.has(feature.name)) throw new ConfigurationError(`the feature "${feature.name}" is composed twice: list each feature once`);
    names.add(feature.name);
  }
  for (const feature of features) {
    const missing = (feature.requires ?? []).filter((name) => !names.has(name));
    if (missing.length > 0) {
      const list = missing.map((name) => `"${name}"`).join(', ');
      throw new ConfigurationError(
        `the feature "${feature.name}" requires ${list}, which the platform is not composed with: add it to features, or leave "${feature.name}" out`,
      );
    }
  }
  return features;
}
