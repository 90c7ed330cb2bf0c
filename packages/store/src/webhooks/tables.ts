/** The webhook tables as stored (conventions of `database-schema.ts`: ISO text dates, JSON text, 0/1 booleans). */
export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}

export interface WebhookEndpointsTable {
  id: string;
  project_id: string;
  url: string;
  description: string | null;
  /** JSON array of event type patterns. */
  event_types: string;
  /** JSON of an encrypted value. */
  signing_secret: string;
  previous_signing_secret: string | null;
  previous_secret_expires_at: string | null;
  enabled: number;
  disabled_reason: string | null;
  disabled_at: string | null;
  failing_since: string | null;
  consecutive_failures: number;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveriesTable {
  id: string;
  project_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  event_created_at: string;
  /** The outbox event's payload, copied: the delivery does not depend on the outbox row. */
  event_payload: string;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  give_up_at: string;
  lease_expires_at: string | null;
  claim_token: string | null;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookAttemptsTable {
  id: string;
  project_id: string;
  delivery_id: string;
  attempt: number;
  started_at: string;
  duration_ms: number;
  status_code: number | null;
  succeeded: number;
  error: string | null;
  response_excerpt: string | null;
}
