import { AuthTokens, type CredentialCipher } from '@openunified/auth';
import { ConflictError, NotFoundError } from '@openunified/errors';
import { serviceRef } from '@openunified/feature-kit';
import { type Store, StoreToken, type WebhookEndpointRecord } from '@openunified/store';
import { inject, injectable } from 'inversify';
import { isEventType, subscribes } from './event-types.js';
import type { OutboundUrlGuard } from './outbound-url-guard.js';
import { generateSigningSecret } from './signature/webhook-signature.js';
import type { WebhookDispatcher } from './webhook-dispatcher.js';
import type {
  CreateEndpointBody,
  ListDeliveriesQuery,
  TriggerEventsBody,
  TriggerResult,
  UpdateEndpointBody,
  WebhookDeliveryWire,
  WebhookEndpointWire,
} from './webhook-schemas.js';
import type { WebhookSettings } from './webhook-settings.js';
import { toDeliveryWire, toEndpointWire } from './webhook-wire.js';

export const WebhookTokens = {
  Endpoints: serviceRef<WebhookEndpoints>('openunified.webhooks.WebhookEndpoints'),
  Settings: serviceRef<WebhookSettings>('openunified.webhooks.Settings'),
  UrlGuard: serviceRef<OutboundUrlGuard>('openunified.webhooks.OutboundUrlGuard'),
  Dispatcher: serviceRef<WebhookDispatcher>('openunified.webhooks.WebhookDispatcher'),
} as const;

const DISABLED_BY_REQUEST = 'disabled by request';

/**
 * The webhook endpoints of a project (docs/concepts/webhooks.md), the same operations for the
 * routes and the admin CLI. Signing secrets are encrypted at rest and answered only when made.
 */
@injectable()
export class WebhookEndpoints {
  constructor(
    @inject(StoreToken) private readonly store: Store,
    @inject(AuthTokens.CredentialCipher) private readonly cipher: CredentialCipher,
    @inject(WebhookTokens.UrlGuard) private readonly guard: OutboundUrlGuard,
    @inject(WebhookTokens.Settings) private readonly settings: WebhookSettings,
  ) {}

  async create(projectId: string, body: CreateEndpointBody): Promise<WebhookEndpointWire & { secret: string }> {
    await this.guard.assertDeliverable(body.url);
    const secret = generateSigningSecret();
    const endpoint = await this.store.webhookEndpoints.create(projectId, {
      url: body.url,
      description: body.description ?? null,
      eventTypes: body.event_types,
      signingSecret: this.cipher.encrypt(secret),
    });
    return { ...toEndpointWire(endpoint), secret };
  }

  async list(projectId: string): Promise<WebhookEndpointWire[]> {
    return (await this.store.webhookEndpoints.list(projectId)).map(toEndpointWire);
  }

  async get(projectId: string, id: string): Promise<WebhookEndpointWire> {
    return toEndpointWire(await this.require(projectId, id));
  }

  async update(projectId: string, id: string, body: UpdateEndpointBody): Promise<WebhookEndpointWire> {
    const current = await this.require(projectId, id);
    if (body.url !== undefined) await this.guard.assertDeliverable(body.url);
    let endpoint = await this.store.webhookEndpoints.update(projectId, id, {
      ...(body.url !== undefined && { url: body.url }),
      ...(body.event_types !== undefined && { eventTypes: body.event_types }),
      ...(body.description !== undefined && { description: body.description }),
    });
    if (body.enabled === true && !current.enabled) {
      const now = new Date();
      endpoint = await this.store.webhookEndpoints.enable(projectId, id, now.toISOString(), this.giveUpAt(now));
    } else if (body.enabled === false && current.enabled) {
      endpoint = await this.store.webhookEndpoints.disable(projectId, id, DISABLED_BY_REQUEST, new Date().toISOString());
    }
    return toEndpointWire(found(endpoint, id));
  }

  async delete(projectId: string, id: string): Promise<WebhookEndpointWire> {
    return toEndpointWire(found(await this.store.webhookEndpoints.delete(projectId, id), id));
  }

