import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import { currentTimestamp } from '../column-codecs.js';
import { pageByCreation } from '../data-sync/keyset-cursor.js';
import type {
  DataSyncRunCounts,
  DataSyncRunMode,
  DataSyncRunRecord,
  DataSyncRunRepository,
  DataSyncRunStatus,
  LeasedDataSyncRun,
  NewLeasedDataSyncRun,
} from '../data-sync/records.js';
import { type DataSyncRunsTable, dataSyncRunColumns } from '../data-sync/tables.js';
import type { Database } from '../database-schema.js';
import { createId, createOrderedId } from '../identifiers.js';
import type { StoreDialect } from '../open-database.js';
import { assertPositiveInteger } from '../page-bounds.js';
import { postgresTextArray } from '../postgres-text-array.js';
import type { KeysetPage } from '../records.js';
import { executeCompiled, paddedInLists, statementBatches } from './compiled-statements.js';

/** Rows per insert (18 columns a row) and ids per statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_STATEMENT = 500;
const IDS_PER_STATEMENT = 1000;

function chunks<Item>(items: readonly Item[], size: number): Item[][] {
  const result: Item[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** The columns of a new leased run the insert takes from its rows, in the order the statement selects them. */
const LEASED_RUN_COLUMNS = [
  'id',
  'project_id',
  'schedule_id',
  'mode',
  'due_at',
  'started_at',
  'request_id',
  'lease_token',
  'lease_expires_at',
] as const satisfies readonly (keyof DataSyncRunsTable)[];
/** Unique per run: never worth comparing. */
const ALWAYS_VARYING = new Set<string>(['id', 'request_id']);

