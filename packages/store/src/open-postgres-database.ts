import { Kysely, type PostgresPool, type PostgresPoolClient, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './database-schema.js';
import { KeyedMutex } from './keyed-mutex.js';
import type { OpenDatabase } from './open-database.js';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.js';
import { preparedStatementName } from './repositories/compiled-statements.js';

// Lower case only: an unquoted name in search_path is folded to lower case by PostgreSQL.
const SCHEMA_NAME_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgresDatabase(databaseUrl: string, postgresSchema: string | undefined): Promise<OpenDatabase> {
  if (postgresSchema !== undefined && !SCHEMA_NAME_PATTERN.test(postgresSchema)) {
    throw new Error(`postgresSchema must match ${SCHEMA_NAME_PATTERN}, got "${postgresSchema}"`);
  }
  const poolConfig: pg.PoolConfig = {
    connectionString: databaseUrl,
    // So an operator (or a test) finds this store's connections in pg_stat_activity.
    application_name: storeApplicationName(postgresSchema),
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
    // The pool listens only to idle connections: one that dies while checked out (between the
    // queries of a transaction, say) would emit an unheard 'error' and end the process too. Its
    // next query fails instead, the request is answered 503, and the pool drops it on release.
    pool.on('connect', (client) => client.on('error', () => {}));
  }
  const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool: withPreparedStatements(queryPool) }) });
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

/**
 * The pool as Kysely sees it, its clients running each statement shape's text as a named
 * prepared statement (`preparedStatementName`); pg prepares it on a connection's first run of it.
 * One wrapper per client, since Kysely keys its connections by the client object.
 */
function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = {
          query: ((textOrCursor: unknown, parameters?: readonly unknown[]) => {
            if (typeof textOrCursor !== 'string') return client.query(textOrCursor as pg.Submittable);
            const name = preparedStatementName(textOrCursor);
            return client.query(
              name === undefined ? { text: textOrCursor, values: parameters as unknown[] } : { name, text: textOrCursor, values: parameters as unknown[] },
            );
          }) as unknown as PostgresPoolClient['query'],
          // pg-pool gives a client a new `release` at each checkout.
          release: () => client.release(),
        };
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

/** The application_name of the store's connections: `openunified:<schema>` (PostgreSQL keeps its first 63 bytes). */
export function storeApplicationName(schema: string | undefined): string {
  return `openunified:${schema ?? 'public'}`.slice(0, 63);
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
