import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { fromJsonText, toJsonText } from '../column-codecs.js';
import type { Database, EventsTable } from '../database-schema.js';
import { createId } from '../identifiers.js';
import type { StoreDialect } from '../open-database.js';
import { assertPositiveInteger } from '../page-bounds.js';
import type { EventRecord, KeysetPage } from '../records.js';
import { decodeRequestLogCursor, encodeRequestLogCursor } from '../request-log-cursor.js';
import type {
  ClaimedWebhookDelivery,
  EndpointDisablePolicy,
  RecordedAttempt,
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookDeliveryRepository,
  WebhookDeliveryStatus,
  WebhookEndpointRecord,
} from '../webhooks/records.js';
import type { WebhookAttemptsTable, WebhookDeliveriesTable } from '../webhooks/tables.js';
import { executeCompiled, statementBatches } from './compiled-statements.js';
import { toEventRecord } from './event-repository.js';
import { toWebhookEndpointRecord } from './webhook-endpoint-repository.js';

// Well under SQLite's limit of bound parameters per statement, at 16 columns a row.
const INSERT_BATCH_ROWS = 500;
const IDS_PER_STATEMENT = 500;

export class SqlWebhookDeliveryRepository implements WebhookDeliveryRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: StoreDialect,
  ) {}

  async relayOutbox({ limit, now, giveUpAt, subscribes }: Parameters<WebhookDeliveryRepository['relayOutbox']>[0]): Promise<number> {
    assertPositiveInteger(limit, 'limit');
    return this.db.transaction().execute(async (transaction) => {
      // Without the payloads: a data sync appends an event per changed record, and most projects
      // have no endpoint, so most events are only marked relayed (docs/concepts/webhooks.md).
      const { rows: events } = await executeCompiled<Pick<EventsTable, 'id' | 'project_id' | 'type'>>(transaction, 'events.relayPending', [limit], () =>
        transaction
          .selectFrom('events')
          .select(['id', 'project_id', 'type'])
          .where('delivered_at', 'is', null)
          .orderBy('created_at')
          .orderBy('id')
          .limit(limit)
          // Two relays never take the same events: each skips the rows the other holds.
          .$if(this.dialect === 'postgres', (query) => query.forUpdate().skipLocked())
          .compile(),
      );
      if (events.length === 0) return 0;

      const projectIds = [...new Set(events.map((event) => event.project_id))];
      const endpoints = (
        await transaction.selectFrom('webhook_endpoints').selectAll().where('project_id', 'in', projectIds).where('enabled', '=', 1).execute()
      ).map(toWebhookEndpointRecord);
      const subscribed =
        endpoints.length === 0
          ? []
          : events.filter((event) => endpoints.some((endpoint) => endpoint.projectId === event.project_id && subscribes(endpoint.eventTypes, event.type)));
      if (subscribed.length > 0) {
        const stored = new Map<string, Selectable<EventsTable>>();
        for (const ids of statementBatches(
          subscribed.map((event) => event.id),
          IDS_PER_STATEMENT,
        )) {
          for (const row of await transaction.selectFrom('events').selectAll().where('id', 'in', ids).execute()) stored.set(row.id, row);
        }
        const deliveries = subscribed.flatMap((event) =>
          endpoints
            .filter((endpoint) => endpoint.projectId === event.project_id && subscribes(endpoint.eventTypes, event.type))
            .map((endpoint) => deliveryRow(endpoint, stored.get(event.id)!, now, giveUpAt)),
        );
        for (let start = 0; start < deliveries.length; start += INSERT_BATCH_ROWS) {
          await transaction
            .insertInto('webhook_deliveries')
            .values(deliveries.slice(start, start + INSERT_BATCH_ROWS))
            .execute();
        }
      }
      for (const ids of statementBatches(
        events.map((event) => event.id),
        IDS_PER_STATEMENT,
      )) {
        await executeCompiled(transaction, `events.markRelayed\n${ids.length}`, [now, ...ids], () =>
          transaction.updateTable('events').set({ delivered_at: now }).where('id', 'in', ids).compile(),
        );
      }
      return events.length;
    });
  }

  async enqueue(endpoint: WebhookEndpointRecord, event: Omit<EventRecord, 'accountId'>, now: string, giveUpAt: string): Promise<WebhookDeliveryRecord> {
    const row = deliveryRow(
      endpoint,
      {
        id: event.id,
        project_id: event.projectId,
        type: event.type,
        payload: toJsonText(event.payload),
        created_at: event.createdAt,
        delivered_at: event.deliveredAt,
      },
      now,
      giveUpAt,
    );
    await this.db.insertInto('webhook_deliveries').values(row).execute();
    return toDeliveryRecord(row);
  }

  async claimDue({ now, limit, leaseExpiresAt }: { now: string; limit: number; leaseExpiresAt: string }): Promise<ClaimedWebhookDelivery[]> {
    assertPositiveInteger(limit, 'limit');
    const claimToken = randomUUID();
    const lock = this.dialect === 'postgres' ? sql`for update of delivery skip locked` : sql``;
    const { rows } = await sql<Selectable<WebhookDeliveriesTable>>`
      update webhook_deliveries set claim_token = ${claimToken}, lease_expires_at = ${leaseExpiresAt}
      where id in (
        select delivery.id from webhook_deliveries delivery
        join webhook_endpoints endpoint on endpoint.id = delivery.endpoint_id
        where delivery.status = 'pending' and delivery.next_attempt_at <= ${now}
          and (delivery.lease_expires_at is null or delivery.lease_expires_at <= ${now})
          and endpoint.enabled = 1
        order by delivery.next_attempt_at
        limit ${limit}
        ${lock}
      )
      returning *`.execute(this.db);
    return rows.map((row) => ({ ...toDeliveryRecord(row), claimToken }));
  }

  async recordAttempt({ delivery, attempt, retryAt, now, disablePolicy }: Parameters<WebhookDeliveryRepository['recordAttempt']>[0]): Promise<RecordedAttempt> {
    return this.db.transaction().execute(async (transaction) => {
      const attemptRow: Selectable<WebhookAttemptsTable> = {
        id: createId('wha'),
        project_id: delivery.projectId,
        delivery_id: delivery.id,
        attempt: delivery.attempts + 1,
        started_at: attempt.startedAt,
        duration_ms: Math.round(attempt.durationMs),
        status_code: attempt.statusCode,
        succeeded: attempt.succeeded ? 1 : 0,
        error: attempt.error,
        response_excerpt: attempt.responseExcerpt,
      };
      // The attempt happened whoever holds the delivery now: the log keeps it either way.
      await transaction.insertInto('webhook_attempts').values(attemptRow).execute();
      const outcome: Partial<WebhookDeliveriesTable> = attempt.succeeded
        ? { status: 'succeeded', delivered_at: now, next_attempt_at: null }
        : retryAt === null
          ? { status: 'failed', next_attempt_at: null }
          : { next_attempt_at: retryAt };
      const updated = await transaction
        .updateTable('webhook_deliveries')
        .set({ ...outcome, attempts: sql`attempts + 1`, claim_token: null, lease_expires_at: null, updated_at: now })
        .where('id', '=', delivery.id)
        .where('claim_token', '=', delivery.claimToken)
        .returningAll()
        .executeTakeFirst();
      if (!updated) return { recorded: false, endpointDisabled: false };
      const endpointDisabled = await recordEndpointOutcome(transaction, delivery.endpointId, attempt.succeeded, now, disablePolicy);
      return { recorded: true, delivery: toDeliveryRecord(updated), endpointDisabled };
    });
  }

  async get(projectId: string, id: string): Promise<WebhookDeliveryRecord | undefined> {
    const row = await this.db.selectFrom('webhook_deliveries').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return row && toDeliveryRecord(row);
  }

  async list(
    projectId: string,
    filter: { endpointId: string; status?: WebhookDeliveryStatus; eventId?: string },
    page: { pageSize: number; after?: string },
  ): Promise<KeysetPage<WebhookDeliveryRecord>> {
    assertPositiveInteger(page.pageSize, 'pageSize');
    let query = this.db.selectFrom('webhook_deliveries').selectAll().where('project_id', '=', projectId).where('endpoint_id', '=', filter.endpointId);
    if (filter.status !== undefined) query = query.where('status', '=', filter.status);
    if (filter.eventId !== undefined) query = query.where('event_id', '=', filter.eventId);
    if (page.after !== undefined) {
      const { startedAt: createdAt, id } = decodeRequestLogCursor(page.after);
      query = query.where((expression) =>
        expression.or([expression('created_at', '<', createdAt), expression.and([expression('created_at', '=', createdAt), expression('id', '<', id)])]),
      );
    }
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize + 1)
      .execute();
    const items = rows.slice(0, page.pageSize).map(toDeliveryRecord);
    const last = items.at(-1);
    return { items, next: rows.length > page.pageSize && last ? encodeRequestLogCursor({ startedAt: last.createdAt, id: last.id }) : null };
  }

  async listAttempts(projectId: string, deliveryIds: string[]): Promise<WebhookAttemptRecord[]> {
    if (deliveryIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('delivery_id', 'in', deliveryIds)
      .orderBy('started_at')
      .orderBy('attempt')
      .execute();
    return rows.map(toAttemptRecord);
  }

  async findLatestEvent(projectId: string, eventType: string, recordId: string): Promise<EventRecord | undefined> {
    const recordIdOf =
      this.dialect === 'postgres'
        ? sql<string>`coalesce(payload::jsonb ->> 'record_id', payload::jsonb ->> 'id')`
        : sql<string>`coalesce(json_extract(payload, '$.record_id'), json_extract(payload, '$.id'))`;
    const row = await this.db
      .selectFrom('events')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('type', '=', eventType)
      .where(recordIdOf, '=', recordId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row && toEventRecord(row);
  }
}

/** Moves the endpoint's failure run and switches it off when the run is long enough; true when it did. */
async function recordEndpointOutcome(
  transaction: Transaction<Database>,
  endpointId: string,
  succeeded: boolean,
  now: string,
  policy: EndpointDisablePolicy,
): Promise<boolean> {
  if (succeeded) {
    // Only an endpoint that was failing is written: successes do not contend for its row.
    await transaction
      .updateTable('webhook_endpoints')
      .set({ failing_since: null, consecutive_failures: 0 })
      .where('id', '=', endpointId)
      .where('consecutive_failures', '>', 0)
      .execute();
    return false;
  }
  const endpoint = await transaction
    .updateTable('webhook_endpoints')
    .set({ consecutive_failures: sql`consecutive_failures + 1`, failing_since: sql`coalesce(failing_since, ${now})` })
    .where('id', '=', endpointId)
    .returning(['enabled', 'consecutive_failures', 'failing_since'])
    .executeTakeFirst();
  if (endpoint?.enabled !== 1 || endpoint.failing_since === null) return false;
  const failingForMs = Date.parse(now) - Date.parse(endpoint.failing_since);
  if (endpoint.consecutive_failures < policy.consecutiveFailures || failingForMs < policy.failingForMs) return false;
  await transaction
    .updateTable('webhook_endpoints')
    .set({ enabled: 0, disabled_reason: policy.reason, disabled_at: now, updated_at: now })
    .where('id', '=', endpointId)
    .execute();
  return true;
}

function deliveryRow(
  endpoint: WebhookEndpointRecord,
  // A delivery copies what it sends; the event's account is not part of it.
  event: Omit<Selectable<EventsTable>, 'account_id'>,
  now: string,
  giveUpAt: string,
): Selectable<WebhookDeliveriesTable> {
  return {
    id: createId('whd'),
    project_id: endpoint.projectId,
    endpoint_id: endpoint.id,
    event_id: event.id,
    event_type: event.type,
    event_created_at: event.created_at,
    event_payload: event.payload,
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    give_up_at: giveUpAt,
    lease_expires_at: null,
    claim_token: null,
    delivered_at: null,
    created_at: now,
    updated_at: now,
  };
}

function toDeliveryRecord(row: Selectable<WebhookDeliveriesTable>): WebhookDeliveryRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    eventType: row.event_type,
    eventCreatedAt: row.event_created_at,
    eventPayload: fromJsonText<Record<string, unknown>>(row.event_payload),
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    giveUpAt: row.give_up_at,
    deliveredAt: row.delivered_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toAttemptRecord(row: Selectable<WebhookAttemptsTable>): WebhookAttemptRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    deliveryId: row.delivery_id,
    attempt: row.attempt,
    startedAt: row.started_at,
    durationMs: row.duration_ms,
    statusCode: row.status_code,
    succeeded: row.succeeded === 1,
    error: row.error,
    responseExcerpt: row.response_excerpt,
  };
}
