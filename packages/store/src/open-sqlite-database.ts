import { randomUUID } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, type SqliteDatabase, SqliteDialect } from 'kysely';
import { type BackgroundCheckpointer, startBackgroundCheckpointer, WAL_RESTART_AFTER_BYTES } from './background-checkpointer.js';
import { type BackgroundLogWriter, createBackgroundLogWriter } from './background-log-writer.js';
import type { Database } from './database-schema.js';
import { KeyedMutex } from './keyed-mutex.js';
import type { OpenDatabase } from './open-database.js';
import { loadSqliteDriver, type SqliteConnection, type SqliteStatement } from './sqlite-driver.js';

const IN_MEMORY_PATH = ':memory:';
const BUSY_TIMEOUT_MS = 5_000;
// The log writer thread waits for the main connection's transactions without holding anyone up:
// longer than the main connection, so a long transaction delays a log batch rather than drops it.
const LOG_WRITER_BUSY_TIMEOUT_MS = 30_000;
// ~40 MB of WAL between automatic checkpoints, in pages of the file's size (see below).
const WAL_AUTOCHECKPOINT_BYTES = 40 * 1024 * 1024;
// For a new file only: SQLite keeps the page size a file was created with.
const NEW_FILE_PAGE_SIZE = 16 * 1024;
const PAGE_CACHE_KIB = 32 * 1024;

// Room for every distinct query the repositories issue; `in (...)` lists of other lengths add a few more.
const STATEMENT_CACHE_SIZE = 500;

// One mutex for the whole process: two Store instances on the same file must exclude each other.
const processWideMutex = new KeyedMutex();

/** The database holds credentials (encrypted) and provider logs: only its owner may read it, like the key files. */
const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the database file 0600 before SQLite opens it; SQLite then gives its WAL and shared
 * memory files the same mode. A file left by an older version is tightened too.
 */
function createPrivateFile(location: string): void {
  mkdirSync(dirname(location), { recursive: true });
  closeSync(openSync(location, 'a', PRIVATE_FILE_MODE));
  chmodSync(location, PRIVATE_FILE_MODE);
}

export function openSqliteDatabase(sqlitePath: string): OpenDatabase {
  const inMemory = sqlitePath === IN_MEMORY_PATH;
  const location = inMemory ? IN_MEMORY_PATH : resolve(sqlitePath);
  if (!inMemory) createPrivateFile(location);

  const SqliteDriver = loadSqliteDriver();
  const database = new SqliteDriver(location);
  // Before anything is written: a commit writes each page it touched to the WAL in a system call
  // of its own, and a data sync's records arrive in random id order, so nearly every record
  // touches a leaf of its own in the records' primary-key index. With 16 KiB pages instead of
  // 4 KiB, a batch of 2000 records takes ~60 % fewer WAL writes (1.3 instead of 3.3 a record over
  // 200k records) and a third less of SQLite's CPU per record (bench/README.md, data sync).
  // A file created before keeps its pages (changing them takes a VACUUM).
  database.pragma(`page_size = ${NEW_FILE_PAGE_SIZE}`);
  const walAutocheckpointPages = Math.max(1000, Math.round(WAL_AUTOCHECKPOINT_BYTES / Number(database.pragma('page_size', { simple: true }))));
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // SQLite's default page cache is 2 MB: a records store of 100k rows has more index pages than
  // that, and each lookup then went to the OS. Negative: a size in KiB; allocated only as used.
  database.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  // A multi-row insert or upsert inside a transaction keeps a statement journal: the content
  // before the statement of every page it changes, to undo it alone should it fail. Past 64 KiB
  // SQLite spills that journal to a temporary file, and a data sync's batch of 500 records with
  // random ids changes a 16 KiB index leaf per record once the store is large: three quarters of
  // the bytes a 150k-record sync wrote went to that file, more with every record stored. Held in
  // memory, the journal of a statement is a few megabytes at most and is freed as it ends.
  database.pragma('temp_store = MEMORY');
  if (!inMemory) {
    // WAL lets readers proceed while a write is in progress; with WAL, synchronous=NORMAL stays
    // crash-safe (no corruption) and avoids an fsync per request log written.
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    // A commit that starts the log over cuts the file back to this: a log that once grew (a
    // checkpoint held off by a long reader) does not keep its size on disk.
    database.pragma(`journal_size_limit = ${WAL_RESTART_AFTER_BYTES}`);
    for (const companion of [`${location}-wal`, `${location}-shm`]) if (existsSync(companion)) chmodSync(companion, PRIVATE_FILE_MODE);
  }
  let checkpointer: BackgroundCheckpointer | undefined;
  // An in-memory database is private to its connection: its logs are written on it.
  const logWriter: BackgroundLogWriter | undefined = inMemory ? undefined : createBackgroundLogWriter(location, LOG_WRITER_BUSY_TIMEOUT_MS);
  if (!inMemory) {
    database.pragma('wal_autocheckpoint = 0');
    checkpointer = startBackgroundCheckpointer(location, () => {
      // The log keeps being folded back, on the event loop again; every ~40 MB of WAL (10,000
      // pages of 4 KiB) rather than SQLite's 1000 pages, so a data sync writing thousands of
      // records a second does not spend half its commit time in checkpoints.
      if (database.open) database.pragma(`wal_autocheckpoint = ${walAutocheckpointPages}`);
      logWriter?.enableAutomaticCheckpoints(walAutocheckpointPages);
    });
  }

  // An in-memory database is private to its connection, so its locks get a namespace of their own.
  const lockNamespace = inMemory ? `memory:${randomUUID()}` : `file:${location}`;
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });

  return {
    dialect: 'sqlite',
    db,
    migrationTableSchema: undefined,
    logWriter,
    withLock: (key, work) => processWideMutex.runExclusive(`${lockNamespace}\n${key}`, work),
    close: async () => {
      await logWriter?.stop();
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles the SQL on each prepare: work
 * repeated on every request for the same few statements. Compiled once per process instead, a
 * lookup costs a fraction of it. Reuse is safe because Kysely runs a statement to completion
 * (`all`/`run`) before the next query starts.
 */
function withStatementCache(database: SqliteConnection): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        // Kysely begins its transactions deferred. Another connection writes to the file (the log
        // writer thread), and a deferred transaction that has read and then writes after that
        // thread committed fails at once with SQLITE_BUSY, which no busy timeout retries. Taking
        // the write lock when it begins, a transaction waits its turn instead.
        statement = database.prepare(sql === 'begin' ? 'begin immediate' : sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      database.close();
    },
  };
}
