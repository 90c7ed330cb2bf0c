import type { Kysely } from 'kysely';
import type { Database } from '../database-schema.js';
import { assertPositiveInteger } from '../page-bounds.js';
import type { LogPosition } from '../records.js';

type LogTable = 'request_logs' | 'provider_logs';

/** The newest row that falls outside the `keepNewest` newest, by (started_at, id). */
export async function firstRowBeyond(db: Kysely<Database>, table: LogTable, keepNewest: number): Promise<LogPosition | undefined> {
  const row = await db
    .selectFrom(table)
    .select(['started_at', 'id'])
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(keepNewest)
    .executeTakeFirst();
  return row && { startedAt: row.started_at, id: row.id };
}

/**
 * Deletes at most `limit` of the oldest rows at or before `position`, oldest first; returns how
 * many. Small batches keep each write short, so requests writing logs meanwhile are not held up.
 */
export async function deleteLogsUpTo(db: Kysely<Database>, table: LogTable, position: LogPosition, limit: number): Promise<number> {
  assertPositiveInteger(limit, 'limit');
  const oldest = db
    .selectFrom(table)
    .select('id')
    .where((expression) =>
      expression.or([
        expression('started_at', '<', position.startedAt),
        expression.and([expression('started_at', '=', position.startedAt), expression('id', '<=', position.id)]),
      ]),
    )
    .orderBy('started_at')
    .orderBy('id')
    .limit(limit);
  const result = await db.deleteFrom(table).where('id', 'in', oldest).executeTakeFirst();
  return Number(result.numDeletedRows);
}
