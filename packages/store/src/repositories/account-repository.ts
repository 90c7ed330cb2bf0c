import type { Kysely, Selectable, Updateable } from 'kysely';
import { currentTimestamp, fromJsonText, fromNullableJsonText, toJsonText, toNullableJsonText, toNullableStoredTimestamp } from '../column-codecs.js';
import type { AccountsTable, Database } from '../database-schema.js';
import { createId } from '../identifiers.js';
import { assertNonNegativeInteger, assertPositiveInteger } from '../page-bounds.js';
import type { AccountListFilter, AccountPatch, AccountRecord, AccountRepository, EncryptedValue, NewAccount, StatusReason } from '../records.js';

export class SqlAccountRepository implements AccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The `projectId` argument is authoritative; `input.projectId` is ignored. */
  async create(projectId: string, input: NewAccount): Promise<AccountRecord> {
    const now = currentTimestamp();
    const row: Selectable<AccountsTable> = {
      id: createId('acc'),
      project_id: projectId,
      provider: input.provider,
      connector_profile_id: input.connectorProfileId,
      status: input.status ?? 'active',
      status_reasons: toJsonText(input.statusReasons ?? []),
      origin_owner_id: input.originOwnerId,
      origin_owner_name: input.originOwnerName,
      origin_username: input.originUsername,
      label: input.label,
      metadata: toJsonText(input.metadata),
      type: input.type,
      credentials: toNullableJsonText(input.credentials),
      credentials_expire_at: toNullableStoredTimestamp(input.credentialsExpireAt, 'credentialsExpireAt'),
      external_trigger_token: input.externalTriggerToken ?? null,
      created_at: now,
      updated_at: now,
    };
    await this.db.insertInto('accounts').values(row).execute();
    return toAccountRecord(row);
  }

  async get(projectId: string, id: string): Promise<AccountRecord | undefined> {
    const row = await this.db.selectFrom('accounts').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return row && toAccountRecord(row);
  }

  async getInAnyProject(id: string): Promise<AccountRecord | undefined> {
    const row = await this.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toAccountRecord(row);
  }

  async list(projectId: string, filter: AccountListFilter): Promise<AccountRecord[]> {
    assertNonNegativeInteger(filter.page, 'page');
    assertPositiveInteger(filter.pageSize, 'pageSize');
    let query = this.db.selectFrom('accounts').selectAll().where('project_id', '=', projectId);
    if (filter.providers?.length) query = query.where('provider', 'in', filter.providers);
    if (filter.originOwnerIds?.length) query = query.where('origin_owner_id', 'in', filter.originOwnerIds);
    if (filter.accountIds?.length) query = query.where('id', 'in', filter.accountIds);
    if (filter.statuses?.length) query = query.where('status', 'in', filter.statuses);
    const rows = await query
      .orderBy('created_at')
      .orderBy('id')
      .limit(filter.pageSize)
      .offset(filter.page * filter.pageSize)
      .execute();
    return rows.map(toAccountRecord);
  }

  /** The oldest matching account, when several exist. */
  async findByOriginOwner(projectId: string, provider: string, originOwnerId: string): Promise<AccountRecord | undefined> {
    const row = await this.db
      .selectFrom('accounts')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('provider', '=', provider)
      .where('origin_owner_id', '=', originOwnerId)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    return row && toAccountRecord(row);
  }

  async update(projectId: string, id: string, patch: AccountPatch): Promise<AccountRecord | undefined> {
    const row = await this.db
      .updateTable('accounts')
      .set({ ...toAccountColumns(patch), updated_at: currentTimestamp() })
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toAccountRecord(row);
  }

  async delete(projectId: string, id: string): Promise<AccountRecord | undefined> {
    const row = await this.db.deleteFrom('accounts').where('project_id', '=', projectId).where('id', '=', id).returningAll().executeTakeFirst();
    return row && toAccountRecord(row);
  }
}

/** The columns a patch changes; fields left undefined keep their stored value. */
function toAccountColumns(patch: AccountPatch): Updateable<AccountsTable> {
  const columns: Updateable<AccountsTable> = {};
  if (patch.status !== undefined) columns.status = patch.status;
  if (patch.statusReasons !== undefined) columns.status_reasons = toJsonText(patch.statusReasons);
  if (patch.originOwnerId !== undefined) columns.origin_owner_id = patch.originOwnerId;
  if (patch.originOwnerName !== undefined) columns.origin_owner_name = patch.originOwnerName;
  if (patch.originUsername !== undefined) columns.origin_username = patch.originUsername;
  if (patch.label !== undefined) columns.label = patch.label;
  if (patch.metadata !== undefined) columns.metadata = toJsonText(patch.metadata);
  if (patch.type !== undefined) columns.type = patch.type;
  if (patch.credentials !== undefined) columns.credentials = toNullableJsonText(patch.credentials);
  if (patch.credentialsExpireAt !== undefined) {
    columns.credentials_expire_at = toNullableStoredTimestamp(patch.credentialsExpireAt, 'credentialsExpireAt');
  }
  if (patch.connectorProfileId !== undefined) columns.connector_profile_id = patch.connectorProfileId;
  return columns;
}

function toAccountRecord(row: Selectable<AccountsTable>): AccountRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    provider: row.provider,
    connectorProfileId: row.connector_profile_id,
    status: row.status,
    statusReasons: fromJsonText<StatusReason[]>(row.status_reasons),
    originOwnerId: row.origin_owner_id,
    originOwnerName: row.origin_owner_name,
    originUsername: row.origin_username,
    label: row.label,
    metadata: fromJsonText<Record<string, unknown>>(row.metadata),
    type: row.type,
    credentials: fromNullableJsonText<EncryptedValue>(row.credentials),
    credentialsExpireAt: row.credentials_expire_at,
    externalTriggerToken: row.external_trigger_token,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
