import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './database-schema.js';
import { KeyedMutex } from './keyed-mutex.js';
import type { OpenDatabase } from './open-database.js';

// Lower case only: an unquoted name in search_path is folded to lower case by PostgreSQL.
const SCHEMA_NAME_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgresDatabase(databaseUrl: string, postgresSchema: string | undefined): Promise<OpenDatabase> {
  if (postgresSchema !== undefined && !SCHEMA_NAME_PATTERN.test(postgresSchema)) {
    throw new Error(`postgresSchema must match ${SCHEMA_NAME_PATTERN}, got "${postgresSchema}"`);
  }
  const poolConfig: pg.PoolConfig = {
    connectionString: databaseUrl,
    // Sent in the startup packet, so every pooled connection uses the schema from its first query.
    ...(postgresSchema === undefined ? {} : { options: `-c search_path=${postgresSchema}` }),
  };
  const queryPool = new pg.Pool(poolConfig);
  // Lock holders sit on a connection for as long as their work runs, and that work queries the
  // store; a separate pool means waiting lock holders can never starve the queries of the holder.
  const lockPool = new pg.Pool(poolConfig);
  for (const pool of [queryPool, lockPool]) {
    // The pool drops an idle connection the server closed; without a listener Node would treat
    // that 'error' event as uncaught and end the process.
    pool.on('error', () => {});
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: queryPool }) });
  const close = async () => {
    await Promise.all([db.destroy(), lockPool.end()]);
  };

  try {
    if (postgresSchema !== undefined) await createSchemaIfMissing(db, postgresSchema);
    const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
    const inProcessMutex = new KeyedMutex();
    return {
      dialect: 'postgres',
      db,
      migrationTableSchema: rows[0]?.schema ?? undefined,
      // The mutex keeps one lock connection per key per process; the advisory lock spans processes.
      withLock: (key, work) => inProcessMutex.runExclusive(key, () => withAdvisoryLock(lockPool, key, work)),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

// Processes starting together may both pass `if not exists` and race on the catalog; losing
// that race means the schema exists, which is all that was asked.
const SCHEMA_ALREADY_CREATED_CODES = new Set(['23505', '42P06']);

async function createSchemaIfMissing(db: Kysely<Database>, schema: string): Promise<void> {
  try {
    await db.schema.createSchema(schema).ifNotExists().execute();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !SCHEMA_ALREADY_CREATED_CODES.has(code)) throw error;
  }
}

async function withAdvisoryLock<Result>(lockPool: pg.Pool, key: string, work: () => Promise<Result>): Promise<Result> {
  const client = await lockPool.connect();
  let unlockFailed = false;
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch((error: unknown) => {
        unlockFailed = true;
        throw error;
      });
    }
  } finally {
    // A session that failed to unlock may still hold the lock: destroying it is what frees it.
    client.release(unlockFailed);
  }
}
