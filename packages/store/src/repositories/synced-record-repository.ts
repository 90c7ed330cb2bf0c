import type { Kysely, Selectable } from 'kysely';
import { decodeKeysetCursor, encodeKeysetCursor } from '../data-sync/keyset-cursor.js';
import type { StoredRecordState, SyncedRecord, SyncedRecordKey, SyncedRecordRepository, SyncedRecordWrite } from '../data-sync/records.js';
import type { DataSyncRecordsTable } from '../data-sync/tables.js';
import type { Database } from '../database-schema.js';
import { assertPositiveInteger } from '../page-bounds.js';
import type { KeysetPage } from '../records.js';
import { executeCompiled, statementBatches } from './compiled-statements.js';

/** Rows per statement: well under SQLite's and PostgreSQL's bound-parameter limits (11 columns a row). */
const ROWS_PER_STATEMENT = 500;
const IDS_PER_STATEMENT = 1000;
const COLUMNS_PER_ROW = 11;

function chunks<Item>(items: readonly Item[], size: number): Item[][] {
  const result: Item[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

export class SqlSyncedRecordRepository implements SyncedRecordRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private scoped(key: SyncedRecordKey) {
    return this.db
      .selectFrom('data_sync_records')
      .where('project_id', '=', key.projectId)
      .where('account_id', '=', key.accountId)
      .where('action_id', '=', key.actionId)
      .where('params_hash', '=', key.paramsHash);
  }

  async states(key: SyncedRecordKey, recordIds: readonly string[]): Promise<Map<string, StoredRecordState>> {
    const states = new Map<string, StoredRecordState>();
    for (const ids of statementBatches(recordIds, IDS_PER_STATEMENT)) {
      const { rows } = await executeCompiled<Pick<DataSyncRecordsTable, 'record_id' | 'content_hash' | 'deleted'>>(
        this.db,
        `data_sync_records.states\n${ids.length}`,
        [key.projectId, key.accountId, key.actionId, key.paramsHash, ...ids],
        () => this.scoped(key).select(['record_id', 'content_hash', 'deleted']).where('record_id', 'in', ids).compile(),
      );
      for (const row of rows) states.set(row.record_id, { contentHash: row.content_hash, deleted: Number(row.deleted) !== 0 });
    }
    return states;
  }

  async storedJson(key: SyncedRecordKey, recordIds: readonly string[]): Promise<Map<string, string>> {
    const stored = new Map<string, string>();
    for (const ids of statementBatches(recordIds, IDS_PER_STATEMENT)) {
      const { rows } = await executeCompiled<Pick<DataSyncRecordsTable, 'record_id' | 'data'>>(
        this.db,
        `data_sync_records.storedJson\n${ids.length}`,
        [key.projectId, key.accountId, key.actionId, key.paramsHash, ...ids],
        () => this.scoped(key).select(['record_id', 'data']).where('record_id', 'in', ids).compile(),
      );
      for (const row of rows) stored.set(row.record_id, row.data);
    }
    return stored;
  }

  async write(key: SyncedRecordKey, records: readonly SyncedRecordWrite[], runId: string, changedAt: string): Promise<void> {
    for (const batch of statementBatches(records, ROWS_PER_STATEMENT)) {
      // Bound in the order of the row objects below, which is the order Kysely compiles.
      const parameters: unknown[] = new Array(batch.length * COLUMNS_PER_ROW);
      let position = 0;
      for (const record of batch) {
        parameters[position++] = key.projectId;
        parameters[position++] = key.accountId;
        parameters[position++] = key.actionId;
        parameters[position++] = key.paramsHash;
        parameters[position++] = record.recordId;
        parameters[position++] = record.remoteId;
        parameters[position++] = record.contentHash;
        parameters[position++] = record.json;
        parameters[position++] = 0;
        parameters[position++] = runId;
        parameters[position++] = changedAt;
      }
      await executeCompiled(this.db, `data_sync_records.write\n${batch.length}`, parameters, () =>
        this.db
          .insertInto('data_sync_records')
          .values(
            batch.map((record) => ({
              project_id: key.projectId,
              account_id: key.accountId,
              action_id: key.actionId,
              params_hash: key.paramsHash,
              record_id: record.recordId,
              remote_id: record.remoteId,
              content_hash: record.contentHash,
              data: record.json,
              deleted: 0,
              last_seen_run_id: runId,
              changed_at: changedAt,
            })),
          )
          // Every updated column from `excluded`: the statement binds the rows' values only, so its text depends on the row count alone.
          .onConflict((conflict) =>
            conflict.columns(['account_id', 'action_id', 'params_hash', 'record_id']).doUpdateSet((excluded) => ({
              remote_id: excluded.ref('excluded.remote_id'),
              content_hash: excluded.ref('excluded.content_hash'),
              data: excluded.ref('excluded.data'),
              deleted: excluded.ref('excluded.deleted'),
              last_seen_run_id: excluded.ref('excluded.last_seen_run_id'),
              changed_at: excluded.ref('excluded.changed_at'),
            })),
          )
          .compile(),
      );
    }
  }

  async markSeen(key: SyncedRecordKey, recordIds: readonly string[], runId: string): Promise<void> {
    for (const ids of chunks(recordIds, IDS_PER_STATEMENT)) {
      await this.db
        .updateTable('data_sync_records')
        .set({ last_seen_run_id: runId })
        .where('project_id', '=', key.projectId)
        .where('account_id', '=', key.accountId)
        .where('action_id', '=', key.actionId)
        .where('params_hash', '=', key.paramsHash)
        .where('record_id', 'in', ids)
        .execute();
    }
  }

  async listNotSeen(key: SyncedRecordKey, runId: string, limit: number): Promise<SyncedRecord[]> {
    assertPositiveInteger(limit, 'limit');
    const rows = await this.scoped(key).selectAll().where('deleted', '=', 0).where('last_seen_run_id', '!=', runId).orderBy('record_id').limit(limit).execute();
    return rows.map(toSyncedRecord);
  }

  async listLiveIds(key: SyncedRecordKey, page: { limit: number; after?: string }): Promise<{ recordId: string; remoteId: string | null }[]> {
    assertPositiveInteger(page.limit, 'limit');
    let query = this.scoped(key).select(['record_id', 'remote_id']).where('deleted', '=', 0);
    if (page.after !== undefined) query = query.where('record_id', '>', page.after);
    const rows = await query.orderBy('record_id').limit(page.limit).execute();
    return rows.map((row) => ({ recordId: row.record_id, remoteId: row.remote_id }));
  }

  async markDeleted(key: SyncedRecordKey, recordIds: readonly string[], runId: string, changedAt: string): Promise<void> {
    for (const ids of chunks(recordIds, IDS_PER_STATEMENT)) {
      await this.db
        .updateTable('data_sync_records')
        .set({ deleted: 1, last_seen_run_id: runId, changed_at: changedAt })
        .where('project_id', '=', key.projectId)
        .where('account_id', '=', key.accountId)
        .where('action_id', '=', key.actionId)
        .where('params_hash', '=', key.paramsHash)
        .where('record_id', 'in', ids)
        .execute();
    }
  }

  async listChanged(key: SyncedRecordKey, page: { pageSize: number; after?: string }): Promise<KeysetPage<SyncedRecord> & { position: string | null }> {
    assertPositiveInteger(page.pageSize, 'pageSize');
    let query = this.scoped(key).selectAll();
    if (page.after !== undefined) {
      const { sortValue, id } = decodeKeysetCursor(page.after);
      query = query.where((where) =>
        where.or([where('changed_at', '>', sortValue), where.and([where('changed_at', '=', sortValue), where('record_id', '>', id)])]),
      );
    }
    const rows = await query
      .orderBy('changed_at')
      .orderBy('record_id')
      .limit(page.pageSize + 1)
      .execute();
    const items = rows.slice(0, page.pageSize).map(toSyncedRecord);
    const last = items.at(-1);
    const position = last ? encodeKeysetCursor(last.changedAt, last.recordId) : (page.after ?? null);
    return { items, next: rows.length > page.pageSize ? position : null, position };
  }

  async count(key: SyncedRecordKey): Promise<number> {
    const row = await this.scoped(key).select((select) => select.fn.countAll<string | number>().as('count')).where('deleted', '=', 0).executeTakeFirstOrThrow();
    return Number(row.count);
  }
}

function toSyncedRecord(row: Selectable<DataSyncRecordsTable>): SyncedRecord {
  return {
    recordId: row.record_id,
    remoteId: row.remote_id,
    contentHash: row.content_hash,
    data: JSON.parse(row.data) as unknown,
    deleted: Number(row.deleted) !== 0,
    lastSeenRunId: row.last_seen_run_id,
    changedAt: row.changed_at,
  };
}
