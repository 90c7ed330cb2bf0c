import type { CredentialCipher } from '@openunified/auth';
import type { PlatformLogger } from '@openunified/feature-kit';
import type { AccountRecord, ClaimedWebhookDelivery, Store, WebhookEndpointRecord } from '@openunified/store';
import { subscribes } from './event-types.js';
import { nextAttemptAt } from './retry-schedule.js';
import { accountIdOf, webhookPayload } from './webhook-payload.js';
import type { WebhookSender } from './webhook-sender.js';
import type { WebhookSettings } from './webhook-settings.js';

/** Who to tell when a delivery is done, for tests and benchmarks that wait on it. */
export type DeliveryListener = (delivery: ClaimedWebhookDelivery, succeeded: boolean) => void;

/**
 * The delivery loop of one process: fans new outbox events out to the endpoints that subscribe
 * to them, then claims due deliveries (a lease keeps every other process off them) and sends
 * them, up to `concurrency` at a time, recording each attempt with its retry or give-up.
 * Everything it knows lives in the store, so a restart picks up where it stopped.
 */
export class WebhookDispatcher {
  private readonly inFlight = new Set<Promise<void>>();
  private running: Promise<void> | undefined;
  private stopping = false;
  private wakeUp: (() => void) | undefined;
  private readonly listeners = new Set<DeliveryListener>();

  constructor(
    private readonly store: Store,
    private readonly cipher: CredentialCipher,
    private readonly sender: WebhookSender,
    private readonly settings: WebhookSettings,
    private readonly logger: PlatformLogger,
  ) {}

  start(): void {
    this.stopping = false;
    this.running ??= this.loop();
  }

  /** Stops claiming, lets the attempts in flight finish and record, then resolves. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    await this.running;
    this.running = undefined;
  }

  /** Stops, then releases the HTTP connections. */
  async close(): Promise<void> {
    await this.stop();
    await this.sender.close();
  }

