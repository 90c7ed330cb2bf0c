import type { Insertable, Kysely, Selectable } from 'kysely';
import {
  currentTimestamp,
  fromBooleanInteger,
  fromJsonText,
  fromNullableJsonText,
  toBooleanInteger,
  toJsonText,
  toNullableJsonText,
  toStoredTimestamp,
} from '../column-codecs.js';
import type { ConnectSessionsTable, Database } from '../database-schema.js';
import type { ConnectSessionRecord, ConnectSessionRepository, NewConnectSession } from '../records.js';

export class SqlConnectSessionRepository implements ConnectSessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(input: NewConnectSession): Promise<ConnectSessionRecord> {
    const row: Insertable<ConnectSessionsTable> = {
      organization_id: input.organizationId,
      project_id: input.projectId,
      token_hash: input.tokenHash,
      origin_owner_id: input.originOwnerId,
      origin_owner_name: input.originOwnerName,
      origin_username: input.originUsername,
      categories: toNullableJsonText(input.categories),
      provider: input.provider,
      provider_version: input.providerVersion,
      account_id: input.accountId,
      label: input.label,
      metadata: toJsonText(input.metadata),
      multiple: toBooleanInteger(input.multiple),
      type: input.type,
      connector_profile_id: input.connectorProfileId,
      external_trigger_token: input.externalTriggerToken,
      expires_at: toStoredTimestamp(input.expiresAt, 'expiresAt'),
      created_at: currentTimestamp(),
      redirect_url: input.redirectUrl ?? null,
      locale: input.locale ?? null,
    };
    // The id is the database's own sequence (connect session ids are numbers on the wire), so read the row back.
    const stored = await this.db.insertInto('connect_sessions').values(row).returningAll().executeTakeFirstOrThrow();
    return toConnectSessionRecord(stored);
  }

  async findByTokenHash(tokenHash: string): Promise<ConnectSessionRecord | undefined> {
    const row = await this.db.selectFrom('connect_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    return row && toConnectSessionRecord(row);
  }

  async get(projectId: string, id: number): Promise<ConnectSessionRecord | undefined> {
    const row = await this.db.selectFrom('connect_sessions').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return row && toConnectSessionRecord(row);
  }
}

function toConnectSessionRecord(row: Selectable<ConnectSessionsTable>): ConnectSessionRecord {
  return {
    id: row.id,
    organizationId: row.organization_id,
    projectId: row.project_id,
    tokenHash: row.token_hash,
    originOwnerId: row.origin_owner_id,
    originOwnerName: row.origin_owner_name,
    originUsername: row.origin_username,
    categories: fromNullableJsonText<string[]>(row.categories),
    provider: row.provider,
    providerVersion: row.provider_version,
    accountId: row.account_id,
    label: row.label,
    metadata: fromJsonText<Record<string, unknown>>(row.metadata),
    multiple: fromBooleanInteger(row.multiple),
    type: row.type,
    connectorProfileId: row.connector_profile_id,
    externalTriggerToken: row.external_trigger_token,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    redirectUrl: row.redirect_url,
    locale: row.locale,
  };
}