export class SqlDataSyncRunRepository implements DataSyncRunRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: StoreDialect = 'sqlite',
  ) {}

  async create(input: Parameters<DataSyncRunRepository['create']>[0]): Promise<DataSyncRunRecord> {
    const now = currentTimestamp();
    const row: Selectable<DataSyncRunsTable> = {
      id: createId('dsr'),
      project_id: input.projectId,
      schedule_id: input.scheduleId,
      status: input.status,
      mode: null,
      due_at: new Date(input.dueAt).toISOString(),
      started_at: null,
      finished_at: input.status === 'skipped' ? now : null,
      records_read: 0,
      records_created: 0,
      records_updated: 0,
      records_unchanged: 0,
      records_deleted: 0,
      error: input.error ?? null,
      request_id: input.requestId,
      lease_token: null,
      lease_expires_at: null,
      resume_cursor: null,
      created_at: now,
    };
    await this.db.insertInto('data_sync_runs').values(row).execute();
    return toRunRecord(row);
  }

  async createLeased(inputs: readonly NewLeasedDataSyncRun[]): Promise<LeasedDataSyncRun[]> {
    const now = currentTimestamp();
    // A burst of ticks shares one due time: normalised once, not once per run.
    const dueAts = new Map<string, string>();
    const storedDueAt = (dueAt: string) => {
      let stored = dueAts.get(dueAt);
      if (stored === undefined) {
        stored = new Date(dueAt).toISOString();
        dueAts.set(dueAt, stored);
      }
      return stored;
    };
    const rows: Selectable<DataSyncRunsTable>[] = inputs.map((input) => ({
      // Ordered ids: a burst of claims appends to the primary key's last pages instead of dirtying
      // pages all over it, which the commit then writes (docs/concepts/data-sync.md#firing).
      id: createOrderedId('dsr'),
      project_id: input.projectId,
      schedule_id: input.scheduleId,
      status: 'running',
      mode: input.mode,
      due_at: storedDueAt(input.dueAt),
      started_at: input.startedAt,
      finished_at: null,
      records_read: 0,
      records_created: 0,
      records_updated: 0,
      records_unchanged: 0,
      records_deleted: 0,
      error: null,
      request_id: input.requestId,
      lease_token: input.leaseToken,
      lease_expires_at: input.leaseExpiresAt,
      resume_cursor: null,
      created_at: now,
    }));
    if (this.dialect === 'postgres') {
      if (rows.length > 0) await this.insertLeasedRows(rows, now);
    } else {
      // SQL compiled once per row count (compiled-statements.ts): Kysely would build a node for each of the 9,000 values of a 500-row batch.
      for (const batch of statementBatches(rows, ROWS_PER_STATEMENT)) {
        await executeCompiled(this.db, `data_sync_runs.createLeased\n${batch.length}`, batch.flatMap(Object.values), () =>
          this.db.insertInto('data_sync_runs').values(batch).compile(),
        );
      }
    }
    // Built straight from the rows (a new run has no counts yet): no intermediate record to copy per run.
    return rows.map((row) => ({
      id: row.id,
      projectId: row.project_id,
      scheduleId: row.schedule_id,
      status: 'running',
      mode: row.mode as DataSyncRunMode,
      dueAt: row.due_at,
      startedAt: row.started_at,
      finishedAt: null,
      records: { read: 0, created: 0, updated: 0, unchanged: 0, deleted: 0 },
      error: null,
      requestId: row.request_id,
      leaseExpiresAt: row.lease_expires_at,
      createdAt: row.created_at,
      leaseToken: row.lease_token as string,
      resumeCursor: null,
    }));
  }

  /**
   * PostgreSQL: a burst's new runs in one statement whatever their number. A column whose value
   * every new run shares (a burst's project, due time, lease...) is one parameter; each varying
   * column is one array parameter unnested into rows. The 500-row VALUES insert bound 9,500
   * parameters: PostgreSQL parsed and planned a statement of that size on each connection, and
   * this process serialised each value on its own. Nine arrays of a 2,000-run batch took 63 ms
   * against 45 ms for the three that vary in a burst (ids and request ids), 10 ms of this
   * process's CPU against 3.5 ms.
   */
  private async insertLeasedRows(rows: readonly Selectable<DataSyncRunsTable>[], createdAt: string): Promise<void> {
    const first = rows[0]!;
    const selected: RawBuilder<unknown>[] = [];
    const unnested: RawBuilder<unknown>[] = [];
    const unnestedNames: RawBuilder<unknown>[] = [];
    // Bound in the order the statement names them: the shared values, the creation time, then the arrays.
    const shared: unknown[] = [];
    const arrays: unknown[] = [];
    // The statement's shape says which columns vary; its SQL is compiled once per shape.
    let shape = '';
    for (const name of LEASED_RUN_COLUMNS) {
      const value = first[name];
      if (!ALWAYS_VARYING.has(name) && rows.every((row) => row[name] === value)) {
        selected.push(sql`${value}::text`);
        shared.push(value);
        shape += 's';
      } else {
        const values = postgresTextArray(rows.map((row) => row[name] as string));
        selected.push(sql.ref(`runs.${name}`));
        unnested.push(sql`${values}::text[]`);
        unnestedNames.push(sql.ref(name));
        arrays.push(values);
        shape += 'a';
      }
    }
    const [id, projectId, scheduleId, mode, dueAt, startedAt, requestId, leaseToken, leaseExpiresAt] = selected;
    await executeCompiled(this.db, `data_sync_runs.createLeased\nunnest ${shape}`, [...shared, createdAt, ...arrays], () =>
      sql`insert into data_sync_runs (id, project_id, schedule_id, status, mode, due_at, started_at, finished_at, records_read, records_created, records_updated, records_unchanged, records_deleted, error, request_id, lease_token, lease_expires_at, resume_cursor, created_at)
        select ${id}, ${projectId}, ${scheduleId}, 'running', ${mode}, ${dueAt}, ${startedAt}, null, 0, 0, 0, 0, 0, null, ${requestId}, ${leaseToken}, ${leaseExpiresAt}, null, ${createdAt}
        from unnest(${sql.join(unnested)}) as runs(${sql.join(unnestedNames)})`.compile(this.db),
    );
  }

  async findRunningMany(scheduleIds: readonly string[]): Promise<Map<string, DataSyncRunRecord & { leaseToken: string | null }>> {
    const running = new Map<string, DataSyncRunRecord & { leaseToken: string | null }>();
    for (const row of await this.runsOfSchedules([...new Set(scheduleIds)], 'status', 'running')) {
      running.set(row.schedule_id, { ...toRunRecord(row), leaseToken: row.lease_token });
    }
    return running;
  }

  async findByDueAtMany(keys: readonly { scheduleId: string; dueAt: string }[]): Promise<Map<string, DataSyncRunRecord>> {
    // By due time (a burst of ticks shares one), then the schedules of each through the (schedule_id, due_at) index.
    const schedulesByDueAt = new Map<string, Set<string>>();
    for (const key of keys) {
      const dueAt = new Date(key.dueAt).toISOString();
      const scheduleIds = schedulesByDueAt.get(dueAt) ?? new Set<string>();
      scheduleIds.add(key.scheduleId);
      schedulesByDueAt.set(dueAt, scheduleIds);
    }
    const found = new Map<string, DataSyncRunRecord>();
    for (const [dueAt, scheduleIds] of schedulesByDueAt) {
      for (const row of await this.runsOfSchedules([...scheduleIds], 'due_at', dueAt)) {
        found.set(`${row.schedule_id} ${row.due_at}`, toRunRecord(row)); // newest last, so it wins
      }
    }
    return found;
  }

  /**
   * The runs of these schedules whose `column` is `value`, oldest first. On PostgreSQL the ids go
   * as one array parameter: a generic plan of an `in ($1, ...)` list may read far more runs than
   * asked for (see the schedules' `updateMany`). On SQLite, in padded `in` lists.
   */
  private async runsOfSchedules(scheduleIds: readonly string[], column: 'status' | 'due_at', value: string): Promise<Selectable<DataSyncRunsTable>[]> {
    if (this.dialect === 'postgres') {
      const idList = postgresTextArray(scheduleIds);
      const { rows } = await executeCompiled<Selectable<DataSyncRunsTable>>(this.db, `data_sync_runs.runsOfSchedules\n${column}\nany`, [idList, value], () =>
        this.db
          .selectFrom('data_sync_runs')
          .select(dataSyncRunColumns)
          .where(sql<boolean>`schedule_id = any(${idList}::text[])`)
          .where(column, '=', value)
          .orderBy('created_at')
          .compile(),
      );
      return rows;
    }
    const rows: Selectable<DataSyncRunsTable>[] = [];
    for (const batch of paddedInLists(scheduleIds, IDS_PER_STATEMENT)) {
      const result = await executeCompiled<Selectable<DataSyncRunsTable>>(
        this.db,
        `data_sync_runs.runsOfSchedules\n${column}\n${batch.length}`,
        [...batch, value],
        () =>
          this.db
            .selectFrom('data_sync_runs')
            .select(dataSyncRunColumns)
            .where('schedule_id', 'in', batch)
            .where(column, '=', value)
            .orderBy('created_at')
            .compile(),
      );
      rows.push(...result.rows);
    }
    return rows;
  }

  async listOrphaned(now: string, limit: number): Promise<{ projectId: string; scheduleId: string; dueAt: string }[]> {
    assertPositiveInteger(limit, 'limit');
    const rows = await this.db
      .selectFrom('data_sync_runs')
      .select(['project_id', 'schedule_id', 'due_at'])
      .where('status', '=', 'running')
      .where('lease_expires_at', '<', now)
      .orderBy('due_at')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ projectId: row.project_id, scheduleId: row.schedule_id, dueAt: row.due_at }));
  }

  async renewLeases(runs: readonly { id: string; leaseToken: string }[], leaseExpiresAt: string): Promise<number> {
    let renewed = 0;
    for (const batch of chunks(runs, IDS_PER_STATEMENT / 2)) {
      const result = await this.db
        .updateTable('data_sync_runs')
        .set({ lease_expires_at: leaseExpiresAt })
        .where(
          'id',
          'in',
          batch.map((run) => run.id),
        )
        .where('lease_token', 'in', [...new Set(batch.map((run) => run.leaseToken))])
        .where('status', '=', 'running')
        .executeTakeFirst();
      renewed += Number(result.numUpdatedRows);
    }
    return renewed;
  }

  async get(projectId: string, id: string): Promise<DataSyncRunRecord | undefined> {
    const row = await this.db.selectFrom('data_sync_runs').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return row && toRunRecord(row);
  }

  async findRunning(projectId: string, scheduleId: string): Promise<(DataSyncRunRecord & { leaseToken: string | null }) | undefined> {
    const row = await this.db
      .selectFrom('data_sync_runs')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('schedule_id', '=', scheduleId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return row && { ...toRunRecord(row), leaseToken: row.lease_token };
  }

  async findByDueAt(projectId: string, scheduleId: string, dueAt: string): Promise<DataSyncRunRecord | undefined> {
    const row = await this.db
      .selectFrom('data_sync_runs')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('schedule_id', '=', scheduleId)
      .where('due_at', '=', new Date(dueAt).toISOString())
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return row && toRunRecord(row);
  }

  listBySchedule(projectId: string, scheduleId: string, page: { pageSize: number; after?: string }): Promise<KeysetPage<DataSyncRunRecord>> {
    return pageByCreation(
      this.db.selectFrom('data_sync_runs').selectAll().where('project_id', '=', projectId).where('schedule_id', '=', scheduleId),
      page,
      'desc',
      toRunRecord,
    );
  }

  async lease(
    projectId: string,
    id: string,
    input: { leaseToken: string; leaseExpiresAt: string; startedAt: string; mode: DataSyncRunMode },
  ): Promise<LeasedDataSyncRun> {
    const row = await this.db
      .updateTable('data_sync_runs')
      .set({ status: 'running', lease_token: input.leaseToken, lease_expires_at: input.leaseExpiresAt, started_at: input.startedAt, mode: input.mode })
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...toRunRecord(row), leaseToken: input.leaseToken, resumeCursor: row.resume_cursor };
  }

  async renewLease(projectId: string, id: string, leaseToken: string, leaseExpiresAt: string): Promise<boolean> {
    const result = await this.db
      .updateTable('data_sync_runs')
      .set({ lease_expires_at: leaseExpiresAt })
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .where('lease_token', '=', leaseToken)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async saveProgress(
    projectId: string,
    id: string,
    leaseToken: string,
    counts: DataSyncRunCounts,
    leaseExpiresAt?: string,
    resumeCursor?: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('data_sync_runs')
      .set({
        ...countColumns(counts),
        ...(leaseExpiresAt !== undefined && { lease_expires_at: leaseExpiresAt }),
        ...(resumeCursor !== undefined && { resume_cursor: resumeCursor }),
      })
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .where('lease_token', '=', leaseToken)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async finish(
    projectId: string,
    id: string,
    leaseToken: string,
    input: { status: 'succeeded' | 'failed' | 'skipped'; finishedAt: string; counts: DataSyncRunCounts; error: string | null },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('data_sync_runs')
      .set({
        ...countColumns(input.counts),
        status: input.status,
        finished_at: input.finishedAt,
        error: input.error,
        lease_token: null,
        lease_expires_at: null,
        resume_cursor: null,
      })
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .where('lease_token', '=', leaseToken)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}

function countColumns(counts: DataSyncRunCounts) {
  return {
    records_read: counts.read,
    records_created: counts.created,
    records_updated: counts.updated,
    records_unchanged: counts.unchanged,
    records_deleted: counts.deleted,
  };
}

function toRunRecord(row: Selectable<DataSyncRunsTable>): DataSyncRunRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    scheduleId: row.schedule_id,
    status: row.status as DataSyncRunStatus,
    mode: row.mode as DataSyncRunMode | null,
    dueAt: row.due_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    records: {
      read: Number(row.records_read),
      created: Number(row.records_created),
      updated: Number(row.records_updated),
      unchanged: Number(row.records_unchanged),
      deleted: Number(row.records_deleted),
    },
    error: row.error,
    requestId: row.request_id,
    leaseExpiresAt: row.lease_expires_at,
    createdAt: row.created_at,
  };
}
