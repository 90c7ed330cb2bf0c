// inversify's decorators store metadata as the feature packages load: the polyfill comes first.
import 'reflect-metadata';

export { defaultProviderLogBodies, type ProviderLogBodies } from '@openunified/action-pipeline';
export { type ConnectPageLimits, defaultConnectPageLimits } from '@openunified/linking';
export { defaultLogRetention, type LogRetentionSettings } from '@openunified/request-logs';
export { type IssuedApiKey, issueApiKey } from './administration/api-key-issuer.js';
export { ensureDefaultProject } from './administration/default-project.js';
export { type ColumnRotation, type EncryptionKeyRotation, rotateEncryptionKeys } from './administration/encryption-key-rotation.js';
export { describeFirstStart, type FirstStart, prepareFirstStart } from './administration/first-start.js';
export { closeOnSignals } from './close-on-signals.js';
export { createPlatform, type Platform, type PlatformOptions } from './create-platform.js';
export { type DataRetentionSettings, defaultDataRetention } from './data-retention.js';
export {
  type DataSyncEngineKind,
  dataSyncEngineKind,
  dataSyncFeatureOptions,
  loadPgBossEngineModule,
  type PlatformDataSyncSettings,
} from './data-sync-engine.js';
export { type DataSyncWorker, type DataSyncWorkerOptions, startDataSyncWorker } from './data-sync-worker.js';
export { healthFeature } from './http/health.js';
export {
  createFailedAuthenticationLimiter,
  createRequestRateLimiter,
  FailedAuthenticationLimiter,
  FailedAuthenticationLimiterToken,
  type RateLimiter,
  RateLimiterToken,
  RequestRateLimiter,
} from './http/request-rate-limiter.js';
export {
  type DatabaseConfig,
  defaultFailedAuthenticationLimit,
  type FailedAuthenticationLimit,
  type LogLevel,
  type PlatformConfig,
  PlatformConfigToken,
  type PlatformSettings,
  type RateLimitConfig,
  type RateLimitStoreKind,
  resolvePlatformConfig,
} from './platform-config.js';
export { createPlatformContainer, type PlatformContainer, type PlatformContainerOptions } from './platform-container.js';
export { composeFeatures, defaultFeatures, type FeatureComposition, type PlatformFeatures, platformFeatures } from './platform-features.js';
export { describeSandbox, type Sandbox, startSandbox } from './sandbox/sandbox.js';
export { ensureSandboxConnectorProfiles } from './sandbox/sandbox-connector-profiles.js';
export { readSandboxCredentials } from './sandbox/sandbox-file.js';
export { ConfigurationError, describeStartupFailure } from './startup-failure.js';
export { startWorkerHealthServer, type WorkerHealthServer } from './worker-health-server.js';
