import { Worker } from 'node:worker_threads';
import { sqliteDriverPath } from './sqlite-driver.js';

/** How often the worker moves the write-ahead log into the database file. */
const CHECKPOINT_INTERVAL_MS = 1_000;

// Runs in a worker thread with a connection of its own: a checkpoint copies the log's pages into
// the database file and fsyncs it, which on a busy disk takes milliseconds to tens of them.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const database = new Database(workerData.location);
database.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try {
    database.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  database.close();
  parentPort.close();
});
`;

export interface BackgroundCheckpointer {
  stop(): Promise<void>;
}

/**
 * Takes SQLite's WAL checkpoints off the event loop. With `wal_autocheckpoint` SQLite runs a
 * checkpoint inside whichever commit crosses 1000 log pages: for this server, a request or
 * provider log batch, so every few hundred requests the event loop waited for page copies and
 * an fsync. The main connection turns automatic checkpoints off and this worker checkpoints
 * every second instead (a PASSIVE checkpoint never blocks the writer). Should the worker fail,
 * `onFailure` lets the main connection take automatic checkpoints back.
 */
export function startBackgroundCheckpointer(location: string, onFailure: (error: unknown) => void): BackgroundCheckpointer {
  // The same driver the main connection loaded (sqlite-driver.ts picks it for this runtime).
  const driverPath = sqliteDriverPath();
  const worker = new Worker(workerSource, { eval: true, workerData: { location, driverPath, intervalMs: CHECKPOINT_INTERVAL_MS } });
  let stopping = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('error', (error) => {
    if (!stopping) onFailure(error);
  });
  worker.on('exit', (code) => {
    if (!stopping) onFailure(new Error(`the checkpoint worker exited with code ${code}`));
  });
  worker.on('message', (message: { error?: string }) => {
    if (message.error !== undefined && !message.error.includes('SQLITE_BUSY')) onFailure(new Error(message.error));
  });
  // A store left open must not keep a finished process alive, as with the log queues' timers.
  // After the listeners: adding a 'message' listener refs the worker's port again.
  worker.unref();
  return {
    async stop() {
      if (stopping) return exited;
      stopping = true;
      // Referenced again while it winds down: a process awaiting close() must wait for the exit.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
