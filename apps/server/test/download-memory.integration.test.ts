import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningGoogledriveEmulator, seededContentStream, startGoogledriveEmulator } from '@openunified/connector-googledrive/emulator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningProcess, startServerProcessWithOrigins } from './child-process.js';
import { processIoBytes } from './process-memory.js';
import { runCliProcess } from './run-cli-process.js';
import { basicAuthorization } from './start-test-server.js';

/**
 * A download is streamed, never held: the server, a process of its own as deployed, reads a
 * 50 MB Google Drive file from the emulator (in this process) only as fast as its client reads,
 * as its own system-call counters in /proc show.
 */

const MB = 1024 * 1024;
const LARGE_BYTES = 50 * MB;
let emulator: RunningGoogledriveEmulator;
let server: RunningProcess;
let dataDirectory: string;
let url: string;
let authorization: string;
let accountId: string;

beforeAll(async () => {
  emulator = await startGoogledriveEmulator({ drivesCount: 2, filesPerDrive: 2 });
  dataDirectory = await mkdtemp(join(tmpdir(), 'openunified-download-memory-'));
  const environment = { DATA_DIR: dataDirectory, LOG_LEVEL: 'warn', PORT: '0' };
  server = startServerProcessWithOrigins([], environment, { googledrive: emulator.url });
  await server.printed('Try it:');
  url = /listening on (http:\/\/\S+)/.exec(server.stdout())![1]!;
  authorization = basicAuthorization(/^\s+(ouk_\S+)$/m.exec(server.stdout())![1]!);
  const linked = await runCliProcess(
    ['accounts', 'create', '--provider', 'googledrive', '--credentials', JSON.stringify(emulator.sandboxCredentials), '--json'],
    environment,
  );
  expect(linked.exitCode, linked.stderr).toBe(0);
  accountId = JSON.parse(linked.stdout).id;
}, 90_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await emulator?.close();
  await rm(dataDirectory, { recursive: true, force: true });
}, 30_000);

async function expectedSha256(fileId: string, size: number): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of seededContentStream(fileId, size, 'application/octet-stream')) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

it('pulls from the provider only as fast as a paused client reads, then passes all 50 MB through intact', async () => {
  const large = emulator.addFile({ name: 'large.bin', mimeType: 'application/octet-stream', size: LARGE_BYTES });
  const pid = server.child.pid!;
  const ioBefore = await processIoBytes(pid);
  const response = await fetch(`${url}/unified/documents/files/${large.id}/download`, { headers: { authorization, 'x-account-id': accountId } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-length')).toBe(String(LARGE_BYTES));
  const reader = response.body!.getReader();
  const hash = createHash('sha256');
  let length = 0;
  const first = await reader.read();
  hash.update(first.value!);
  length += first.value!.length;

  // The client stops reading. A streaming server stops too once the socket buffers between them
  // are full; one that buffers would read on to the file's end. Wait until its reads settle.
  let io = await processIoBytes(pid);
  for (let stableFor = 0, waited = 0; stableFor < 500 && waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await processIoBytes(pid);
    stableFor = next.read === io.read ? stableFor + 100 : 0;
    io = next;
  }
  const readFromProvider = io.read - ioBefore.read;
  const heldInServer = readFromProvider - (io.written - ioBefore.written);
  console.info(
    `client paused after ${(length / MB).toFixed(2)} MB: the server had read ${(readFromProvider / MB).toFixed(1)} MB of ${LARGE_BYTES / MB} MB and held ${(heldInServer / MB).toFixed(2)} MB not yet written`,
  );
  // Kernel socket buffers on loopback hold a few MB each way; the process itself holds its streams' high-water marks.
  expect(readFromProvider).toBeLessThan(LARGE_BYTES / 2);
  expect(heldInServer).toBeLessThan(4 * MB);

  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    hash.update(chunk.value);
    length += chunk.value.length;
  }
  expect(length).toBe(LARGE_BYTES);
  expect(hash.digest('hex')).toBe(await expectedSha256(large.id, LARGE_BYTES));
}, 120_000);
