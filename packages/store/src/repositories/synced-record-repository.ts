import { type Kysely, type Selectable, sql } from 'kysely';
import { decodeKeysetCursor, encodeKeysetCursor } from '../data-sync/keyset-cursor.js';
import type { StoredRecordState, SyncedRecord, SyncedRecordKey, SyncedRecordRepository, SyncedRecordWrite } from '../data-sync/records.js';
import type { DataSyncRecordsTable } from '../data-sync/tables.js';
import type { Database } from '../database-schema.js';
import type { StoreDialect } from '../open-database.js';
import { assertPositiveInteger } from '../page-bounds.js';
import { postgresTextArray } from '../postgres-text-array.js';
import type { KeysetPage } from '../records.js';
import { executeCompiled, statementBatches } from './compiled-statements.js';

/** Rows per statement: well under SQLite's and PostgreSQL's bound-parameter limits (8 columns a row). */
const ROWS_PER_STATEMENT = 500;
const IDS_PER_STATEMENT = 1000;
const COLUMNS_PER_ROW = 8;
/** Ids per PostgreSQL lookup: one array parameter, so a run's whole batch (10,000) is one statement. */
const IDS_PER_ARRAY = 10_000;

function chunks<Item>(items: readonly Item[], size: number): Item[][] {
  const result: Item[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * Records are keyed by (partition_id, record_id): `data_sync_partitions` gives what a schedule
 * syncs, (account, action, params_hash), a short integer id (migration 0009), so the records' indexes
 * do not repeat the long key in every entry. Each call looks the partition up again (one indexed
 * row) rather than caching it: a partition goes with its account, and SQLite may hand its id out
 * again.
 */
export class SqlSyncedRecordRepository implements SyncedRecordRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: StoreDialect,
  ) {}

  /** The partition of `key`, if a record was ever written under it. */
  private async partitionOf(key: SyncedRecordKey): Promise<number | undefined> {
    const { rows } = await executeCompiled<{ id: number }>(
      this.db,
      'data_sync_partitions.find',
      [key.projectId, key.accountId, key.actionId, key.paramsHash],
      () =>
        this.db
          .selectFrom('data_sync_partitions')
          .select('id')
          .where('project_id', '=', key.projectId)
          .where('account_id', '=', key.accountId)
          .where('action_id', '=', key.actionId)
          .where('params_hash', '=', key.paramsHash)
          .compile(),
    );
    return rows[0] === undefined ? undefined : Number(rows[0].id);
  }

  private async createPartition(key: SyncedRecordKey): Promise<number> {
    const existing = await this.partitionOf(key);
    if (existing !== undefined) return existing;
    // A concurrent writer (PostgreSQL) may create it first: then it is read back.
    await this.db
      .insertInto('data_sync_partitions')
      .values({ project_id: key.projectId, account_id: key.accountId, action_id: key.actionId, params_hash: key.paramsHash })
      .onConflict((conflict) => conflict.columns(['account_id', 'action_id', 'params_hash']).doNothing())
      .execute();
    const created = await this.partitionOf(key);
    if (created === undefined) throw new Error(`account ${key.accountId} belongs to another project than ${key.projectId}`);
    return created;
  }

  private inPartition(partitionId: number) {
    return this.db.selectFrom('data_sync_partition_records').where('partition_id', '=', partitionId);
  }

  /**
   * PostgreSQL: these records of the partition, one primary-key probe per id whatever the
   * planner's statistics say. With `record_id in (...)` it chose by its estimate of the
   * partition's size: with no statistics yet (a partition filled since the last ANALYZE, the first
   * sync's, or autovacuum off) it scanned every row of the partition and filtered the list, 190 to
   * 320 ms per 1000 ids of a 200,000-record partition against 5 to 10 ms probing. The lateral
   * subquery with `limit 1` (the key is unique) cannot be flattened into a join, so each id is a
   * probe; and one array parameter makes one statement text for any number of ids.
   */
  private async lookUp<Column extends keyof DataSyncRecordsTable>(
    shape: string,
    columns: readonly Column[],
    partitionId: number,
    recordIds: readonly string[],
  ): Promise<Pick<DataSyncRecordsTable, 'record_id' | Column>[]> {
    const found: Pick<DataSyncRecordsTable, 'record_id' | Column>[] = [];
    for (const chunk of chunks(recordIds, IDS_PER_ARRAY)) {
      const ids = postgresTextArray(chunk);
      const { rows } = await executeCompiled<Pick<DataSyncRecordsTable, 'record_id' | Column>>(
        this.db,
        `data_sync_partition_records.${shape}.probes`,
        // In the order the text binds them: the ids come first.
        [ids, partitionId],
        () =>
          sql`select record.* from unnest(${ids}::text[]) as wanted(record_id)
            cross join lateral (
              select ${sql.join(['record_id', ...columns].map((column) => sql.ref(column)))} from data_sync_partition_records
              where partition_id = ${partitionId} and record_id = wanted.record_id
              limit 1
            ) as record`.compile(this.db),
      );
      found.push(...rows);
    }
    return found;
  }

  async states(key: SyncedRecordKey, recordIds: readonly string[]): Promise<Map<string, StoredRecordState>> {
    const states = new Map<string, StoredRecordState>();
    const partitionId = await this.partitionOf(key);
    if (partitionId === undefined) return states;
    if (this.dialect === 'postgres') {
      for (const row of await this.lookUp<'content_hash' | 'deleted'>('states', ['content_hash', 'deleted'], partitionId, recordIds))
        states.set(row.record_id, { contentHash: row.content_hash, deleted: Number(row.deleted) !== 0 });
      return states;
    }
    for (const ids of statementBatches(recordIds, IDS_PER_STATEMENT)) {
      const { rows } = await executeCompiled<Pick<DataSyncRecordsTable, 'record_id' | 'content_hash' | 'deleted'>>(
        this.db,
        `data_sync_partition_records.states\n${ids.length}`,
        [partitionId, ...ids],
        () => this.inPartition(partitionId).select(['record_id', 'content_hash', 'deleted']).where('record_id', 'in', ids).compile(),
      );
      for (const row of rows) states.set(row.record_id, { contentHash: row.content_hash, deleted: Number(row.deleted) !== 0 });
    }
    return states;
  }

  async storedJson(key: SyncedRecordKey, recordIds: readonly string[]): Promise<Map<string, string>> {
    const stored = new Map<string, string>();
    const partitionId = await this.partitionOf(key);
    if (partitionId === undefined) return stored;
    if (this.dialect === 'postgres') {
      for (const row of await this.lookUp<'data'>('storedJson', ['data'], partitionId, recordIds)) stored.set(row.record_id, row.data);
      return stored;
    }
    for (const ids of statementBatches(recordIds, IDS_PER_STATEMENT)) {
      const { rows } = await executeCompiled<Pick<DataSyncRecordsTable, 'record_id' | 'data'>>(
        this.db,
        `data_sync_partition_records.storedJson\n${ids.length}`,
        [partitionId, ...ids],
        () => this.inPartition(partitionId).select(['record_id', 'data']).where('record_id', 'in', ids).compile(),
      );
      for (const row of rows) stored.set(row.record_id, row.data);
    }
    return stored;
  }

  async write(key: SyncedRecordKey, records: readonly SyncedRecordWrite[], runId: string, changedAt: string): Promise<void> {
    if (records.length === 0) return;
    const partitionId = await this.createPartition(key);
    for (const batch of statementBatches(records, ROWS_PER_STATEMENT)) {
      // Bound in the order of the row objects below, which is the order Kysely compiles.
      const parameters: unknown[] = new Array(batch.length * COLUMNS_PER_ROW);
      let position = 0;
      for (const record of batch) {
        parameters[position++] = partitionId;
        parameters[position++] = record.recordId;
        parameters[position++] = record.remoteId;
        parameters[position++] = record.contentHash;
        parameters[position++] = record.json;
        parameters[position++] = 0;
        parameters[position++] = runId;
        parameters[position++] = changedAt;
      }
      await executeCompiled(this.db, `data_sync_partition_records.write\n${batch.length}`, parameters, () =>
        this.db
          .insertInto('data_sync_partition_records')
          .values(
            batch.map((record) => ({
              partition_id: partitionId,
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
            conflict.columns(['partition_id', 'record_id']).doUpdateSet((excluded) => ({
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
    const partitionId = await this.partitionOf(key);
    if (partitionId === undefined) return;
    for (const ids of chunks(recordIds, IDS_PER_STATEMENT)) {
      await this.db
        .updateTable('data_sync_partition_records')
        .set({ last_seen_run_id: runId })
        .where('partition_id', '=', partitionId)
        .where('record_id', 'in', ids)
        .execute();
    }
  }

  async listNotSeen(key: SyncedRecordKey, runId: string, limit: number): Promise<SyncedRecord[]> {
    assertPositiveInteger(limit, 'limit');
    const partitionId = await this.partitionOf(key);
    if (partitionId === undefined) return [];
    const rows = await this.inPartition(partitionId)
      .selectAll()
      .where('deleted', '=', 0)
      .where('last_seen_run_id', '!=', runId)
      .orderBy('record_id')
      .limit(limit)
      .execute();
    return rows.map(toSyncedRecord);
  }

  async listLiveIds(key: SyncedRecordKey, page: { limit: number; after?: string }): Promise<{ recordId: string; remoteId: string | null }[]> {
    assertPositiveInteger(page.limit, 'limit');
    const partitionId = await this.partitionOf(key);
    if (partitionId === undefined) return [];
    if (this.dialect === 'postgres') return this.liveIdsInKeyOrder(partitionId, page.limit, page.after);
    let query = this.inPartition(partitionId).select(['record_id', 'remote_id']).where('deleted', '=', 0);
    if (page.after !== undefined) query = query.where('record_id', '>', page.after);
    const rows = await query.orderBy('record_id').limit(page.limit).execute();
    return rows.map((row) => ({ recordId: row.record_id, remoteId: row.remote_id }));
  }

  /**
   * PostgreSQL: with `deleted = 0` in the statement, a planner without statistics of the partition
   * (see `lookUp`) expected a handful of live rows and sorted the whole rest of the partition for
   * each page (380 ms a page of 1000 at the middle of 200,000 records, so a deletion pass grew with
   * the square of the partition); on the primary key's range alone it walks the index in order
   * (3 to 17 ms). Deleted rows are skipped here instead, reading on until `limit` live ones.
   */
  private async liveIdsInKeyOrder(partitionId: number, limit: number, after: string | undefined): Promise<{ recordId: string; remoteId: string | null }[]> {
    const live: { recordId: string; remoteId: string | null }[] = [];
    let from = after;
    // `limit` rows a statement, not what is still missing: a partition of mostly deleted records
    // would otherwise take ever smaller statements. Rows past the last one returned are read again
    // by the next page, which starts after it.
    for (;;) {
      let query = this.inPartition(partitionId).select(['record_id', 'remote_id', 'deleted']);
      if (from !== undefined) query = query.where('record_id', '>', from);
      const rows = await query.orderBy('record_id').limit(limit).execute();
      for (const row of rows) {
        if (Number(row.deleted) !== 0) continue;
        live.push({ recordId: row.record_id, remoteId: row.remote_id });
        if (live.length === limit) return live;
      }
      if (rows.length < limit) return live;
      from = rows.at(-1)!.record_id;
    }
  }

  async markDeleted(key: SyncedRecordKey, recordIds: readonly string[], runId: string, changedAt: string): Promise<void> {
    const partitionId = await this.partitionOf(key);
    if (partitionId === undefined) return;
    if (this.dialect === 'postgres') {
      // Joined to the ids rather than `record_id in (...)`: a probe per id whatever the statistics say (see `lookUp`).
      for (const chunk of chunks(recordIds, IDS_PER_ARRAY)) {
        const ids = postgresTextArray(chunk);
        await sql`update data_sync_partition_records set deleted = 1, last_seen_run_id = ${runId}, changed_at = ${changedAt}
          from unnest(${ids}::text[]) as gone(record_id)
          where partition_id = ${partitionId} and data_sync_partition_records.record_id = gone.record_id`.execute(this.db);
      }
      return;
    }
    for (const ids of chunks(recordIds, IDS_PER_STATEMENT)) {
      await this.db
        .updateTable('data_sync_partition_records')
        .set({ deleted: 1, last_seen_run_id: runId, changed_at: changedAt })
        .where('partition_id', '=', partitionId)
        .where('record_id', 'in', ids)
        .execute();
    }
  }

  async listChanged(key: SyncedRecordKey, page: { pageSize: number; after?: string }): Promise<KeysetPage<SyncedRecord> & { position: string | null }> {
    assertPositiveInteger(page.pageSize, 'pageSize');
    // Decoded first: a malformed cursor is refused whether or not the partition has records yet.
    const after = page.after === undefined ? undefined : decodeKeysetCursor(page.after);
    const partitionId = await this.partitionOf(key);
    if (partitionId === undefined) return { items: [], next: null, position: page.after ?? null };
    let query = this.inPartition(partitionId).selectAll();
    if (after !== undefined) {
      const { sortValue, id } = after;
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
    const partitionId = await this.partitionOf(key);
    if (partitionId === undefined) return 0;
    const row = await this.inPartition(partitionId)
      .select((select) => select.fn.countAll<string | number>().as('count'))
      .where('deleted', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async hasLiveRecords(key: SyncedRecordKey): Promise<boolean> {
    const partitionId = await this.partitionOf(key);
    if (partitionId === undefined) return false;
    const row = await this.inPartition(partitionId).select('record_id').where('deleted', '=', 0).limit(1).executeTakeFirst();
    return row !== undefined;
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
