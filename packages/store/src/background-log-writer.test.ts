import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BackgroundLogWriter, createBackgroundLogWriter, LogWriterUnavailableError } from './background-log-writer.js';
import { createStore } from './create-store.js';
import { openSqliteDatabase } from './open-sqlite-database.js';
import type { ProviderLogRecord, Store } from './records.js';
import { SqlProviderLogRepository } from './repositories/provider-log-repository.js';
import { loadSqliteDriver } from './sqlite-driver.js';

function providerLog(projectId: string, requestId: string): Omit<ProviderLogRecord, 'id'> {
  return {
    projectId,
    requestId,
    accountId: null,
    method: 'GET',
    url: 'https://provider.test/items',
    requestHeaders: { accept: 'application/json' },
    requestBody: null,
    status: 200,
    responseHeaders: {},
    responseBody: '{"items":[]}',
    durationMs: 3,
    error: null,
    startedAt: new Date().toISOString(),
    bodyOmission: null,
  };
}

/** Counts the turns of the event loop until `stop()`, which returns how many there were. */
function countEventLoopTurns(): { stop(): number } {
  let turns = 0;
  let finished = false;
  const countTurn = () => {
    if (finished) return;
    turns += 1;
    setImmediate(countTurn);
  };
  setImmediate(countTurn);
  return {
    stop() {
      finished = true;
      return turns;
    },
  };
}

describe('the background log writer', () => {
  let directory: string;
  let writer: BackgroundLogWriter | undefined;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'openunified-log-writer-'));
  });

  afterEach(async () => {
    await writer?.stop();
    writer = undefined;
    await rm(directory, { recursive: true, force: true });
  });

  function databaseWithTable(): string {
    const location = join(directory, 'store.sqlite');
    const database = new (loadSqliteDriver())(location);
    database.pragma('journal_mode = WAL');
    database.prepare('create table numbers (value integer not null)').run();
    database.close();
    return location;
  }

  it('runs a statement on its own thread while the event loop goes on', async () => {
    const location = databaseWithTable();
    writer = createBackgroundLogWriter(location, 5_000);
    const turns = countEventLoopTurns();
    // Hundreds of milliseconds of SQLite work: run on the event loop, no turn could happen meanwhile.
    await writer.run(
      'insert into numbers (value) with recursive counter(value) as (select 1 union all select value + 1 from counter where value < ?) select value from counter',
      [1_000_000],
    );
    expect(turns.stop()).toBeGreaterThan(1);

    const database = new (loadSqliteDriver())(location, { readonly: true });
    expect(database.prepare('select count(*) as count from numbers').get()).toEqual({ count: 1_000_000 });
    database.close();
  });

  it("rejects with SQLite's own message when a statement fails", async () => {
    writer = createBackgroundLogWriter(databaseWithTable(), 5_000);
    await expect(writer.run('insert into numbers (value) values (?)', [null])).rejects.toThrow(/NOT NULL constraint failed: numbers.value/);
    // The thread is still there for the next statement.
    await expect(writer.run('insert into numbers (value) values (?)', [1])).resolves.toBe(1);
  });

  it('answers with the rows a statement changed, and with the first row of a query', async () => {
    writer = createBackgroundLogWriter(databaseWithTable(), 5_000);
    await expect(writer.run('insert into numbers (value) values (?), (?), (?)', [1, 2, 3])).resolves.toBe(3);
    await expect(writer.get('select value from numbers order by value desc limit 1 offset ?', [1])).resolves.toEqual({ value: 2 });
    await expect(writer.get('select value from numbers where value > ?', [3])).resolves.toBeUndefined();
    await expect(writer.run('delete from numbers where value < ?', [3])).resolves.toBe(2);
  });

  it('finishes the statements already sent before it stops, and takes none after', async () => {
    writer = createBackgroundLogWriter(databaseWithTable(), 5_000);
    const writes = Array.from({ length: 50 }, (_, index) => writer!.run('insert into numbers (value) values (?)', [index]));
    await writer.stop();
    await expect(Promise.all(writes)).resolves.toHaveLength(50);
    await expect(writer.run('insert into numbers (value) values (?)', [51])).rejects.toBeInstanceOf(LogWriterUnavailableError);
  });
});

