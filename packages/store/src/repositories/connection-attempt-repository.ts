import type { Kysely, Selectable, Updateable } from 'kysely';
import { currentTimestamp, fromNullableJsonText, toNullableJsonText } from '../column-codecs.js';
import type { ConnectionAttemptsTable, Database } from '../database-schema.js';
import { createId } from '../identifiers.js';
import type { ConnectionAttemptRecord, ConnectionAttemptRepository, EncryptedValue } from '../records.js';

type ConnectionAttemptPatch = Partial<
  Pick<ConnectionAttemptRecord, 'status' | 'accountId' | 'oauthErrorCode' | 'oauthErrorDescription' | 'oauthState' | 'oauthVerifier'>
>;

export class SqlConnectionAttemptRepository implements ConnectionAttemptRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(input: Omit<ConnectionAttemptRecord, 'id' | 'createdAt' | 'updatedAt'>): Promise<ConnectionAttemptRecord> {
    const now = currentTimestamp();
    const row: Selectable<ConnectionAttemptsTable> = {
      id: createId('att'),
      session_id: input.sessionId,
      provider: input.provider,
      status: input.status,
      account_id: input.accountId,
      oauth_error_code: input.oauthErrorCode,
      oauth_error_description: input.oauthErrorDescription,
      oauth_state: input.oauthState,
      oauth_verifier: toNullableJsonText(input.oauthVerifier),
      created_at: now,
      updated_at: now,
    };
    await this.db.insertInto('connection_attempts').values(row).execute();
    return toConnectionAttemptRecord(row);
  }

  async get(id: string): Promise<ConnectionAttemptRecord | undefined> {
    const row = await this.db.selectFrom('connection_attempts').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toConnectionAttemptRecord(row);
  }

  async findByOauthState(state: string): Promise<ConnectionAttemptRecord | undefined> {
    const row = await this.db.selectFrom('connection_attempts').selectAll().where('oauth_state', '=', state).executeTakeFirst();
    return row && toConnectionAttemptRecord(row);
  }

  async authenticatedForSession(sessionId: number): Promise<ConnectionAttemptRecord | undefined> {
    const row = await this.db
      .selectFrom('connection_attempts')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('status', '=', 'authenticated')
      .orderBy('updated_at')
      .executeTakeFirst();
    return row && toConnectionAttemptRecord(row);
  }

  async latestForSession(sessionId: number): Promise<ConnectionAttemptRecord | undefined> {
    const row = await this.db
      .selectFrom('connection_attempts')
      .selectAll()
      .where('session_id', '=', sessionId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row && toConnectionAttemptRecord(row);
  }

  async listForSession(sessionId: number): Promise<ConnectionAttemptRecord[]> {
    const rows = await this.db
      .selectFrom('connection_attempts')
      .selectAll()
      .where('session_id', '=', sessionId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toConnectionAttemptRecord);
  }

  async update(id: string, patch: ConnectionAttemptPatch): Promise<ConnectionAttemptRecord | undefined> {
    const row = await this.db
      .updateTable('connection_attempts')
      .set({ ...toConnectionAttemptColumns(patch), updated_at: currentTimestamp() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toConnectionAttemptRecord(row);
  }
}

/** The columns a patch changes; fields left undefined keep their stored value. */
function toConnectionAttemptColumns(patch: ConnectionAttemptPatch): Updateable<ConnectionAttemptsTable> {
  const columns: Updateable<ConnectionAttemptsTable> = {};
  if (patch.status !== undefined) columns.status = patch.status;
  if (patch.accountId !== undefined) columns.account_id = patch.accountId;
  if (patch.oauthErrorCode !== undefined) columns.oauth_error_code = patch.oauthErrorCode;
  if (patch.oauthErrorDescription !== undefined) columns.oauth_error_description = patch.oauthErrorDescription;
  if (patch.oauthState !== undefined) columns.oauth_state = patch.oauthState;
  if (patch.oauthVerifier !== undefined) columns.oauth_verifier = toNullableJsonText(patch.oauthVerifier);
  return columns;
}

function toConnectionAttemptRecord(row: Selectable<ConnectionAttemptsTable>): ConnectionAttemptRecord {
  return {
    id: row.id,
    sessionId: row.session_id,
    provider: row.provider,
    status: row.status,
    accountId: row.account_id,
    oauthErrorCode: row.oauth_error_code,
    oauthErrorDescription: row.oauth_error_description,
    oauthState: row.oauth_state,
    oauthVerifier: fromNullableJsonText<EncryptedValue>(row.oauth_verifier),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
