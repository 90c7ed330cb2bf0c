import { Worker } from 'node:worker_threads';
import { sqliteDriverPath } from './sqlite-driver.js';

// Runs in a worker thread with a connection of its own, set up like the main one
// (open-sqlite-database.ts); the WAL's checkpoints stay with the checkpoint worker.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const database = new Database(workerData.location);
database.pragma('busy_timeout = ' + workerData.busyTimeoutMs);
database.pragma('foreign_keys = ON');
database.pragma('synchronous = NORMAL');
database.pragma('temp_store = MEMORY');
database.pragma('wal_autocheckpoint = ' + workerData.walAutocheckpointPages);
const statements = new Map();
parentPort.on('message', (message) => {
  if (message.stop) {
    database.close();
    parentPort.close();
    return;
  }
  if (message.walAutocheckpointPages !== undefined) {
    database.pragma('wal_autocheckpoint = ' + message.walAutocheckpointPages);
    return;
  }
  try {
    let statement = statements.get(message.sql);
    if (statement === undefined) {
      if (statements.size >= workerData.statementCacheSize) statements.clear();
      statement = database.prepare(message.sql);
      statements.set(message.sql, statement);
    }
    if (message.read) parentPort.postMessage({ id: message.id, row: statement.get(message.parameters) });
    else parentPort.postMessage({ id: message.id, changes: statement.run(message.parameters).changes });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: String((error && error.message) || error) });
  }
});
`;

// Inserts of every row count a log batch can have (1 to 200, for two tables) fit with room to spare.
const STATEMENT_CACHE_SIZE = 500;

/** The writer could not take the statement (not started, stopped or crashed): run it on the main connection instead. */
export class LogWriterUnavailableError extends Error {
  constructor(reason: string) {
    super(`the background log writer is unavailable: ${reason}`);
    this.name = 'LogWriterUnavailableError';
  }
}

export interface BackgroundLogWriter {
  /**
   * Runs one statement on the writer's connection and resolves with the rows it changed; rejects
   * with the SQLite error's message, or with `LogWriterUnavailableError`.
   */
  run(sql: string, parameters: readonly unknown[]): Promise<number>;
  /** Runs one query on the writer's connection and resolves with its first row; rejects as `run` does. */
  get<Row>(sql: string, parameters: readonly unknown[]): Promise<Row | undefined>;
  /** After the checkpoint worker failed: let this connection's commits checkpoint the WAL too. */
  enableAutomaticCheckpoints(pages: number): void;
  /** Waits for the statements already sent, then closes the connection and the thread. */
  stop(): Promise<void>;
}

interface PendingStatement {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface StatementResult {
  id: number;
  error?: string;
  changes?: number;
  row?: unknown;
}

/**
 * Takes the request and provider log inserts of a SQLite store off the event loop. better-sqlite3
 * runs a statement synchronously: a write-behind batch of 200 log rows into tables with several
 * indexes held the event loop for 3 ms at the median and 10 ms at worst, and every request that
 * arrived meanwhile waited (docs/deployment.md "Request logs"). The thread starts with the first
 * statement, so a store that never writes logs never has one; it holds the process open only
 * while statements are in flight, like the queues' timers.
 */
export function createBackgroundLogWriter(location: string, busyTimeoutMs: number): BackgroundLogWriter {
  let worker: Worker | undefined;
  let unavailable: string | undefined;
  let exited: Promise<void> = Promise.resolve();
  let nextId = 0;
  // Off while the checkpoint worker folds the WAL back (open-sqlite-database.ts).
  let walAutocheckpointPages = 0;
  const pending = new Map<number, PendingStatement>();

  const failAll = (reason: string) => {
    unavailable ??= reason;
    for (const statement of pending.values()) statement.reject(new LogWriterUnavailableError(reason));
    pending.clear();
  };

  const start = (): Worker => {
    // The same driver the main connection loaded (sqlite-driver.ts picks it for this runtime).
    const started = new Worker(workerSource, {
      eval: true,
      workerData: { location, driverPath: sqliteDriverPath(), busyTimeoutMs, walAutocheckpointPages, statementCacheSize: STATEMENT_CACHE_SIZE },
    });
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    started.on('message', (message: StatementResult) => {
      const statement = pending.get(message.id);
      if (!statement) return;
      pending.delete(message.id);
      if (pending.size === 0) started.unref();
      if (message.error !== undefined) statement.reject(new Error(message.error));
      else statement.resolve('changes' in message ? message.changes : message.row);
    });
    started.on('error', (error) => failAll(error.message));
    started.on('exit', (code) => failAll(`its thread exited with code ${code}`));
    started.unref();
    return started;
  };

  const send = (sql: string, parameters: readonly unknown[], read: boolean): Promise<unknown> => {
    if (unavailable !== undefined) return Promise.reject(new LogWriterUnavailableError(unavailable));
    worker ??= start();
    const id = nextId++;
    const done = new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    if (pending.size === 1) worker.ref();
    worker.postMessage({ id, sql, parameters, read });
    return done;
  };

  return {
    run: (sql, parameters) => send(sql, parameters, false) as Promise<number>,
    get: <Row>(sql: string, parameters: readonly unknown[]) => send(sql, parameters, true) as Promise<Row | undefined>,
    enableAutomaticCheckpoints(pages) {
      walAutocheckpointPages = pages;
      worker?.postMessage({ walAutocheckpointPages: pages });
    },
    async stop() {
      unavailable ??= 'the store is closed';
      if (!worker) return;
      // Referenced while it winds down: a process awaiting close() must wait for the exit.
      worker.ref();
      worker.postMessage({ stop: true });
      await exited;
    },
  };
}