describe('log inserts of a SQLite store', () => {
  let directory: string;
  let store: Store | undefined;

  afterEach(async () => {
    await store?.close();
    store = undefined;
    await rm(directory, { recursive: true, force: true });
  });

  /** A store on a new file, with one project to file logs under. */
  async function openStore() {
    directory = await mkdtemp(join(tmpdir(), 'openunified-log-writer-store-'));
    const path = join(directory, 'store.sqlite');
    store = await createStore({ sqlitePath: path });
    const organization = await store.organizations.create({ name: 'Acme' });
    const project = await store.projects.create({ organizationId: organization.id, name: 'Production' });
    return { path, project, opened: store };
  }

  it('are read back by the main connection once written', async () => {
    const { path, project, opened } = await openStore();

    await opened.providerLogs.createMany(Array.from({ length: 200 }, () => providerLog(project.id, 'req_1')));
    expect(await opened.providerLogs.listByRequest(project.id, 'req_1')).toHaveLength(200);
    const [requestLog] = await opened.requestLogs.createMany([
      {
        projectId: project.id,
        accountId: null,
        requestId: 'req_1',
        method: 'GET',
        path: '/accounts',
        route: '/accounts',
        provider: null,
        actionId: null,
        status: 200,
        durationMs: 2,
        query: null,
        warnings: ['slow provider'],
        startedAt: new Date().toISOString(),
      },
    ]);
    expect(await opened.requestLogs.get(project.id, requestLog!.id)).toEqual(requestLog);

    // A reopened store on the same file shows the same rows: they were committed, not held by a thread.
    await opened.close();
    store = await createStore({ sqlitePath: path });
    expect(await store.providerLogs.listByRequest(project.id, 'req_1')).toHaveLength(200);
  });

  it('run on the main connection once the writer is gone', async () => {
    const { path, project, opened } = await openStore();
    const database = openSqliteDatabase(path);
    const stopped = createBackgroundLogWriter(path, 5_000);
    await stopped.stop();
    try {
      await new SqlProviderLogRepository(database.db, stopped).createMany([providerLog(project.id, 'req_fallback')]);
    } finally {
      await database.close();
    }
    expect(await opened.providerLogs.listByRequest(project.id, 'req_fallback')).toHaveLength(1);
  });

  it('do not fail a transaction of the main connection that read before they committed and writes after', async () => {
    const { project, opened } = await openStore();
    let logged: Promise<unknown> | undefined;
    await opened.transaction(async (transaction) => {
      expect(await transaction.projects.get(project.id)).toBeDefined();
      // Begun deferred, this transaction would now hold a snapshot older than the thread's commit,
      // and its write below would fail with SQLITE_BUSY; begun immediate, the thread waits for it.
      logged = opened.providerLogs.createMany([providerLog(project.id, 'req_meanwhile')]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await transaction.organizations.create({ name: 'Written after the log' });
    });
    await logged;
    expect(await opened.providerLogs.listByRequest(project.id, 'req_meanwhile')).toHaveLength(1);
  });

  it("are pruned on the writer's thread: finding the 200,000th newest row leaves the event loop free", async () => {
    const { path, project, opened } = await openStore();
    const database = new (loadSqliteDriver())(path);
    // 200,000 rows straight into the file, oldest first.
    database
      .prepare(
        `insert into request_logs (id, project_id, request_id, method, path, status, duration_ms, started_at)
         with recursive counter(value) as (select 1 union all select value + 1 from counter where value < 200000)
         select printf('log_%08d', value), ?, 'req', 'GET', '/accounts', 200, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 1000000000 + value, 'unixepoch') from counter`,
      )
      .run(project.id);
    database.close();

    const turns = countEventLoopTurns();
    const boundary = await opened.requestLogs.firstRowBeyond(199_990);
    // Tens of milliseconds of index walking: on the event loop, no turn could happen meanwhile.
    expect(turns.stop()).toBeGreaterThan(1);
    expect(boundary).toEqual({ startedAt: '2001-09-09T01:46:50.000Z', id: 'log_00000010' });
    expect(await opened.requestLogs.deleteUpTo(boundary!, 500)).toBe(10);
    expect(await opened.requestLogs.firstRowBeyond(199_990)).toBeUndefined();
  });

  it('inside a transaction, commit or roll back with it', async () => {
    const { project, opened } = await openStore();
    await expect(
      opened.transaction(async (transaction) => {
        await transaction.providerLogs.createMany([providerLog(project.id, 'req_rolled_back')]);
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await opened.providerLogs.listByRequest(project.id, 'req_rolled_back')).toEqual([]);
  });
});