  onDelivered(listener: DeliveryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let progressed = false;
      try {
        progressed = (await this.relay()) > 0;
        // Claims come in batches of at least half the slots: one claim per finished attempt would cost a write each.
        const free = this.settings.concurrency - this.inFlight.size;
        if (free >= this.settings.concurrency / 2) progressed = (await this.claim(free)).length > 0 || progressed;
        else progressed = true;
      } catch (error) {
        this.logger.error({ err: error }, 'webhook delivery pass failed');
      }
      if (!this.stopping && (!progressed || this.inFlight.size > this.settings.concurrency / 2)) await this.idle();
    }
    await Promise.allSettled([...this.inFlight]);
  }

  /** Waits for the poll interval, a free slot or `stop`, whichever comes first. */
  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.settings.pollIntervalMs);
      const self = this;
      function done() {
        clearTimeout(timer);
        self.wakeUp = undefined;
        resolve();
      }
      this.wakeUp = done;
    });
  }

  private relay(): Promise<number> {
    const now = new Date();
    return this.store.webhookDeliveries.relayOutbox({
      limit: this.settings.relayBatchSize,
      now: now.toISOString(),
      giveUpAt: new Date(now.getTime() + this.settings.retry.retryWindowMs).toISOString(),
      subscribes,
    });
  }

  private async claim(limit: number): Promise<Promise<void>[]> {
    const now = Date.now();
    const claimed = await this.store.webhookDeliveries.claimDue({
      now: new Date(now).toISOString(),
      limit,
      leaseExpiresAt: new Date(now + this.settings.leaseMs).toISOString(),
    });
    const endpoints = new Map<string, Promise<WebhookEndpointRecord | undefined>>();
    const accounts = new Map<string, Promise<AccountRecord | undefined>>();
    return claimed.map((delivery) => {
      const endpointKey = delivery.endpointId;
      if (!endpoints.has(endpointKey)) endpoints.set(endpointKey, this.store.webhookEndpoints.get(delivery.projectId, endpointKey));
      const accountId = accountIdOf(delivery.eventType, delivery.eventPayload);
      if (accountId && !accounts.has(accountId)) accounts.set(accountId, this.store.accounts.get(delivery.projectId, accountId));
      const attempt = this.attempt(delivery, endpoints.get(endpointKey), accountId ? accounts.get(accountId) : undefined)
        .catch((error: unknown) => this.logger.error({ err: error, deliveryId: delivery.id }, 'webhook attempt could not be recorded'))
        .finally(() => {
          this.inFlight.delete(attempt);
          this.wakeUp?.();
        });
      this.inFlight.add(attempt);
      return attempt;
    });
  }

  private async attempt(
    delivery: ClaimedWebhookDelivery,
    endpointLookup: Promise<WebhookEndpointRecord | undefined> | undefined,
    accountLookup: Promise<AccountRecord | undefined> | undefined,
  ): Promise<void> {
    const endpoint = await endpointLookup;
    // Deleted since it was claimed: its deliveries went with it.
    if (!endpoint) return;
    const sentAt = new Date();
    const body = JSON.stringify(webhookPayload(delivery, await accountLookup, sentAt));
    const secrets = this.signingSecrets(endpoint, sentAt);
    const attempt =
      typeof secrets === 'string'
        ? { startedAt: sentAt.toISOString(), durationMs: 0, statusCode: null, succeeded: false, error: secrets, responseExcerpt: null }
        : await this.sender.send({ url: endpoint.url, eventId: delivery.eventId, body, secrets });
    const now = new Date();
    const retryAt = attempt.succeeded ? null : nextAttemptAt(this.settings.retry, delivery.attempts + 1, now, new Date(delivery.giveUpAt));
    let recorded: Awaited<ReturnType<typeof this.store.webhookDeliveries.recordAttempt>>;
    try {
      recorded = await this.store.webhookDeliveries.recordAttempt({
        delivery,
        attempt,
        retryAt: retryAt?.toISOString() ?? null,
        now: now.toISOString(),
        disablePolicy: { ...this.settings.disable, reason: disableReason(this.settings, attempt.error) },
      });
    } catch (error) {
      // Deleted while the attempt was in flight: its deliveries went with it, so the attempt has
      // nothing to belong to (the insert fails on its foreign key). A user's doing, not a fault.
      if ((await this.store.webhookEndpoints.get(delivery.projectId, delivery.endpointId)) !== undefined) throw error;
      this.logger.info(
        { endpointId: delivery.endpointId, deliveryId: delivery.id },
        'webhook attempt dropped: its endpoint was deleted while it was in flight',
      );
      return;
    }
    if (recorded.endpointDisabled) this.logger.warn({ endpointId: endpoint.id }, 'webhook endpoint disabled after sustained failure');
    for (const listener of this.listeners) listener(delivery, attempt.succeeded);
  }

  /** The secrets that sign now, or why they cannot be read (a process without the deployment's encryption keys). */
  private signingSecrets(endpoint: WebhookEndpointRecord, now: Date): string[] | string {
    try {
      const secrets = [this.cipher.decrypt(endpoint.signingSecret)];
      if (endpoint.previousSigningSecret && endpoint.previousSecretExpiresAt && Date.parse(endpoint.previousSecretExpiresAt) > now.getTime()) {
        secrets.push(this.cipher.decrypt(endpoint.previousSigningSecret));
      }
      return secrets;
    } catch (error) {
      return `the signing secret cannot be decrypted with this process's encryption keys: ${(error as Error).message}`;
    }
  }
}

function disableReason(settings: WebhookSettings, lastError: string | null): string {
  const { consecutiveFailures, failingForMs } = settings.disable;
  return `every attempt failed for at least ${formatDuration(failingForMs)} (${consecutiveFailures} or more in a row); the last: ${lastError ?? 'unknown error'}`;
}

function formatDuration(milliseconds: number): string {
  if (milliseconds >= 3_600_000) return `${Math.round(milliseconds / 360_000) / 10} h`;
  if (milliseconds >= 60_000) return `${Math.round(milliseconds / 6_000) / 10} min`;
  if (milliseconds >= 1_000) return `${Math.round(milliseconds / 100) / 10} s`;
  return `${milliseconds} ms`;
}
