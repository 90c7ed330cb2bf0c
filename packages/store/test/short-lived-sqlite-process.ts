/**
 * A short-lived process on a SQLite store, as the CLI or a server stopped mid-work is: it
 * prepares statements, lets the background checkpoint worker fold the log into the file, lets
 * the garbage collector finalize the statements of a store it closed, and exits with another
 * store still open. better-sqlite3 12 on Node 24 aborts such a process (statement finalizers run
 * after the environment is gone); the driver sqlite-driver.ts picks must let it exit 0.
 *
 * Run with `--expose-gc`. Argument: a directory to put the database files in.
 * Prints one JSON line: the driver package and version, and whether a checkpoint was seen.
 */
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createStore } from '../src/create-store.js';
import type { Store } from '../src/records.js';
import { sqliteDriverPackage } from '../src/sqlite-driver.js';

const [directory = ''] = process.argv.slice(2);
const CHECKPOINT_WAIT_MS = 15_000;

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

// A store that is closed: its prepared statements become garbage and are finalized by the GC.
let closed: Store | undefined = await createStore({ sqlitePath: join(directory, 'closed.sqlite') });
await writeProviderLogs(closed, 10);
await closed.close();
closed = undefined;
(globalThis as { gc?: () => void }).gc?.();

// A store left open: its statements are still alive when the process exits.
const path = join(directory, 'open.sqlite');
const open = await createStore({ sqlitePath: path });
const sizeBefore = (await stat(path)).size;
await writeProviderLogs(open, 500);
let checkpointed = false;
for (const started = Date.now(); !checkpointed && Date.now() - started < CHECKPOINT_WAIT_MS; await sleep(100)) {
  checkpointed = (await stat(path)).size - sizeBefore > 2_000_000;
}
(globalThis as { gc?: () => void }).gc?.();

const driver = sqliteDriverPackage();
const { version } = createRequire(import.meta.url)(`${driver}/package.json`) as { version: string };
process.stdout.write(`${JSON.stringify({ node: process.version, driver, version, checkpointed })}\n`);
// No close(): the process ends with the open store's connection, statements and worker alive.
