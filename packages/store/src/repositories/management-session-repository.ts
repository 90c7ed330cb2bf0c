import type { Kysely, Selectable } from 'kysely';
import { currentTimestamp, fromJsonText, toJsonText, toStoredTimestamp } from '../column-codecs.js';
import type { ConsoleLoginLinksTable, Database, ManagementSessionsTable } from '../database-schema.js';
import { createId } from '../identifiers.js';
import type { ConsoleLoginLinkRecord, ManagementSessionRecord, ManagementSessionRepository } from '../records.js';

export class SqlManagementSessionRepository implements ManagementSessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async createLoginLink(
    input: Pick<ConsoleLoginLinkRecord, 'projectId' | 'scopes' | 'sessionTtlSeconds' | 'expiresAt'> & { tokenHash: string },
  ): Promise<ConsoleLoginLinkRecord> {
    const row: Selectable<ConsoleLoginLinksTable> = {
      id: createId('cll'),
      project_id: input.projectId,
      token_hash: input.tokenHash,
      scopes: toJsonText(input.scopes),
      session_ttl_seconds: Math.round(input.sessionTtlSeconds),
      created_at: currentTimestamp(),
      expires_at: toStoredTimestamp(input.expiresAt, 'expiresAt'),
      used_at: null,
    };
    await this.db.insertInto('console_login_links').values(row).execute();
    return toLoginLinkRecord(row);
  }

  async consumeLoginLink(tokenHash: string, now: string): Promise<ConsoleLoginLinkRecord | undefined> {
    const at = toStoredTimestamp(now, 'now');
    const row = await this.db
      .updateTable('console_login_links')
      .set({ used_at: at })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returningAll()
      .executeTakeFirst();
    return row && toLoginLinkRecord(row);
  }

  async create(input: Pick<ManagementSessionRecord, 'projectId' | 'secretHash' | 'scopes' | 'userAgent' | 'expiresAt'>): Promise<ManagementSessionRecord> {
    const row: Selectable<ManagementSessionsTable> = {
      id: createId('mgs'),
      project_id: input.projectId,
      secret_hash: input.secretHash,
      scopes: toJsonText(input.scopes),
      user_agent: input.userAgent,
      created_at: currentTimestamp(),
      expires_at: toStoredTimestamp(input.expiresAt, 'expiresAt'),
      last_used_at: null,
      revoked_at: null,
    };
    await this.db.insertInto('management_sessions').values(row).execute();
    return toSessionRecord(row);
  }

  async findActiveByHash(secretHash: string, now: string): Promise<ManagementSessionRecord | undefined> {
    const row = await this.db
      .selectFrom('management_sessions')
      .selectAll()
      .where('secret_hash', '=', secretHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', toStoredTimestamp(now, 'now'))
      .executeTakeFirst();
    return row && toSessionRecord(row);
  }

  async listActive(projectId: string, now: string): Promise<ManagementSessionRecord[]> {
    const rows = await this.db
      .selectFrom('management_sessions')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', toStoredTimestamp(now, 'now'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toSessionRecord);
  }

  async revoke(projectId: string, id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('management_sessions')
      .set({ revoked_at: currentTimestamp() })
      .where('project_id', '=', projectId)
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async touch(id: string, at: string): Promise<void> {
    await this.db
      .updateTable('management_sessions')
      .set({ last_used_at: toStoredTimestamp(at, 'lastUsedAt') })
      .where('id', '=', id)
      .execute();
  }
}

function toLoginLinkRecord(row: Selectable<ConsoleLoginLinksTable>): ConsoleLoginLinkRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    scopes: fromJsonText<string[]>(row.scopes),
    sessionTtlSeconds: Number(row.session_ttl_seconds),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  };
}

function toSessionRecord(row: Selectable<ManagementSessionsTable>): ManagementSessionRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    secretHash: row.secret_hash,
    scopes: fromJsonText<string[]>(row.scopes),
    userAgent: row.user_agent,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}
