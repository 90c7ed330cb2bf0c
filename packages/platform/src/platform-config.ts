import { resolve } from 'node:path';
import { defaultProviderLogBodies, type ProviderLogBodies } from '@openunified/action-pipeline';
import type { Keyring } from '@openunified/auth';
import { serviceRef } from '@openunified/feature-kit';
import { type ConnectPageLimits, defaultConnectPageLimits } from '@openunified/linking';
import { defaultLogRetention, type LogRetentionSettings } from '@openunified/request-logs';
import { defaultHeartbeatSettings, defaultUploadSettings, type HeartbeatSettings } from '@openunified/unified';
import type { WebhookSettingsInput } from '@openunified/webhooks';
import { type DataRetentionSettings, defaultDataRetention } from './data-retention.js';
import type { PlatformDataSyncSettings } from './data-sync-engine.js';

export type DatabaseConfig = { kind: 'sqlite'; sqlitePath: string } | { kind: 'postgres'; url: string; schema?: string | undefined };

export type RateLimitStoreKind = 'memory' | 'redis' | 'postgres';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface RateLimitConfig {
  /** Requests per API key per window. */
  points: number;
  windowSeconds: number;
  /** `memory` counts in this process; `redis` and `postgres` share one budget across processes. */
  store: RateLimitStoreKind;
  /** Required with the `redis` store. */
  redisUrl?: string | undefined;
  /**
   * Failed authentications (401s) per client IP per window, counted in the same store; past it
   * every request from that IP to a route needing a key is a 429 until the window ends.
   */
  failedAuthentication: FailedAuthenticationLimit;
}

export interface FailedAuthenticationLimit {
  points: number;
  windowSeconds: number;
}

/** 60 failed authentications per client IP per minute: a client with a wrong key retrying is far below it, guessing is not. */
export const defaultFailedAuthenticationLimit: FailedAuthenticationLimit = { points: 60, windowSeconds: 60 };

/** Everything the platform reads, resolved (see `resolvePlatformConfig` for the defaults). */
export interface PlatformConfig {
  /** The address clients and browsers use (connect links, OAuth redirects); defaults to the address the server listens on. */
  publicUrl: string | undefined;
  /**
   * Behind a reverse proxy: honour `X-Forwarded-For/-Proto/-Host` (client IPs for throttling, the
   * public URL when `publicUrl` is unset). Off by default, so no header can redirect a browser.
   */
  trustProxy: boolean;
  /** Throttling of the public connect pages per client IP and per link. */
  connectPageLimits: ConnectPageLimits;
  /** How long and how many request and provider logs are kept, deleted in the background. */
  logRetention: LogRetentionSettings;
  /** How long events, webhook deliveries, connect sessions and data sync runs are kept, deleted in the background. */
  dataRetention: DataRetentionSettings;
  /** How much of provider bodies the provider logs keep. */
  providerLogBodies: ProviderLogBodies;
  database: DatabaseConfig;
  /** Holds the SQLite file and, unless configured, the encryption keys and the cursor secret. */
  dataDirectory: string;
  /** Encryption keys for credentials at rest; when absent the key file in the data directory is used. */
  keyring: Keyring | undefined;
  /** Signs pagination cursors; when absent one is generated into the data directory. */
  cursorSecret: string | undefined;
  rateLimit: RateLimitConfig;
  logLevel: LogLevel;
  /** Largest accepted request body; a larger one is a 400. */
  bodyLimitBytes: number;
  /** `Prefer: heartbeat` on unified routes (docs/concepts/unified-resources.md). */
  heartbeat: HeartbeatSettings;
  /** Largest file an upload route takes, in bytes before base64 (a larger one is a 413). */
  uploadLimitBytes: number;
  /** Webhook delivery (docs/concepts/webhooks.md); whatever is left out takes its default. */
  webhooks: WebhookSettingsInput;
  /** Data sync (docs/concepts/data-sync.md): the engine and whether this process runs sync jobs. */
  dataSync: PlatformDataSyncSettings;
}

/** What a platform team writes: any setting left out takes its default. */
export type PlatformSettings = Partial<Omit<PlatformConfig, 'rateLimit'>> & { rateLimit?: Partial<RateLimitConfig> };

export const PlatformConfigToken = serviceRef<PlatformConfig>('openunified.platform.Config');

/**
 * The settings with their defaults filled in: SQLite under `./.data`, keys and cursor secret
 * in files there, 100 requests per key per second counted in memory, `info` logs, 1 MiB bodies,
 * 25 MiB uploads.
 */
export function resolvePlatformConfig(settings: PlatformSettings = {}): PlatformConfig {
  const dataDirectory = resolve(settings.dataDirectory ?? './.data');
  return {
    publicUrl: settings.publicUrl,
    trustProxy: settings.trustProxy ?? false,
    connectPageLimits: settings.connectPageLimits ?? defaultConnectPageLimits,
    logRetention: settings.logRetention ?? defaultLogRetention,
    dataRetention: settings.dataRetention ?? defaultDataRetention,
    providerLogBodies: settings.providerLogBodies ?? defaultProviderLogBodies,
    database: settings.database ?? { kind: 'sqlite', sqlitePath: resolve(dataDirectory, 'openunified.sqlite') },
    dataDirectory,
    keyring: settings.keyring,
    cursorSecret: settings.cursorSecret,
    rateLimit: { points: 100, windowSeconds: 1, store: 'memory', failedAuthentication: defaultFailedAuthenticationLimit, ...settings.rateLimit },
    logLevel: settings.logLevel ?? 'info',
    bodyLimitBytes: settings.bodyLimitBytes ?? 1024 * 1024,
    heartbeat: settings.heartbeat ?? defaultHeartbeatSettings,
    uploadLimitBytes: settings.uploadLimitBytes ?? defaultUploadSettings.limitBytes,
    webhooks: settings.webhooks ?? {},
    dataSync: settings.dataSync ?? {},
  };
}
