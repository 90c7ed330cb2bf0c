import type { Kysely, Selectable } from 'kysely';
import { currentTimestamp, fromJsonText, toJsonText, toStoredTimestamp } from '../column-codecs.js';
import type { ApiKeysTable, Database } from '../database-schema.js';
import { createId } from '../identifiers.js';
import type { ApiKeyRecord, ApiKeyRepository } from '../records.js';

export class SqlApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(input: Pick<ApiKeyRecord, 'projectId' | 'name' | 'prefix' | 'keyHash' | 'scopes'>): Promise<ApiKeyRecord> {
    const row: Selectable<ApiKeysTable> = {
      id: createId('key'),
      project_id: input.projectId,
      name: input.name,
      prefix: input.prefix,
      key_hash: input.keyHash,
      scopes: toJsonText(input.scopes),
      created_at: currentTimestamp(),
      last_used_at: null,
      revoked_at: null,
    };
    await this.db.insertInto('api_keys').values(row).execute();
    return toApiKeyRecord(row);
  }

  async findByHash(keyHash: string): Promise<ApiKeyRecord | undefined> {
    const row = await this.db.selectFrom('api_keys').selectAll().where('key_hash', '=', keyHash).where('revoked_at', 'is', null).executeTakeFirst();
    return row && toApiKeyRecord(row);
  }

  async list(projectId?: string): Promise<ApiKeyRecord[]> {
    let query = this.db.selectFrom('api_keys').selectAll();
    if (projectId !== undefined) query = query.where('project_id', '=', projectId);
    const rows = await query.orderBy('created_at').orderBy('id').execute();
    return rows.map(toApiKeyRecord);
  }

  async revoke(id: string): Promise<boolean> {
    // Revoking twice keeps the first revocation time.
    const result = await this.db
      .updateTable('api_keys')
      .set((expression) => ({ revoked_at: expression.fn.coalesce('revoked_at', expression.val(currentTimestamp())) }))
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async touch(id: string, at: string): Promise<void> {
    await this.db
      .updateTable('api_keys')
      .set({ last_used_at: toStoredTimestamp(at, 'lastUsedAt') })
      .where('id', '=', id)
      .execute();
  }

  /** Every key ever issued, revoked ones included. */
  async count(): Promise<number> {
    const { keyCount } = await this.db
      .selectFrom('api_keys')
      .select((expression) => expression.fn.countAll().as('keyCount'))
      .executeTakeFirstOrThrow();
    // PostgreSQL returns count(*) as a bigint string.
    return Number(keyCount);
  }
}

function toApiKeyRecord(row: Selectable<ApiKeysTable>): ApiKeyRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    prefix: row.prefix,
    keyHash: row.key_hash,
    scopes: fromJsonText<string[]>(row.scopes),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}
