import type { Kysely, Selectable } from 'kysely';
import { currentTimestamp, fromJsonText, fromNullableJsonText, toJsonText, toNullableJsonText } from '../column-codecs.js';
import type { Database } from '../database-schema.js';
import { createId } from '../identifiers.js';
import type { EncryptedValue } from '../records.js';
import type { NewWebhookEndpoint, WebhookEndpointPatch, WebhookEndpointRecord, WebhookEndpointRepository } from '../webhooks/records.js';
import type { WebhookEndpointsTable } from '../webhooks/tables.js';

export class SqlWebhookEndpointRepository implements WebhookEndpointRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(projectId: string, input: NewWebhookEndpoint): Promise<WebhookEndpointRecord> {
    const now = currentTimestamp();
    const row: Selectable<WebhookEndpointsTable> = {
      id: createId('whk'),
      project_id: projectId,
      url: input.url,
      description: input.description,
      event_types: toJsonText(input.eventTypes),
      signing_secret: toJsonText(input.signingSecret),
      previous_signing_secret: null,
      previous_secret_expires_at: null,
      enabled: 1,
      disabled_reason: null,
      disabled_at: null,
      failing_since: null,
      consecutive_failures: 0,
      created_at: now,
      updated_at: now,
    };
    await this.db.insertInto('webhook_endpoints').values(row).execute();
    return toWebhookEndpointRecord(row);
  }

  async get(projectId: string, id: string): Promise<WebhookEndpointRecord | undefined> {
    const row = await this.db.selectFrom('webhook_endpoints').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return row && toWebhookEndpointRecord(row);
  }

  async list(projectId: string): Promise<WebhookEndpointRecord[]> {
    const rows = await this.db.selectFrom('webhook_endpoints').selectAll().where('project_id', '=', projectId).orderBy('created_at').orderBy('id').execute();
    return rows.map(toWebhookEndpointRecord);
  }

  async update(projectId: string, id: string, patch: WebhookEndpointPatch): Promise<WebhookEndpointRecord | undefined> {
    return this.set(projectId, id, {
      ...(patch.url !== undefined && { url: patch.url }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.eventTypes !== undefined && { event_types: toJsonText(patch.eventTypes) }),
      ...(patch.signingSecret !== undefined && { signing_secret: toJsonText(patch.signingSecret) }),
      ...(patch.previousSigningSecret !== undefined && { previous_signing_secret: toNullableJsonText(patch.previousSigningSecret) }),
      ...(patch.previousSecretExpiresAt !== undefined && { previous_secret_expires_at: patch.previousSecretExpiresAt }),
    });
  }

  async enable(projectId: string, id: string, now: string, giveUpAt: string): Promise<WebhookEndpointRecord | undefined> {
    return this.db.transaction().execute(async (transaction) => {
      const row = await transaction
        .updateTable('webhook_endpoints')
        .set({ enabled: 1, disabled_reason: null, disabled_at: null, failing_since: null, consecutive_failures: 0, updated_at: now })
        .where('project_id', '=', projectId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      await transaction
        .updateTable('webhook_deliveries')
        .set({ next_attempt_at: now, give_up_at: giveUpAt, updated_at: now })
        .where('endpoint_id', '=', id)
        .where('status', '=', 'pending')
        .execute();
      return toWebhookEndpointRecord(row);
    });
  }

  async disable(projectId: string, id: string, reason: string, now: string): Promise<WebhookEndpointRecord | undefined> {
    return this.set(projectId, id, { enabled: 0, disabled_reason: reason, disabled_at: now });
  }

  async delete(projectId: string, id: string): Promise<WebhookEndpointRecord | undefined> {
    const row = await this.db.deleteFrom('webhook_endpoints').where('project_id', '=', projectId).where('id', '=', id).returningAll().executeTakeFirst();
    return row && toWebhookEndpointRecord(row);
  }

  private async set(projectId: string, id: string, changes: Partial<WebhookEndpointsTable>): Promise<WebhookEndpointRecord | undefined> {
    const row = await this.db
      .updateTable('webhook_endpoints')
      .set({ ...changes, updated_at: currentTimestamp() })
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toWebhookEndpointRecord(row);
  }
}

export function toWebhookEndpointRecord(row: Selectable<WebhookEndpointsTable>): WebhookEndpointRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    url: row.url,
    description: row.description,
    eventTypes: fromJsonText<string[]>(row.event_types),
    signingSecret: fromJsonText<EncryptedValue>(row.signing_secret),
    previousSigningSecret: fromNullableJsonText<EncryptedValue>(row.previous_signing_secret),
    previousSecretExpiresAt: row.previous_secret_expires_at,
    enabled: row.enabled === 1,
    disabledReason: row.disabled_reason,
    disabledAt: row.disabled_at,
    failingSince: row.failing_since,
    consecutiveFailures: row.consecutive_failures,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
