import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createStore, type Store } from '@openunified/store';
import pg from 'pg';

/**
 * Bytes a row of each table that grows with use takes, its indexes included
 * (docs/deployment.md "What grows and how it is bounded"): `--rows` typical rows inserted through
 * the store into an empty database, and the growth of the table and its indexes divided by them:
 * SQLite's `dbstat` pages, PostgreSQL's `pg_total_relation_size` (with `--database-url`).
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    rows: { type: 'string', default: '5000' },
    'database-url': { type: 'string' },
  },
});
const rows = Number(values.rows);
const tables = ['events', 'webhook_deliveries', 'webhook_attempts', 'connect_sessions', 'connection_attempts', 'data_sync_runs'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a busy deployment writes: a data sync's change events relayed to one endpoint, links made through connect sessions, hourly runs. */
async function fill(store: Store): Promise<void> {
  const organization = await store.organizations.create({ name: 'Bench' });
  const project = await store.projects.create({ organizationId: organization.id, name: 'Bench' });
  const account = await store.accounts.create(project.id, {
    projectId: project.id,
    provider: 'googledrive',
    connectorProfileId: null,
    originOwnerId: 'customer-1',
    originOwnerName: 'Customer One',
    originUsername: null,
    label: null,
    metadata: {},
    type: 'production',
    credentials: null,
    credentialsExpireAt: null,
  });
  await store.webhookEndpoints.create(project.id, {
    url: 'https://hooks.example.com/openunified',
    description: null,
    eventTypes: ['*'],
    signingSecret: { keyId: 'k1', payload: randomBytes(48).toString('base64') },
  });
  const schedule = (await store.dataSyncSchedules.createIfAbsent(project.id, {
    syncConfigId: null,
    accountId: account.id,
    actionId: 'googledrive_list_files',
    name: 'Files',
    syncParams: { query: { page_size: 1000 } },
    paramsHash: 'bench',
    source: 'manual',
    enabled: true,
    cadence: 'PT1H',
    fullSyncAfter: null,
    startAt: '2026-01-01T00:00:00.000Z',
    nextRunAt: null,
  }))!;

  // events: one per changed record of a sync run (the largest source), relayed to the endpoint as deliveries.
  const runId = `dsr_${randomUUID()}`;
  for (let start = 0; start < rows; start += 500) {
    const count = Math.min(500, rows - start);
    await store.events.appendMany(
      project.id,
      Array.from({ length: count }, () => ({
        type: 'documents_files.updated',
        payload: {
          record_id: randomBytes(12).toString('base64url'),
          remote_id: randomBytes(20).toString('base64url'),
          schedule_id: schedule.id,
          account_id: account.id,
          action_id: 'googledrive_list_files',
          run_id: runId,
        },
      })),
    );
  }
  const now = new Date().toISOString();
  while ((await store.webhookDeliveries.relayOutbox({ limit: 1000, now, giveUpAt: new Date(Date.now() + DAY_MS).toISOString(), subscribes: () => true })) > 0);
  // webhook_attempts: one successful attempt per delivery.
  for (;;) {
    const claimed = await store.webhookDeliveries.claimDue({
      now: new Date().toISOString(),
      limit: 200,
      leaseExpiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    if (claimed.length === 0) break;
    for (const delivery of claimed) {
      await store.webhookDeliveries.recordAttempt({
        delivery,
        attempt: { startedAt: new Date().toISOString(), durationMs: 42, statusCode: 200, succeeded: true, error: null, responseExcerpt: '{"ok":true}' },
        retryAt: null,
        now: new Date().toISOString(),
        disablePolicy: { consecutiveFailures: 1000, failingForMs: DAY_MS, reason: 'failing' },
      });
    }
  }
  // connect_sessions and connection_attempts: a link made through the connect page, one OAuth attempt each.
  for (let index = 0; index < rows; index++) {
    const session = await store.connectSessions.create({
      organizationId: organization.id,
      projectId: project.id,
      tokenHash: randomBytes(32).toString('hex'),
      originOwnerId: `customer-${index}`,
      originOwnerName: `Customer ${index}`,
      originUsername: `user${index}@example.com`,
      categories: ['documents'],
      provider: 'googledrive',
      providerVersion: null,
      accountId: null,
      label: null,
      metadata: { source: 'onboarding' },
      multiple: false,
      type: 'production',
      connectorProfileId: null,
      externalTriggerToken: null,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await store.connectionAttempts.create({
      sessionId: session.id,
      provider: 'googledrive',
      status: 'authenticated',
      accountId: account.id,
      oauthErrorCode: null,
      oauthErrorDescription: null,
      oauthState: randomBytes(24).toString('base64url'),
      oauthVerifier: { keyId: 'k1', payload: randomBytes(80).toString('base64') },
    });
  }
  // data_sync_runs: finished runs of a schedule, with their counts; one running at a time, as the schedule allows.
  const dueAt = Date.parse('2026-01-01T00:00:00.000Z');
  for (let index = 0; index < rows; index++) {
    const [run] = await store.dataSyncRuns.createLeased([
      {
        projectId: project.id,
        scheduleId: schedule.id,
        dueAt: new Date(dueAt + index * 3_600_000).toISOString(),
        requestId: randomUUID(),
        leaseToken: randomUUID(),
        leaseExpiresAt: new Date(Date.now() + 60_000).toISOString(),
        startedAt: new Date().toISOString(),
        mode: 'incremental',
      },
    ]);
    await store.dataSyncRuns.finish(project.id, run!.id, run!.leaseToken, {
      status: 'succeeded',
      finishedAt: new Date().toISOString(),
      counts: { read: 1000, created: 12, updated: 40, unchanged: 948, deleted: 0 },
      error: null,
    });
  }
}

async function sqliteBytes(path: string): Promise<Record<string, number>> {
  // better-sqlite3 as the store resolves it: the one dependency of the store this script reads through directly.
  const requireFromStore = createRequire(fileURLToPath(import.meta.resolve('@openunified/store')));
  const Database = requireFromStore('better-sqlite3') as new (
    path: string,
    options: { readonly: boolean },
  ) => { prepare(sql: string): { all(...values: unknown[]): unknown[]; get(...values: unknown[]): unknown }; close(): void };
  const database = new Database(path, { readonly: true });
  try {
    const sizes: Record<string, number> = {};
    for (const table of tables) {
      const names = (database.prepare("select name from sqlite_master where tbl_name = ? and type in ('table', 'index')").all(table) as { name: string }[]).map(
        (row) => row.name,
      );
      const { bytes } = database
        .prepare(`select coalesce(sum(pgsize), 0) as bytes from dbstat where name in (${names.map(() => '?').join(', ')})`)
        .get(...names) as { bytes: number };
      sizes[table] = bytes;
    }
    return sizes;
  } finally {
    database.close();
  }
}

async function measureSqlite(): Promise<Record<string, number>> {
  const directory = await mkdtemp(join(tmpdir(), 'openunified-row-sizes-'));
  try {
    const emptyPath = join(directory, 'empty.sqlite');
    await (await createStore({ sqlitePath: emptyPath })).close();
    const filledPath = join(directory, 'filled.sqlite');
    const store = await createStore({ sqlitePath: filledPath });
    await fill(store);
    await store.close();
    const empty = await sqliteBytes(emptyPath);
    const filled = await sqliteBytes(filledPath);
    return Object.fromEntries(tables.map((table) => [table, (filled[table]! - empty[table]!) / rows]));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

async function measurePostgres(databaseUrl: string): Promise<Record<string, number>> {
  const schema = `row_sizes_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const store = await createStore({ databaseUrl, postgresSchema: schema });
    const sizes = async () => {
      const result: Record<string, number> = {};
      for (const table of tables) result[table] = Number((await admin.query(`select pg_total_relation_size('${schema}.${table}') as bytes`)).rows[0].bytes);
      return result;
    };
    const empty = await sizes();
    await fill(store);
    await store.close();
    // Sizes as autovacuum leaves them: the updates of deliveries and runs leave dead versions until then.
    for (const table of tables) await admin.query(`vacuum ${schema}.${table}`);
    const filled = await sizes();
    return Object.fromEntries(tables.map((table) => [table, (filled[table]! - empty[table]!) / rows]));
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}

const sqlite = await measureSqlite();
const postgres = values['database-url'] ? await measurePostgres(values['database-url']) : undefined;
console.log(`${rows} rows a table; bytes per row, indexes included`);
console.log(`| table | SQLite |${postgres ? ' PostgreSQL |' : ''}`);
for (const table of tables) console.log(`| ${table} | ${Math.round(sqlite[table]!)} |${postgres ? ` ${Math.round(postgres[table]!)} |` : ''}`);
