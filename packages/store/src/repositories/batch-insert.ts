import { CompiledQuery, type Kysely } from 'kysely';
import type { BackgroundLogWriter } from '../background-log-writer.js';
import type { Database } from '../database-schema.js';
import { compiledText } from './compiled-statements.js';
import { onLogWriter } from './on-log-writer.js';

type LogTable = 'request_logs' | 'provider_logs';

/**
 * Inserts log rows with the SQL of an n-row insert compiled once per process, not per batch.
 * Kysely builds and compiles a query tree of every value of every row (2,800 for 200 request
 * logs) each time; the text only depends on the table, the columns and the row count, so the
 * rows' values are bound as parameters to the text compiled the first time. Every row must have
 * the same keys in the same order, as the repositories' row builders give them.
 *
 * With a `logWriter` (a SQLite file) the insert runs on its thread, off the event loop; should
 * that thread be gone, on `db` as without one.
 */
export async function insertLogRows<Row extends Record<string, unknown>>(
  db: Kysely<Database>,
  table: LogTable,
  rows: readonly Row[],
  logWriter?: BackgroundLogWriter,
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const columns = Object.keys(first);
  const parameters: unknown[] = new Array(rows.length * columns.length);
  let position = 0;
  for (const row of rows) for (const column of columns) parameters[position++] = row[column];
  const text = compiledText(db, `${table}\n${columns.join(',')}\n${rows.length}`, parameters, () =>
    db
      .insertInto(table)
      .values(rows as any)
      .compile(),
  );

  await onLogWriter<unknown>(
    logWriter,
    (writer) => writer.run(text, parameters),
    () => db.executeQuery(CompiledQuery.raw(text, parameters)),
  );
}
