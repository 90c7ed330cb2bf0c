import { Worker } from 'node:worker_threads';
import { sqliteDriverPath } from './sqlite-driver.js';

/** How often the worker moves the write-ahead log into the database file. */
const CHECKPOINT_INTERVAL_MS = 1_000;
/** A log longer than this after a checkpoint is restarted from its beginning (see below). */
export const WAL_RESTART_AFTER_BYTES = 64 * 1024 * 1024;

// Runs in a worker thread with a connection of its own: a checkpoint copies the log's pages into
// the database file and fsyncs it, which on a busy disk takes milliseconds to tens of them.
//
// A PASSIVE checkpoint alone never lets the log shrink while a data sync writes: SQLite starts
// the log over only when a write transaction begins with every frame already copied, and a sync
// commits its next batch while the checkpoint copies the last one. The log then grew by every
// page the run wrote (680 MB over 200k records, gigabytes over 1M), each commit appended to a
// longer file and the page cache held less of the database, so the sync slowed as it went.
// Once the log passes `restartAfterFrames`, a RESTART checkpoint copies what the PASSIVE one
// left (the last second's frames at most), waits for readers to leave the log and makes the
// next commit write from its start: writers wait for that short copy, readers never do.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const database = new Database(workerData.location);
database.pragma('busy_timeout = 5000');
const restartAfterFrames = Math.max(1, Math.floor(workerData.restartAfterBytes / database.pragma('page_size', { simple: true })));
const timer = setInterval(() => {
  try {
    const [passive] = database.pragma('wal_checkpoint(PASSIVE)');
    if (passive && passive.log >= restartAfterFrames) database.pragma('wal_checkpoint(RESTART)');
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

export interface BackgroundCheckpointerOptions {
  /** The log length past which a checkpoint restarts it (bytes). */
  restartAfterBytes?: number;
  intervalMs?: number;
}

/**
 * Takes SQLite's WAL checkpoints off the event loop. With `wal_autocheckpoint` SQLite runs a
 * checkpoint inside whichever commit crosses 1000 log pages: for this server, a request or
 * provider log batch, so every few hundred requests the event loop waited for page copies and
 * an fsync. The main connection turns automatic checkpoints off and this worker checkpoints
 * every second instead (a PASSIVE checkpoint never blocks the writer), restarting the log once it
 * grew past `restartAfterBytes`. Should the worker fail, `onFailure` lets the main connection
 * take automatic checkpoints back.
 */
export function startBackgroundCheckpointer(
  location: string,
  onFailure: (error: unknown) => void,
  options: BackgroundCheckpointerOptions = {},
): BackgroundCheckpointer {
  // The same driver the main connection loaded (sqlite-driver.ts picks it for this runtime).
  const driverPath = sqliteDriverPath();
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: {
      location,
      driverPath,
      intervalMs: options.intervalMs ?? CHECKPOINT_INTERVAL_MS,
      restartAfterBytes: options.restartAfterBytes ?? WAL_RESTART_AFTER_BYTES,
    },
  });
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
