import type { Kysely, Selectable, Updateable } from 'kysely';
import { currentTimestamp, fromBooleanInteger, fromJsonText, toBooleanInteger, toJsonText, toStoredTimestamp } from '../column-codecs.js';
import type { DataSyncConfigPatch, DataSyncConfigRecord, DataSyncConfigRepository, NewDataSyncConfig } from '../data-sync/records.js';
import type { DataSyncConfigsTable } from '../data-sync/tables.js';
import type { Database } from '../database-schema.js';
import { createId } from '../identifiers.js';

export class SqlDataSyncConfigRepository implements DataSyncConfigRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(projectId: string, input: NewDataSyncConfig): Promise<DataSyncConfigRecord> {
    const now = currentTimestamp();
    const row: Selectable<DataSyncConfigsTable> = {
      id: createId('dsc'),
      project_id: projectId,
      name: input.name,
      connector: input.connector,
      actions: toJsonText(input.actions.map((action) => ({ action_id: action.actionId, sync_params: action.syncParams }))),
      cadence: input.cadence,
      start_at: toStoredTimestamp(input.startAt, 'startAt'),
      full_sync_after: input.fullSyncAfter,
      enabled: toBooleanInteger(input.enabled),
      auto_link: toBooleanInteger(input.autoLink),
      created_at: now,
      updated_at: now,
    };
    await this.db.insertInto('data_sync_configs').values(row).execute();
    return toConfigRecord(row);
  }

  async get(projectId: string, id: string): Promise<DataSyncConfigRecord | undefined> {
    const row = await this.db.selectFrom('data_sync_configs').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return row && toConfigRecord(row);
  }

  async list(projectId: string, filter: { connector?: string } = {}): Promise<DataSyncConfigRecord[]> {
    let query = this.db.selectFrom('data_sync_configs').selectAll().where('project_id', '=', projectId);
    if (filter.connector !== undefined) query = query.where('connector', '=', filter.connector);
    const rows = await query.orderBy('created_at').orderBy('id').execute();
    return rows.map(toConfigRecord);
  }

  async update(projectId: string, id: string, patch: DataSyncConfigPatch): Promise<DataSyncConfigRecord | undefined> {
    const changes: Updateable<DataSyncConfigsTable> = {
      updated_at: currentTimestamp(),
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.connector !== undefined && { connector: patch.connector }),
      ...(patch.actions !== undefined && {
        actions: toJsonText(patch.actions.map((action) => ({ action_id: action.actionId, sync_params: action.syncParams }))),
      }),
      ...(patch.cadence !== undefined && { cadence: patch.cadence }),
      ...(patch.startAt !== undefined && { start_at: toStoredTimestamp(patch.startAt, 'startAt') }),
      ...(patch.fullSyncAfter !== undefined && { full_sync_after: patch.fullSyncAfter }),
      ...(patch.enabled !== undefined && { enabled: toBooleanInteger(patch.enabled) }),
      ...(patch.autoLink !== undefined && { auto_link: toBooleanInteger(patch.autoLink) }),
    };
    const row = await this.db
      .updateTable('data_sync_configs')
      .set(changes)
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toConfigRecord(row);
  }

  async listFanningOut(): Promise<DataSyncConfigRecord[]> {
    const rows = await this.db
      .selectFrom('data_sync_configs')
      .selectAll()
      .where('enabled', '=', toBooleanInteger(true))
      .where('auto_link', '=', toBooleanInteger(true))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toConfigRecord);
  }

  async delete(projectId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('data_sync_configs').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}

function toConfigRecord(row: Selectable<DataSyncConfigsTable>): DataSyncConfigRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    connector: row.connector,
    actions: fromJsonText<{ action_id: string; sync_params: Record<string, unknown> }[]>(row.actions).map((action) => ({
      actionId: action.action_id,
      syncParams: action.sync_params,
    })),
    cadence: row.cadence,
    startAt: row.start_at,
    fullSyncAfter: row.full_sync_after,
    enabled: fromBooleanInteger(row.enabled),
    autoLink: fromBooleanInteger(row.auto_link),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
