/**
 * A short-lived process on SQLite, as the CLI or a server stopped mid-work is: it prepares
 * statements by the thousand and leaves them to the garbage collector, lets the store's
 * background checkpoint worker fold the log into the file, and exits with a store still open.
 * better-sqlite3 12 built for Node 24 aborts such a process (`Assertion failed: (env) != nullptr`
 * as a statement is finalized by a GC outside JavaScript, or after the environment is gone); the
 * driver sqlite-driver.ts picks must let it run and exit 0.
 *
 * Argument: a directory to put the database file in. Prints one JSON line: the driver package
 * and version, and whether a checkpoint was seen.
 */
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import { createStore } from '../src/create-store.js';
import type { Store } from '../src/records.js';
import { loadSqliteDriver, sqliteDriverPackage } from '../src/sqlite-driver.js';

const [directory = ''] = process.argv.slice(2);
const CHECKPOINT_WAIT_MS = 15_000;
const GARBAGE_STATEMENTS = 250_000;

async function writeProviderLogs(store: Store, count: number): Promise<void> {
  const organization = await store.organizations.create({ name: 'Acme' });
  const project = await store.projects.create({ organizationId: organization.id, name: 'Production' });
  await store.providerLogs.createMany(
    Array.from({ length: count }, (_, index) => ({
      projectId: project.id,
      requestId: `req_${index}`,
      accountId: null,
      method: 'GET',
      url: 'https://provider.test/items',
      requestHeaders: {},
      requestBody: null,
      status: 200,
      responseHeaders: {},
      responseBody: 'x'.repeat(4096),
      durationMs: 1,
      error: null,
      startedAt: new Date().toISOString(),
    })),
  );
  await store.providerLogs.listByRequest(project.id, 'req_0');
}

// Statements nobody keeps, as many as a busy server prepares: better-sqlite3 12 on Node 24 aborts
// when the collector finalizes one during an allocation (it did within 40 000 here; 250 000 made it abort every time).
const SqliteDriver = loadSqliteDriver();
const scratch = new SqliteDriver(':memory:');
for (let prepared = 0; prepared < GARBAGE_STATEMENTS; ) {
  for (let index = 0; index < 10_000; index++, prepared++) scratch.prepare('select ? as body').get(`note ${prepared}`);
  await setImmediate();
}
scratch.close();

// A store left open: its statements are still alive when the process exits.
const path = join(directory, 'open.sqlite');
const open = await createStore({ sqlitePath: path });
const sizeBefore = (await stat(path)).size;
await writeProviderLogs(open, 500);
let checkpointed = false;
for (const started = Date.now(); !checkpointed && Date.now() - started < CHECKPOINT_WAIT_MS; await sleep(100)) {
  checkpointed = (await stat(path)).size - sizeBefore > 2_000_000;
}
const driver = sqliteDriverPackage();
const { version } = createRequire(import.meta.url)(`${driver}/package.json`) as { version: string };
process.stdout.write(`${JSON.stringify({ node: process.version, driver, version, checkpointed })}\n`);
// No close(): the process ends with the open store's connection, statements and worker alive.
