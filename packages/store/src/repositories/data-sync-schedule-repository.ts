import { type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { currentTimestamp, fromBooleanInteger, fromJsonText, toBooleanInteger, toJsonText, toNullableStoredTimestamp } from '../column-codecs.js';
import { pageByCreation } from '../data-sync/keyset-cursor.js';
import type {
  DataSyncScheduleFilter,
  DataSyncSchedulePatch,
  DataSyncScheduleRecord,
  DataSyncScheduleRepository,
  ExpectedAutoLinkSchedule,
  MissingAutoLinkSchedule,
  NewDataSyncSchedule,
  ScheduledTick,
} from '../data-sync/records.js';
import { type DataSyncSchedulesTable, dataSyncScheduleColumns } from '../data-sync/tables.js';
import type { Database } from '../database-schema.js';
import { createId } from '../identifiers.js';
import type { StoreDialect } from '../open-database.js';
import { assertPositiveInteger } from '../page-bounds.js';
import { postgresTextArray } from '../postgres-text-array.js';
import type { KeysetPage } from '../records.js';
import { executeCompiled, paddedInLists } from './compiled-statements.js';

/** Ids per statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const IDS_PER_STATEMENT = 1000;

export class SqlDataSyncScheduleRepository implements DataSyncScheduleRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: StoreDialect,
  ) {}

  async createIfAbsent(projectId: string, input: NewDataSyncSchedule): Promise<DataSyncScheduleRecord | undefined> {
    const now = currentTimestamp();
    const row: Selectable<DataSyncSchedulesTable> = {
      id: createId('dss'),
      project_id: projectId,
      sync_config_id: input.syncConfigId,
      account_id: input.accountId,
      action_id: input.actionId,
      name: input.name,
      sync_params: toJsonText(input.syncParams),
      params_hash: input.paramsHash,
      source: input.source,
      enabled: toBooleanInteger(input.enabled),
      cadence: input.cadence,
      full_sync_after: input.fullSyncAfter,
      start_at: toNullableStoredTimestamp(input.startAt, 'startAt'),
      next_run_at: toNullableStoredTimestamp(input.nextRunAt, 'nextRunAt'),
      last_run_at: null,
      last_run_status: null,
      last_run_error: null,
      last_success_started_at: null,
      last_full_run_at: null,
      created_at: now,
      updated_at: now,
    };
    // ON CONFLICT DO NOTHING, not a caught error: on PostgreSQL a failed statement would abort the caller's transaction.
    const inserted = await this.db
      .insertInto('data_sync_schedules')
      .values(row)
      .onConflict((conflict) => conflict.columns(['account_id', 'action_id', 'params_hash']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? toScheduleRecord(row) : undefined;
  }

  async get(projectId: string, id: string): Promise<DataSyncScheduleRecord | undefined> {
    const row = await this.db.selectFrom('data_sync_schedules').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return row && toScheduleRecord(row);
  }

  async getForUpdate(projectId: string, id: string): Promise<DataSyncScheduleRecord | undefined> {
    let query = this.db.selectFrom('data_sync_schedules').selectAll().where('project_id', '=', projectId).where('id', '=', id);
    if (this.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && toScheduleRecord(row);
  }

  async findByKey(projectId: string, accountId: string, actionId: string, paramsHash: string): Promise<DataSyncScheduleRecord | undefined> {
    const row = await this.db
      .selectFrom('data_sync_schedules')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('account_id', '=', accountId)
      .where('action_id', '=', actionId)
      .where('params_hash', '=', paramsHash)
      .executeTakeFirst();
    return row && toScheduleRecord(row);
  }

  list(projectId: string, filter: DataSyncScheduleFilter, page: { pageSize: number; after?: string }): Promise<KeysetPage<DataSyncScheduleRecord>> {
    let query = this.db.selectFrom('data_sync_schedules').selectAll().where('project_id', '=', projectId);
    if (filter.accountId !== undefined) query = query.where('account_id', '=', filter.accountId);
    if (filter.actionId !== undefined) query = query.where('action_id', '=', filter.actionId);
    if (filter.source !== undefined) query = query.where('source', '=', filter.source);
    if (filter.enabled !== undefined) query = query.where('enabled', '=', toBooleanInteger(filter.enabled));
    if (filter.syncConfigId !== undefined) query = query.where('sync_config_id', '=', filter.syncConfigId);
    return pageByCreation(query, page, 'asc', toScheduleRecord);
  }

  async update(projectId: string, id: string, patch: DataSyncSchedulePatch): Promise<DataSyncScheduleRecord | undefined> {
    const row = await this.db
      .updateTable('data_sync_schedules')
      .set(scheduleChanges(patch))
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toScheduleRecord(row);
  }

  async updateMany(projectId: string, ids: readonly string[], patch: DataSyncSchedulePatch): Promise<void> {
    const changes = scheduleChanges(patch);
    const columns = Object.keys(changes) as (keyof typeof changes)[];
    if (this.dialect === 'postgres') {
      const idList = postgresTextArray(ids);
      // A prepared statement's generic plan (PostgreSQL's choice after five runs on a connection)
      // of `project_id = $1 and id in ($2, ...)` read every schedule of the project through its
      // index and compared each with the whole list: a batch of 1000 claims took 2.5 s once the
      // project had 30,000 schedules. `project_id || ''` keeps that index out of any plan (as
      // `+project_id` on SQLite below), so each id is looked up by the primary key; the ids go as
      // one array parameter, one statement text whatever their number.
      await executeCompiled(
        this.db,
        `data_sync_schedules.updateMany\n${columns.join(',')}\nany`,
        [...columns.map((column) => changes[column]), idList, projectId],
        () =>
          this.db
            .updateTable('data_sync_schedules')
            .set(changes)
            .where(sql<boolean>`id = any(${idList}::text[])`)
            .where(sql<string>`project_id || ''`, '=', projectId)
            .compile(),
      );
      return;
    }
    // Without statistics SQLite would walk the project's index (every schedule of the project)
    // rather than look each id up: `+project_id` keeps that index out of the plan.
    const projectColumn = sql<string>`+project_id`;
    for (const batch of paddedInLists(ids, IDS_PER_STATEMENT)) {
      // Compiled once per set of columns and list length (compiled-statements.ts): a burst of claims shares one.
      await executeCompiled(
        this.db,
        `data_sync_schedules.updateMany\n${columns.join(',')}\n${batch.length}`,
        [...columns.map((column) => changes[column]), projectId, ...batch],
        () => this.db.updateTable('data_sync_schedules').set(changes).where(projectColumn, '=', projectId).where('id', 'in', batch).compile(),
      );
    }
  }

  async getManyForUpdate(ids: readonly string[]): Promise<Map<string, DataSyncScheduleRecord>> {
    const schedules = new Map<string, DataSyncScheduleRecord>();
    // Locked in id order, so two transactions locking overlapping sets never wait on each other in a cycle.
    const sorted = [...new Set(ids)].sort();
    if (this.dialect === 'postgres') {
      // One array parameter, so a generic plan still looks each id up (see `updateMany`); the rows are locked as they leave the sort.
      const idList = postgresTextArray(sorted);
      const { rows } = await executeCompiled<Selectable<DataSyncSchedulesTable>>(this.db, 'data_sync_schedules.getManyForUpdate\nany', [idList], () =>
        this.db
          .selectFrom('data_sync_schedules')
          .select(dataSyncScheduleColumns)
          .where(sql<boolean>`id = any(${idList}::text[])`)
          .orderBy('id')
          .forUpdate()
          .compile(),
      );
      for (const row of rows) schedules.set(row.id, toScheduleRecord(row));
      return schedules;
    }
    for (const batch of paddedInLists(sorted, IDS_PER_STATEMENT)) {
      const { rows } = await executeCompiled<Selectable<DataSyncSchedulesTable>>(this.db, `data_sync_schedules.getManyForUpdate\n${batch.length}`, batch, () =>
        this.db.selectFrom('data_sync_schedules').select(dataSyncScheduleColumns).where('id', 'in', batch).orderBy('id').compile(),
      );
      for (const row of rows) schedules.set(row.id, toScheduleRecord(row));
    }
    return schedules;
  }

  async delete(projectId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('data_sync_schedules').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async deleteAutoLinkOfConfig(projectId: string, syncConfigId: string): Promise<string[]> {
    const rows = await this.db
      .deleteFrom('data_sync_schedules')
      .where('project_id', '=', projectId)
      .where('sync_config_id', '=', syncConfigId)
      .where('source', '=', 'auto_link')
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  async deleteOrphanedAutoLink(): Promise<{ projectId: string; scheduleId: string }[]> {
    const rows = await this.db
      .deleteFrom('data_sync_schedules')
      .where('source', '=', 'auto_link')
      .where('sync_config_id', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('data_sync_configs').select('data_sync_configs.id').whereRef('data_sync_configs.id', '=', 'data_sync_schedules.sync_config_id'))),
      )
      .returning(['project_id', 'id'])
      .execute();
    return rows.map((row) => ({ projectId: row.project_id, scheduleId: row.id }));
  }

  async listMissingAutoLink(expected: readonly ExpectedAutoLinkSchedule[]): Promise<MissingAutoLinkSchedule[]> {
    if (expected.length === 0) return [];
    // The expected (config, action, params_hash) rows are few (configs x actions): a CTE of
    // UNION ALL selects works on SQLite and PostgreSQL alike (SQLite's VALUES cannot name columns).
    const expectedRows = sql.join(
      expected.map(
        (entry) =>
          sql`select ${entry.projectId} as project_id, ${entry.syncConfigId} as sync_config_id, ${entry.connector} as connector, ${entry.actionId} as action_id, ${entry.paramsHash} as params_hash`,
      ),
      sql` union all `,
    );
    const result = await sql<{ project_id: string; sync_config_id: string; account_id: string; action_id: string; params_hash: string }>`
      with expected as (${expectedRows})
      select expected.project_id, expected.sync_config_id, accounts.id as account_id, expected.action_id, expected.params_hash
      from expected
      join accounts on accounts.project_id = expected.project_id and accounts.provider = expected.connector
      where not exists (
        select 1 from data_sync_schedules
        where data_sync_schedules.account_id = accounts.id
          and data_sync_schedules.action_id = expected.action_id
          and data_sync_schedules.params_hash = expected.params_hash
      )
      order by accounts.created_at, accounts.id`.execute(this.db);
    return result.rows.map((row) => ({
      projectId: row.project_id,
      syncConfigId: row.sync_config_id,
      accountId: row.account_id,
      actionId: row.action_id,
      paramsHash: row.params_hash,
    }));
  }

  async listScheduled(page?: { limit: number; after?: ScheduledTick }): Promise<ScheduledTick[]> {
    let query = this.db.selectFrom('data_sync_schedules').select(['project_id', 'id', 'next_run_at']).where('next_run_at', 'is not', null);
    if (page?.after !== undefined) query = query.where('id', '>', page.after.scheduleId);
    if (page !== undefined) {
      assertPositiveInteger(page.limit, 'limit');
      query = query.limit(page.limit);
    }
    const rows = await query.orderBy('id').execute();
    return rows.map((row) => ({ projectId: row.project_id, scheduleId: row.id, nextRunAt: row.next_run_at as string }));
  }
}

function scheduleChanges(patch: DataSyncSchedulePatch): Updateable<DataSyncSchedulesTable> {
  return {
    updated_at: currentTimestamp(),
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.syncConfigId !== undefined && { sync_config_id: patch.syncConfigId }),
    ...(patch.enabled !== undefined && { enabled: toBooleanInteger(patch.enabled) }),
    ...(patch.cadence !== undefined && { cadence: patch.cadence }),
    ...(patch.fullSyncAfter !== undefined && { full_sync_after: patch.fullSyncAfter }),
    ...(patch.startAt !== undefined && { start_at: toNullableStoredTimestamp(patch.startAt, 'startAt') }),
    ...(patch.nextRunAt !== undefined && { next_run_at: toNullableStoredTimestamp(patch.nextRunAt, 'nextRunAt') }),
    ...(patch.syncParams !== undefined && { sync_params: toJsonText(patch.syncParams) }),
    ...(patch.paramsHash !== undefined && { params_hash: patch.paramsHash }),
    ...(patch.lastRunAt !== undefined && { last_run_at: toNullableStoredTimestamp(patch.lastRunAt, 'lastRunAt') }),
    ...(patch.lastRunStatus !== undefined && { last_run_status: patch.lastRunStatus }),
    ...(patch.lastRunError !== undefined && { last_run_error: patch.lastRunError }),
    ...(patch.lastSuccessStartedAt !== undefined && { last_success_started_at: toNullableStoredTimestamp(patch.lastSuccessStartedAt, 'lastSuccessStartedAt') }),
    ...(patch.lastFullRunAt !== undefined && { last_full_run_at: toNullableStoredTimestamp(patch.lastFullRunAt, 'lastFullRunAt') }),
  };
}

function toScheduleRecord(row: Selectable<DataSyncSchedulesTable>): DataSyncScheduleRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    syncConfigId: row.sync_config_id,
    accountId: row.account_id,
    actionId: row.action_id,
    name: row.name,
    syncParams: fromJsonText<Record<string, unknown>>(row.sync_params),
    paramsHash: row.params_hash,
    source: row.source,
    enabled: fromBooleanInteger(row.enabled),
    cadence: row.cadence,
    fullSyncAfter: row.full_sync_after,
    startAt: row.start_at,
    nextRunAt: row.next_run_at,
    lastRunAt: row.last_run_at,
    lastRunStatus: row.last_run_status,
    lastRunError: row.last_run_error,
    lastSuccessStartedAt: row.last_success_started_at,
    lastFullRunAt: row.last_full_run_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