  /** A new secret signs from now on; the previous one signs beside it for `previousSecretTtlMs`. */
  async rotateSecret(projectId: string, id: string): Promise<WebhookEndpointWire & { secret: string }> {
    const current = await this.require(projectId, id);
    const secret = generateSigningSecret();
    const endpoint = await this.store.webhookEndpoints.update(projectId, id, {
      signingSecret: this.cipher.encrypt(secret),
      previousSigningSecret: current.signingSecret,
      previousSecretExpiresAt: new Date(Date.now() + this.settings.previousSecretTtlMs).toISOString(),
    });
    return { ...toEndpointWire(found(endpoint, id)), secret };
  }

  async deliveries(projectId: string, id: string, query: ListDeliveriesQuery): Promise<{ data: WebhookDeliveryWire[]; next: string | null }> {
    await this.require(projectId, id);
    const page = await this.store.webhookDeliveries.list(
      projectId,
      { endpointId: id, ...(query.status && { status: query.status }), ...(query.event_id && { eventId: query.event_id }) },
      { pageSize: query.page_size, ...(query.next && { after: query.next }) },
    );
    const attempts = await this.store.webhookDeliveries.listAttempts(
      projectId,
      page.items.map((delivery) => delivery.id),
    );
    return {
      data: page.items.map((delivery) =>
        toDeliveryWire(
          delivery,
          attempts.filter((attempt) => attempt.deliveryId === delivery.id),
        ),
      ),
      next: page.next,
    };
  }

  /** Sends an event again, with its id unchanged: a new delivery, due now, with its own attempts. */
  async replay(projectId: string, id: string, deliveryId: string): Promise<WebhookDeliveryWire> {
    const endpoint = await this.requireEnabled(projectId, id);
    const delivery = await this.store.webhookDeliveries.get(projectId, deliveryId);
    if (!delivery || delivery.endpointId !== id) throw new NotFoundError(`delivery ${deliveryId} of webhook ${id} not found`);
    const now = new Date();
    const replayed = await this.store.webhookDeliveries.enqueue(
      endpoint,
      {
        id: delivery.eventId,
        projectId,
        type: delivery.eventType,
        payload: delivery.eventPayload,
        createdAt: delivery.eventCreatedAt,
        deliveredAt: now.toISOString(),
      },
      now.toISOString(),
      this.giveUpAt(now),
    );
    return toDeliveryWire(replayed, []);
  }

  /** `POST /webhooks/{id}/events`: queues the newest event of each named record, one result per item. */
  async trigger(projectId: string, id: string, items: TriggerEventsBody): Promise<TriggerResult[]> {
    const endpoint = await this.requireEnabled(projectId, id);
    const results: TriggerResult[] = [];
    for (const { event, record_id } of items) {
      const result = (status: number, message: string) => results.push({ event, record_id, status, message });
      if (!isEventType(event)) {
        result(400, 'event must be an event type such as account.updated or hris_employees.created');
        continue;
      }
      if (!subscribes(endpoint.eventTypes, event)) {
        result(422, `webhook ${id} does not subscribe to ${event}`);
        continue;
      }
      const found = await this.store.webhookDeliveries.findLatestEvent(projectId, event, record_id);
      if (!found) {
        result(404, `no ${event} event of record ${record_id}`);
        continue;
      }
      const now = new Date();
      const delivery = await this.store.webhookDeliveries.enqueue(endpoint, found, now.toISOString(), this.giveUpAt(now));
      result(202, `event ${found.id} queued as delivery ${delivery.id}`);
    }
    return results;
  }

  private giveUpAt(now: Date): string {
    return new Date(now.getTime() + this.settings.retry.retryWindowMs).toISOString();
  }

  private async require(projectId: string, id: string): Promise<WebhookEndpointRecord> {
    return found(await this.store.webhookEndpoints.get(projectId, id), id);
  }

  private async requireEnabled(projectId: string, id: string): Promise<WebhookEndpointRecord> {
    const endpoint = await this.require(projectId, id);
    if (!endpoint.enabled)
      throw new ConflictError(`webhook ${id} is disabled (${endpoint.disabledReason ?? 'no reason given'}); enable it first with PATCH /webhooks/${id}`);
    return endpoint;
  }
}

function found(endpoint: WebhookEndpointRecord | undefined, id: string): WebhookEndpointRecord {
  if (!endpoint) throw new NotFoundError(`webhook ${id} not found`);
  return endpoint;
}
