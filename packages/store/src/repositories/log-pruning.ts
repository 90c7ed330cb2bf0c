import type { Kysely } from 'kysely';
import type { BackgroundLogWriter } from '../background-log-writer.js';
import type { Database } from '../database-schema.js';
import { assertPositiveInteger } from '../page-bounds.js';
import type { LogPosition } from '../records.js';
import { onLogWriter } from './on-log-writer.js';

type LogTable = 'request_logs' | 'provider_logs';

// With a `logWriter` (a SQLite file) retention runs on the log writer's thread: better-sqlite3 runs
// a statement synchronously, and finding the millionth newest row walks a million index entries
// (50 ms warm, a second cold, once a minute per table) while every request waits. The deletes go
// there too, where they queue behind the log inserts instead of waiting on their lock.

/** The newest row that falls outside the `keepNewest` newest, by (started_at, id). */
export async function firstRowBeyond(
  db: Kysely<Database>,
  table: LogTable,
  keepNewest: number,
  logWriter?: BackgroundLogWriter,
): Promise<LogPosition | undefined> {
  const query = db.selectFrom(table).select(['started_at', 'id']).orderBy('started_at', 'desc').orderBy('id', 'desc').limit(1).offset(keepNewest);
  const row = await onLogWriter(
    logWriter,
    (writer) => {
      const { sql, parameters } = query.compile();
      return writer.get<{ started_at: string; id: string }>(sql, parameters);
    },
    () => query.executeTakeFirst(),
  );
  return row && { startedAt: row.started_at, id: row.id };
}

/**
 * Deletes at most `limit` of the oldest rows at or before `position`, oldest first; returns how
 * many. Small batches keep each write short, so requests writing logs meanwhile are not held up.
 */
export async function deleteLogsUpTo(
  db: Kysely<Database>,
  table: LogTable,
  position: LogPosition,
  limit: number,
  logWriter?: BackgroundLogWriter,
): Promise<number> {
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
  const query = db.deleteFrom(table).where('id', 'in', oldest);
  return onLogWriter(
    logWriter,
    (writer) => {
      const { sql, parameters } = query.compile();
      return writer.run(sql, parameters);
    },
    async () => Number((await query.executeTakeFirst()).numDeletedRows),
  );
}
