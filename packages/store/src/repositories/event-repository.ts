import type { Kysely, Selectable } from 'kysely';
import { currentTimestamp, fromJsonText, toJsonText, toStoredTimestamp } from '../column-codecs.js';
import { pageByCreation } from '../data-sync/keyset-cursor.js';
import type { Database, EventsTable } from '../database-schema.js';
import { createOrderedId } from '../identifiers.js';
import { assertPositiveInteger } from '../page-bounds.js';
import type { EventInput, EventRecord, EventRepository, KeysetPage } from '../records.js';
import { executeCompiled, statementBatches } from './compiled-statements.js';

/** The outbox: events are appended with the change that caused them and relayed later. */
export class SqlEventRepository implements EventRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async append(projectId: string, type: string, payload: Record<string, unknown>, accountId: string | null = null): Promise<EventRecord> {
    const row: Selectable<EventsTable> = {
      id: createOrderedId('evt'),
      project_id: projectId,
      type,
      payload: toJsonText(payload),
      created_at: currentTimestamp(),
      delivered_at: null,
      account_id: accountId,
    };
    await this.db.insertInto('events').values(row).execute();
    return toEventRecord(row);
  }

  async appendMany(projectId: string, events: readonly EventInput[]): Promise<void> {
    const createdAt = currentTimestamp();
    // A data sync appends an event per changed record, and most projects have no webhook
    // endpoint: then the events are stored already relayed, instead of the relay reading and
    // rewriting each one to fan it out to nobody (docs/concepts/webhooks.md). An endpoint gets
    // the events appended once it exists.
    const { rows: endpoints } = await executeCompiled<{ id: string }>(this.db, 'webhook_endpoints.anyEnabled', [projectId, 1, 1], () =>
      this.db.selectFrom('webhook_endpoints').select('id').where('project_id', '=', projectId).where('enabled', '=', 1).limit(1).compile(),
    );
    const deliveredAt = endpoints.length === 0 ? createdAt : null;
    // 7 columns a row: 500 rows stay under SQLite's and PostgreSQL's bound-parameter limits.
    for (const batch of statementBatches(events, 500)) {
      const rows = batch.map((event) => ({
        id: createOrderedId('evt'),
        project_id: projectId,
        type: event.type,
        payload: toJsonText(event.payload),
        created_at: createdAt,
        delivered_at: deliveredAt,
        account_id: event.accountId ?? null,
      }));
      const parameters: unknown[] = [];
      for (const row of rows) parameters.push(row.id, row.project_id, row.type, row.payload, row.created_at, row.delivered_at, row.account_id);
      // The statement text is compiled once per row count.
      await executeCompiled(this.db, `events.appendMany\n${rows.length}`, parameters, () => this.db.insertInto('events').values(rows).compile());
    }
  }

  /** Undelivered events of every project, oldest first. */
  async listPending(limit: number): Promise<EventRecord[]> {
    assertPositiveInteger(limit, 'limit');
    const rows = await this.db.selectFrom('events').selectAll().where('delivered_at', 'is', null).orderBy('created_at').orderBy('id').limit(limit).execute();
    return rows.map(toEventRecord);
  }

  async list(projectId: string, filter: { type?: string } = {}): Promise<EventRecord[]> {
    let query = this.db.selectFrom('events').selectAll().where('project_id', '=', projectId);
    if (filter.type !== undefined) query = query.where('type', '=', filter.type);
    const rows = await query.orderBy('created_at').orderBy('id').execute();
    return rows.map(toEventRecord);
  }

  listByAccount(projectId: string, accountId: string, page: { pageSize: number; after?: string }): Promise<KeysetPage<EventRecord>> {
    return pageByCreation(
      this.db.selectFrom('events').selectAll().where('project_id', '=', projectId).where('account_id', '=', accountId),
      page,
      'desc',
      toEventRecord,
    );
  }

  async markDelivered(id: string, at: string): Promise<void> {
    await this.db
      .updateTable('events')
      .set({ delivered_at: toStoredTimestamp(at, 'deliveredAt') })
      .where('id', '=', id)
      .execute();
  }
}

export function toEventRecord(row: Selectable<EventsTable>): EventRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    type: row.type,
    payload: fromJsonText<Record<string, unknown>>(row.payload),
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
    accountId: row.account_id,
  };
}
