import type { Kysely, Selectable, Updateable } from 'kysely';
import { currentTimestamp, fromNullableJsonText, toNullableJsonText } from '../column-codecs.js';
import type { ConnectorProfilesTable, Database } from '../database-schema.js';
import { createId } from '../identifiers.js';
import type { ConnectorProfileRecord, ConnectorProfileRepository, EncryptedValue } from '../records.js';

type NewConnectorProfile = Omit<ConnectorProfileRecord, 'id' | 'projectId' | 'createdAt' | 'updatedAt'>;
type ConnectorProfilePatch = Partial<Pick<ConnectorProfileRecord, 'version' | 'label' | 'authConfig' | 'enabledActions'>>;

export class SqlConnectorProfileRepository implements ConnectorProfileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(projectId: string, input: NewConnectorProfile): Promise<ConnectorProfileRecord> {
    const now = currentTimestamp();
    const row: Selectable<ConnectorProfilesTable> = {
      id: createId('cpr'),
      project_id: projectId,
      provider: input.provider,
      version: input.version,
      label: input.label,
      auth_config: toNullableJsonText(input.authConfig),
      enabled_actions: toNullableJsonText(input.enabledActions),
      created_at: now,
      updated_at: now,
    };
    await this.db.insertInto('connector_profiles').values(row).execute();
    return toConnectorProfileRecord(row);
  }

  async get(projectId: string, id: string): Promise<ConnectorProfileRecord | undefined> {
    const row = await this.db.selectFrom('connector_profiles').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return row && toConnectorProfileRecord(row);
  }

  async list(projectId: string, filter: { provider?: string } = {}): Promise<ConnectorProfileRecord[]> {
    let query = this.db.selectFrom('connector_profiles').selectAll().where('project_id', '=', projectId);
    if (filter.provider !== undefined) query = query.where('provider', '=', filter.provider);
    const rows = await query.orderBy('created_at').orderBy('id').execute();
    return rows.map(toConnectorProfileRecord);
  }

  /** The newest profile of the provider (of that version, when one is given). */
  async findByProvider(projectId: string, provider: string, version?: string): Promise<ConnectorProfileRecord | undefined> {
    let query = this.db.selectFrom('connector_profiles').selectAll().where('project_id', '=', projectId).where('provider', '=', provider);
    if (version !== undefined) query = query.where('version', '=', version);
    const row = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
    return row && toConnectorProfileRecord(row);
  }

  async update(projectId: string, id: string, patch: ConnectorProfilePatch): Promise<ConnectorProfileRecord | undefined> {
    const row = await this.db
      .updateTable('connector_profiles')
      .set({ ...toConnectorProfileColumns(patch), updated_at: currentTimestamp() })
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toConnectorProfileRecord(row);
  }

  async delete(projectId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('connector_profiles').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}

/** The columns a patch changes; fields left undefined keep their stored value. */
function toConnectorProfileColumns(patch: ConnectorProfilePatch): Updateable<ConnectorProfilesTable> {
  const columns: Updateable<ConnectorProfilesTable> = {};
  if (patch.version !== undefined) columns.version = patch.version;
  if (patch.label !== undefined) columns.label = patch.label;
  if (patch.authConfig !== undefined) columns.auth_config = toNullableJsonText(patch.authConfig);
  if (patch.enabledActions !== undefined) columns.enabled_actions = toNullableJsonText(patch.enabledActions);
  return columns;
}

function toConnectorProfileRecord(row: Selectable<ConnectorProfilesTable>): ConnectorProfileRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    provider: row.provider,
    version: row.version,
    label: row.label,
    authConfig: fromNullableJsonText<EncryptedValue>(row.auth_config),
    enabledActions: fromNullableJsonText<string[]>(row.enabled_actions),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
