import type { RetrySettings } from './retry-schedule.js';

/** Everything about webhooks a platform team may tune (docs/concepts/webhooks.md). */
export interface WebhookSettings {
  /** Whether this process delivers; an API-only process may leave it to others on the same database. */
  deliver: boolean;
  /** CIDRs deliveries may reach although they are private or loopback, e.g. `10.1.0.0/16`. */
  allowedNetworks: string[];
  /** How often an idle process looks for new events and due retries. */
  pollIntervalMs: number;
  /** Deliveries in flight at once in one process. */
  concurrency: number;
  /** Outbox events fanned out to endpoints per transaction. */
  relayBatchSize: number;
  /** An attempt that has no complete answer after this long has failed. */
  requestTimeoutMs: number;
  /** How long a claimed delivery stays with its process; after that another process may take it. */
  leaseMs: number;
  retry: RetrySettings;
  /** An endpoint is switched off after this many failed attempts in a row spanning at least `failingForMs`. */
  disable: { consecutiveFailures: number; failingForMs: number };
  /** After a rotation the previous secret keeps signing for this long, beside the new one. */
  previousSecretTtlMs: number;
}

export type WebhookSettingsInput = Partial<Omit<WebhookSettings, 'retry' | 'disable'>> & {
  retry?: Partial<RetrySettings>;
  disable?: Partial<WebhookSettings['disable']>;
};

const HOUR = 60 * 60_000;

export const defaultWebhookSettings: WebhookSettings = {
  deliver: true,
  allowedNetworks: [],
  pollIntervalMs: 500,
  concurrency: 16,
  relayBatchSize: 500,
  requestTimeoutMs: 15_000,
  leaseMs: 60_000,
  retry: { baseDelayMs: 5_000, maxDelayMs: HOUR, retryWindowMs: 24 * HOUR },
  disable: { consecutiveFailures: 10, failingForMs: 24 * HOUR },
  previousSecretTtlMs: 24 * HOUR,
};

export function resolveWebhookSettings(input: WebhookSettingsInput = {}): WebhookSettings {
  const settings: WebhookSettings = {
    ...defaultWebhookSettings,
    ...input,
    retry: { ...defaultWebhookSettings.retry, ...input.retry },
    disable: { ...defaultWebhookSettings.disable, ...input.disable },
  };
  // A lease shorter than an attempt could let a second process send while the first still waits.
  if (settings.leaseMs <= settings.requestTimeoutMs) {
    throw new Error(`webhook leaseMs (${settings.leaseMs}) must be longer than requestTimeoutMs (${settings.requestTimeoutMs})`);
  }
  return settings;
}
