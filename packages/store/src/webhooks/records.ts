import type { EncryptedValue, EventRecord, KeysetPage } from '../records.js';

/** A receiver of webhooks (docs/concepts/webhooks.md); its signing secrets stay encrypted here. */
export interface WebhookEndpointRecord {
  id: string;
  projectId: string;
  url: string;
  description: string | null;
  eventTypes: string[];
  signingSecret: EncryptedValue;
  /** Still signs, next to the new one, until `previousSecretExpiresAt` (secret rotation). */
  previousSigningSecret: EncryptedValue | null;
  previousSecretExpiresAt: string | null;
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: string | null;
  /** When the current run of failed attempts began; null after a success. */
  failingSince: string | null;
  consecutiveFailures: number;
  createdAt: string;
  updatedAt: string;
}

export type NewWebhookEndpoint = Pick<WebhookEndpointRecord, 'url' | 'description' | 'eventTypes' | 'signingSecret'>;

export type WebhookEndpointPatch = Partial<
  Pick<WebhookEndpointRecord, 'url' | 'description' | 'eventTypes' | 'signingSecret' | 'previousSigningSecret' | 'previousSecretExpiresAt'>
>;

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookDeliveryRecord {
  id: string;
  projectId: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  eventCreatedAt: string;
  eventPayload: Record<string, unknown>;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** Null once the delivery succeeded or was given up. */
  nextAttemptAt: string | null;
  /** A failed attempt at or after this time is the last one. */
  giveUpAt: string;
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A delivery taken by one worker until its lease expires; only that claim may record the attempt. */
export interface ClaimedWebhookDelivery extends WebhookDeliveryRecord {
  claimToken: string;
}

export interface WebhookAttemptRecord {
  id: string;
  projectId: string;
  deliveryId: string;
  attempt: number;
  startedAt: string;
  durationMs: number;
  statusCode: number | null;
  succeeded: boolean;
  error: string | null;
  responseExcerpt: string | null;
}

export type NewWebhookAttempt = Pick<WebhookAttemptRecord, 'startedAt' | 'durationMs' | 'statusCode' | 'succeeded' | 'error' | 'responseExcerpt'>;

/** When an endpoint that keeps failing is switched off. */
export interface EndpointDisablePolicy {
  consecutiveFailures: number;
  failingForMs: number;
  reason: string;
}

export interface RecordedAttempt {
  /** False when the claim was lost (its lease expired and another worker took the delivery). */
  recorded: boolean;
  delivery?: WebhookDeliveryRecord;
  endpointDisabled: boolean;
}

export interface WebhookEndpointRepository {
  create(projectId: string, input: NewWebhookEndpoint): Promise<WebhookEndpointRecord>;
  get(projectId: string, id: string): Promise<WebhookEndpointRecord | undefined>;
  /** Oldest first. */
  list(projectId: string): Promise<WebhookEndpointRecord[]>;
  update(projectId: string, id: string, patch: WebhookEndpointPatch): Promise<WebhookEndpointRecord | undefined>;
  /**
   * Enables the endpoint and clears its failure run; its pending deliveries are due now and get
   * a fresh retry window ending at `giveUpAt`.
   */
  enable(projectId: string, id: string, now: string, giveUpAt: string): Promise<WebhookEndpointRecord | undefined>;
  disable(projectId: string, id: string, reason: string, now: string): Promise<WebhookEndpointRecord | undefined>;
  /** Deletes the endpoint with its deliveries and their attempts. */
  delete(projectId: string, id: string): Promise<WebhookEndpointRecord | undefined>;
}

export interface WebhookDeliveryRepository {
  /**
   * Takes up to `limit` undelivered outbox events (rows locked, other relays' skipped on
   * PostgreSQL), queues a delivery for each enabled endpoint of their project that `subscribes`
   * to the event type, and marks the events delivered to the webhooks, in one transaction.
   * Returns how many events it relayed.
   */
  relayOutbox(options: {
    limit: number;
    now: string;
    giveUpAt: string;
    subscribes: (eventTypePatterns: string[], eventType: string) => boolean;
  }): Promise<number>;
  /** Queues a new delivery of an event to one endpoint, due now (replay and manual triggers). */
  enqueue(endpoint: WebhookEndpointRecord, event: Omit<EventRecord, 'accountId'>, now: string, giveUpAt: string): Promise<WebhookDeliveryRecord>;
  /**
   * Claims up to `limit` pending deliveries due at `now` of enabled endpoints until `leaseExpiresAt`;
   * a delivery is claimed by one worker at a time, across processes on PostgreSQL.
   */
  claimDue(options: { now: string; limit: number; leaseExpiresAt: string }): Promise<ClaimedWebhookDelivery[]>;
  /**
   * Records one attempt of a claimed delivery, its outcome (`retryAt` null: give up) and the
   * endpoint's failure run, switching the endpoint off per `disablePolicy`, in one transaction.
   */
  recordAttempt(input: {
    delivery: ClaimedWebhookDelivery;
    attempt: NewWebhookAttempt;
    retryAt: string | null;
    now: string;
    disablePolicy: EndpointDisablePolicy;
  }): Promise<RecordedAttempt>;
  get(projectId: string, id: string): Promise<WebhookDeliveryRecord | undefined>;
  /** Newest first. */
  list(
    projectId: string,
    filter: { endpointId: string; status?: WebhookDeliveryStatus; eventId?: string },
    page: { pageSize: number; after?: string },
  ): Promise<KeysetPage<WebhookDeliveryRecord>>;
  /** Attempts of the deliveries, oldest first. */
  listAttempts(projectId: string, deliveryIds: string[]): Promise<WebhookAttemptRecord[]>;
  /** The newest outbox event of the project of this type about this record (`record_id`, or `id` of account events). */
  findLatestEvent(projectId: string, eventType: string, recordId: string): Promise<EventRecord | undefined>;
}
