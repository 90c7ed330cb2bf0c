import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The one place that picks the native SQLite driver; everything that opens a SQLite file (the
 * store, its checkpoint worker thread) goes through it.
 *
 * Two majors of better-sqlite3 are installed because no single one runs everywhere we support:
 * - 12 (`better-sqlite3`) is built for the running Node by its install script. On Node 24 it can
 *   abort the process (`Assertion failed: (env) != nullptr` in `Statement::~Statement()`): its
 *   statement finalizers run after Node 24 has torn the environment down, at exit or during GC.
 * - 13 (`better-sqlite3-13`, an npm alias) is a Node-API addon shipped prebuilt, without that bug,
 *   but it needs Node-API 10 (Node 22.14+, 24): on Node 20 it crashes as it opens a database.
 * So the runtime's Node-API version decides, not its major: 13 wherever it can load, 12 elsewhere.
 */

/** The constructor both majors export (13 keeps 12's API; the types are 12's). */
export type SqliteDriver = typeof BetterSqlite3;
export type SqliteConnection = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement;

export type SqliteDriverPackage = 'better-sqlite3' | 'better-sqlite3-13';

/** better-sqlite3 13 is compiled against Node-API 10. */
const NODE_API_VERSION_OF_DRIVER_13 = 10;

const requireFromStore = createRequire(import.meta.url);
let loadedDriver: SqliteDriver | undefined;

/** Which installed package this runtime loads, given its Node-API version (`process.versions.napi`). */
export function sqliteDriverPackage(nodeApiVersion: number = Number(process.versions.napi)): SqliteDriverPackage {
  return nodeApiVersion >= NODE_API_VERSION_OF_DRIVER_13 ? 'better-sqlite3-13' : 'better-sqlite3';
}

/** The driver's entry file, for a worker thread that `require`s it by path (workers have no module resolution of their own here). */
export function sqliteDriverPath(): string {
  return requireFromStore.resolve(sqliteDriverPackage());
}

/**
 * Loaded on first use, not on import: a server on PostgreSQL never touches the native module, so
 * it runs where better-sqlite3 was installed without its build (`npm install --ignore-scripts`).
 */
export function loadSqliteDriver(): SqliteDriver {
  loadedDriver ??= requireFromStore(sqliteDriverPackage()) as SqliteDriver;
  return loadedDriver;
}
