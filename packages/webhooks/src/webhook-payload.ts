import type { AccountRecord, WebhookDeliveryRecord } from '@openunified/store';

/** The body every webhook carries (docs/concepts/webhooks.md#payload). */
export interface WebhookPayload {
  /** The outbox event id: the same on every attempt and replay, so receivers can drop duplicates. */
  id: string;
  event: string;
  event_date: string;
  record_type: string;
  record_id: string | null;
  record_remote_id: string | null;
  sent_at: string;
  account_id: string | null;
  provider: string | null;
  origin_owner_id: string | null;
  origin_owner_name: string | null;
  origin_username: string | null;
  project_id: string;
  event_data: Record<string, unknown>;
}

type AccountFields = Pick<WebhookPayload, 'provider' | 'origin_owner_id' | 'origin_owner_name' | 'origin_username'>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);

/** The account id an event is about, when it names one: account events are the account itself. */
export function accountIdOf(eventType: string, payload: Record<string, unknown>): string | null {
  return eventType.startsWith('account.') ? text(payload.id) : text(payload.account_id);
}

/**
 * Builds the body of one attempt. Account events carry the account's wire shape (never its
 * credentials); other events (records, sync runs) carry their outbox payload and name the account,
 * whose owner fields come from `account` when it still exists.
 */
export function webhookPayload(delivery: WebhookDeliveryRecord, account: AccountRecord | undefined, sentAt: Date): WebhookPayload {
  const payload = delivery.eventPayload;
  const isAccountEvent = delivery.eventType.startsWith('account.');
  const owner: AccountFields = isAccountEvent
    ? {
        provider: text(payload.provider),
        origin_owner_id: text(payload.origin_owner_id),
        origin_owner_name: text(payload.origin_owner_name),
        origin_username: text(payload.origin_username),
      }
    : {
        provider: account?.provider ?? text(payload.provider),
        origin_owner_id: account?.originOwnerId ?? null,
        origin_owner_name: account?.originOwnerName ?? null,
        origin_username: account?.originUsername ?? null,
      };
  return {
    id: delivery.eventId,
    event: delivery.eventType,
    event_date: delivery.eventCreatedAt,
    record_type: delivery.eventType.slice(0, delivery.eventType.lastIndexOf('.')),
    record_id: isAccountEvent ? text(payload.id) : text(payload.record_id),
    record_remote_id: isAccountEvent ? null : text(payload.remote_id ?? payload.record_remote_id),
    sent_at: sentAt.toISOString(),
    account_id: accountIdOf(delivery.eventType, payload),
    ...owner,
    project_id: delivery.projectId,
    event_data: payload,
  };
}
