import type { WebhookAttemptRecord, WebhookDeliveryRecord, WebhookEndpointRecord } from '@openunified/store';
import type { WebhookAttemptWire, WebhookDeliveryWire, WebhookEndpointWire } from './webhook-schemas.js';

/** The endpoint as the API shows it: never a secret (only create and rotation answer one). */
export function toEndpointWire(endpoint: WebhookEndpointRecord): WebhookEndpointWire {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    event_types: endpoint.eventTypes,
    enabled: endpoint.enabled,
    disabled_reason: endpoint.disabledReason,
    disabled_at: endpoint.disabledAt,
    previous_secret_expires_at: endpoint.previousSecretExpiresAt,
    created_at: endpoint.createdAt,
    updated_at: endpoint.updatedAt,
  };
}

export function toDeliveryWire(delivery: WebhookDeliveryRecord, attempts: WebhookAttemptRecord[]): WebhookDeliveryWire {
  return {
    id: delivery.id,
    webhook_id: delivery.endpointId,
    event_id: delivery.eventId,
    event: delivery.eventType,
    event_date: delivery.eventCreatedAt,
    status: delivery.status,
    attempts: delivery.attempts,
    next_attempt_at: delivery.nextAttemptAt,
    give_up_at: delivery.giveUpAt,
    delivered_at: delivery.deliveredAt,
    created_at: delivery.createdAt,
    attempt_log: attempts.map(toAttemptWire),
  };
}

function toAttemptWire(attempt: WebhookAttemptRecord): WebhookAttemptWire {
  return {
    attempt: attempt.attempt,
    started_at: attempt.startedAt,
    duration_ms: attempt.durationMs,
    status_code: attempt.statusCode,
    succeeded: attempt.succeeded,
    error: attempt.error,
    response_excerpt: attempt.responseExcerpt,
  };
}
