import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../src/index.js';
import { postgresTextArray } from '../src/postgres-text-array.js';
import { describeDataSyncContract } from './data-sync-contract.js';
import { newAccount } from './new-account.js';
import { describeRetentionContract } from './retention-contract.js';
import { describeStoreContract } from './store-contract.js';
import { testDatabaseUrl } from './test-database-url.js';

// CI guarantees this server; when it is unreachable the suite fails rather than skips.
describe('PostgreSQL store', () => {
  const postgresSchema = `store_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });

  beforeAll(async () => {
    await admin.connect();
  });

  afterAll(async () => {
    await admin.query(`drop schema if exists ${postgresSchema} cascade`);
    await admin.query(`drop schema if exists ${postgresSchema}_retention cascade`);
    await admin.end();
  });

  describeStoreContract({ openStore: () => createStore({ databaseUrl: testDatabaseUrl, postgresSchema }) });
  describeDataSyncContract({ openStore: () => createStore({ databaseUrl: testDatabaseUrl, postgresSchema }) });
  // Retention reaches every project: a schema of its own.
  describeRetentionContract({ openStore: () => createStore({ databaseUrl: testDatabaseUrl, postgresSchema: `${postgresSchema}_retention` }) });

  it('migrates while another schema is created and dropped at that very moment', async () => {
    // Looking for its bookkeeping tables, the migrator reads the catalog of every schema on the
    // server; one dropped meanwhile made it fail with "schema ... does not exist" (4 times in 15
    // before the store tried again).
    const churner = new pg.Client({ connectionString: testDatabaseUrl });
    await churner.connect();
    let churning = true;
    const churn = (async () => {
      for (let round = 0; churning; round += 1) {
        const schema = `${postgresSchema}_churn_${round}`;
        await churner.query(`create schema ${schema}; create table ${schema}.t (id serial primary key, name text)`);
        await churner.query(`drop schema ${schema} cascade`);
      }
    })();
    try {
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const schema = `${postgresSchema}_migrating_${attempt}`;
        try {
          const store = await createStore({ databaseUrl: testDatabaseUrl, postgresSchema: schema });
          await store.close();
        } finally {
          await admin.query(`drop schema if exists ${schema} cascade`);
        }
      }
    } finally {
      churning = false;
      await churn;
      await churner.end();
    }
  }, 120_000);

  it('creates its tables inside the requested schema', async () => {
    const { rows } = await admin.query<{ table_name: string }>('select table_name from information_schema.tables where table_schema = $1 order by table_name', [
      postgresSchema,
    ]);

    expect(rows.map((row) => row.table_name)).toEqual([
      'accounts',
      'api_keys',
      'connect_sessions',
      'connection_attempts',
      'connector_profiles',
      'console_login_links',
      'data_sync_configs',
      'data_sync_partition_records',
      'data_sync_partitions',
      'data_sync_runs',
      'data_sync_schedules',
      'events',
      'kysely_migration',
      'kysely_migration_lock',
      'management_sessions',
      'organizations',
      'projects',
      'provider_logs',
      'request_logs',
      'webhook_attempts',
      'webhook_deliveries',
      'webhook_endpoints',
    ]);
  });

  it('lets a claim update a schedule in place: no index on next_run_at, room on each page for new row versions', async () => {
    const { rows: indexes } = await admin.query<{ indexname: string }>(
      "select indexname from pg_indexes where schemaname = $1 and tablename = 'data_sync_schedules' and indexdef like '%next_run_at%'",
      [postgresSchema],
    );
    expect(indexes).toEqual([]);
    const { rows } = await admin.query<{ reloptions: string[] | null }>(
      "select reloptions from pg_class where relname = 'data_sync_schedules' and relnamespace = $1::regnamespace",
      [postgresSchema],
    );
    expect(rows[0]?.reloptions).toEqual(['fillfactor=50']);
  });

  it("claims a batch of schedules reading only theirs, however many the project holds, under a prepared statement's generic plan too", async () => {
    // PostgreSQL plans a prepared statement generically after five runs on a connection: with the
    // ids as an `in ($1, ...)` list, that plan read every schedule of the project through its
    // index and compared each with the whole list, so a claim's cost grew with the project.
    const schema = `${postgresSchema}_claims`;
    const store = await createStore({ databaseUrl: testDatabaseUrl, postgresSchema: schema });
    try {
      // Planned without statistics, as a table filled a moment ago is until autovacuum comes by.
      await admin.query(`alter table ${schema}.data_sync_schedules set (autovacuum_enabled = false)`);
      const organization = await store.organizations.create({ name: 'Acme' });
      const project = await store.projects.create({ organizationId: organization.id, name: 'Many schedules' });
      const account = await store.accounts.create(project.id, newAccount({ projectId: project.id, provider: 'googledrive' }));
      const ids: string[] = [];
      await store.transaction(async (transaction) => {
        for (let index = 0; index < 2000; index += 1) {
          const schedule = await transaction.dataSyncSchedules.createIfAbsent(project.id, {
            syncConfigId: null,
            accountId: account.id,
            actionId: 'googledrive_list_drives',
            name: `due ${index}`,
            syncParams: {},
            paramsHash: `many-${index}`,
            source: 'manual',
            enabled: true,
            cadence: 'P1D',
            fullSyncAfter: null,
            startAt: '2026-01-01T00:00:00.000Z',
            nextRunAt: '2026-01-01T00:00:00.000Z',
          });
          ids.push(schedule!.id);
        }
      });
      const batch = ids.slice(0, 100);
      const projectEntriesRead = await store.transaction(async (transaction) => {
        const db = transaction.sqlTransaction as Kysely<unknown>;
        await sql`set local plan_cache_mode = force_generic_plan`.execute(db);
        // Index entries the project's index returned in this transaction: none when each id is looked up by the primary key.
        const projectIndexEntries = async () => {
          const { rows } = await sql<{ entries: string }>`select pg_stat_get_xact_tuples_returned('data_sync_schedules_project'::regclass) as entries`.execute(
            db,
          );
          return Number(rows[0]!.entries);
        };
        const before = await projectIndexEntries();
        expect((await transaction.dataSyncSchedules.getManyForUpdate(batch)).size).toBe(batch.length);
        await transaction.dataSyncSchedules.updateMany(project.id, batch, { nextRunAt: '2026-01-02T00:00:00.000Z', lastRunStatus: 'running' });
        return (await projectIndexEntries()) - before;
      });
      expect(projectEntriesRead).toBe(0);
      expect((await store.dataSyncSchedules.get(project.id, batch[0]!))?.nextRunAt).toBe('2026-01-02T00:00:00.000Z');
      expect((await store.dataSyncSchedules.get(project.id, ids[100]!))?.nextRunAt).toBe('2026-01-01T00:00:00.000Z');
    } finally {
      await store.close();
      await admin.query(`drop schema if exists ${schema} cascade`);
    }
  }, 60_000);

  it('reads back a text array literal element for element, whatever the elements hold', async () => {
    const tricky = ['plain_id-1', 'with space', 'quote"d', 'back\\slash', '{brace},comma', 'NULL', 'null', '', 'é ü 日本', 'tab\tnew\nline'];
    for (const values of [['dsr_01J9ZK4Q', '2026-02-01T00:00:00.000Z'], tricky]) {
      const { rows } = await admin.query<{ value: string }>('select unnest($1::text[]) as value', [postgresTextArray(values)]);
      expect(rows.map((row) => row.value)).toEqual(values);
    }
  });

  it('accepts the postgresql:// spelling of the URL', async () => {
    const store = await createStore({ databaseUrl: testDatabaseUrl.replace('postgres://', 'postgresql://'), postgresSchema });
    try {
      expect(store.dialect).toBe('postgres');
    } finally {
      await store.close();
    }
  });

  it('refuses a schema name it cannot put in search_path unquoted', async () => {
    await expect(createStore({ databaseUrl: testDatabaseUrl, postgresSchema: 'Bad-Schema' })).rejects.toThrow(/postgresSchema/);
  });
});
