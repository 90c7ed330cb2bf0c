import { CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import type { Database } from '../database-schema.js';

// Per dialect adapter (transactions share their database's), the SQL text of each statement shape.
const statementTexts = new WeakMap<object, Map<string, string>>();

// The name a PostgreSQL connection prepares each statement shape's text under (see `preparedStatementName`).
const preparedNames = new Map<string, string>();

/**
 * Runs a statement whose SQL text depends only on its shape (e.g. a table, its columns and a
 * row count), compiled by Kysely the first time a process runs that shape and reused after.
 * Kysely builds and compiles a query tree of every bound value each time (5,500 nodes for 500
 * records of 11 columns): on the data sync's hot path that cost more than SQLite's own work.
 * `parameters` must be what `compile()` binds, in its order; the first compile checks it.
 * better-sqlite3 then finds its prepared statement by the same text (open-sqlite-database.ts).
 */
export async function executeCompiled<Row>(
  db: Kysely<Database>,
  shape: string,
  parameters: readonly unknown[],
  compile: () => CompiledQuery,
): Promise<QueryResult<Row>> {
  return db.executeQuery<Row>(CompiledQuery.raw(compiledText(db, shape, parameters, compile), parameters as unknown[]));
}

/** The SQL text of a statement shape, compiled the first time (see `executeCompiled`), for a caller that runs it elsewhere. */
export function compiledText(db: Kysely<Database>, shape: string, parameters: readonly unknown[], compile: () => CompiledQuery): string {
  const adapter = db.getExecutor().adapter;
  let texts = statementTexts.get(adapter);
  if (!texts) {
    texts = new Map();
    statementTexts.set(adapter, texts);
  }
  let text = texts.get(shape);
  if (text === undefined) {
    const compiled = compile();
    if (compiled.parameters.length !== parameters.length || compiled.parameters.some((value, index) => value !== parameters[index])) {
      throw new Error(`the parameters given for the statement ${shape} are not the ones it binds`);
    }
    text = compiled.sql;
    texts.set(shape, text);
    // `select *` is left unprepared: a column added by a migration that another process ran
    // would fail a statement prepared before it ("cached plan must not change result type").
    if (!preparedNames.has(text) && !/\bselect \*/.test(text)) preparedNames.set(text, `openunified_${preparedNames.size + 1}`);
  }
  return text;
}

/**
 * The name under which a PostgreSQL connection prepares `text` once and then only binds and
 * executes it, when `text` is a statement shape's (`compiledText`); undefined for other SQL. An
 * unnamed statement is parsed, analysed and planned again on every run: for the data sync's
 * 500-row upserts that was half of what the database spent per record. The shapes are a bounded
 * set (a few row counts per table), so each connection keeps a bounded set of prepared statements.
 */
export function preparedStatementName(text: string): string | undefined {
  return preparedNames.get(text);
}

/**
 * Splits `items` into statements of `max` items, then the remainder into powers of two, so a
 * table's statements take at most log2(max) + 2 distinct texts (row counts) however the batches
 * fall, instead of one cached text per count.
 */
export function statementBatches<Item>(items: readonly Item[], max: number): Item[][] {
  const batches: Item[][] = [];
  let start = 0;
  while (items.length - start >= max) {
    batches.push(items.slice(start, start + max));
    start += max;
  }
  for (let size = 2 ** Math.floor(Math.log2(max)); size >= 1 && start < items.length; size /= 2) {
    if (items.length - start >= size) {
      batches.push(items.slice(start, start + size));
      start += size;
    }
  }
  return batches;
}

/**
 * Splits `values` for `in (...)` lists of at most `max` and pads each list to the next power of
 * two by repeating its last value (a repeat changes no `in`), so a list of any length runs as
 * one statement of at most log2(max) + 1 distinct texts.
 */
export function paddedInLists<Value>(values: readonly Value[], max: number): Value[][] {
  const lists: Value[][] = [];
  for (let start = 0; start < values.length; start += max) {
    const list = values.slice(start, start + max);
    const size = Math.min(max, 2 ** Math.ceil(Math.log2(list.length)));
    while (list.length < size) list.push(list.at(-1)!);
    lists.push(list);
  }
  return lists;
}
