import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../database-schema.js';

type LogTable = 'request_logs' | 'provider_logs';

// Per dialect adapter (transactions share their database's), the SQL of an n-row insert.
const statementTexts = new WeakMap<object, Map<string, string>>();

/**
 * Inserts log rows with the SQL of an n-row insert compiled once per process, not per batch.
 * Kysely builds and compiles a query tree of every value of every row (2,800 for 200 request
 * logs) each time; the text only depends on the table, the columns and the row count, so the
 * rows' values are bound as parameters to the text compiled the first time. Every row must have
 * the same keys in the same order, as the repositories' row builders give them.
 */
export async function insertLogRows<Row extends Record<string, unknown>>(db: Kysely<Database>, table: LogTable, rows: readonly Row[]): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const columns = Object.keys(first);
  const adapter = db.getExecutor().adapter;
  let texts = statementTexts.get(adapter);
  if (!texts) {
    texts = new Map();
    statementTexts.set(adapter, texts);
  }
  const key = `${table}\n${columns.join(',')}\n${rows.length}`;
  const parameters: unknown[] = new Array(rows.length * columns.length);
  let position = 0;
  for (const row of rows) for (const column of columns) parameters[position++] = row[column];

  let text = texts.get(key);
  if (text === undefined) {
    const compiled = db.insertInto(table).values(rows as any).compile();
    // The parameter order this function binds must be the one Kysely compiled.
    if (compiled.parameters.length !== parameters.length || compiled.parameters.some((value, index) => value !== parameters[index])) {
      throw new Error(`insertLogRows: the rows of ${table} do not share one column order`);
    }
    text = compiled.sql;
    texts.set(key, text);
  }
  await db.executeQuery(CompiledQuery.raw(text, parameters));
}
