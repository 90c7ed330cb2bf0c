import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { request } from 'undici';
import { residentSetBytes, sampleResidentSet } from '../apps/server/test/process-memory.js';
import { startChild } from './child-process-protocol.js';
import type { EmulatorProcessInput } from './googledrive-emulator-process.js';
import type { ServerProcessInput } from './server-process.js';

/**
 * `pnpm bench:download`: one large Google Drive file downloaded through the real server
 * (`GET /unified/documents/files/{id}/download`, streamed) against the same bytes fetched
 * straight from the emulator (files.get alt=media), with the same HTTP client: throughput of
 * both, and how much the server's resident set rises while it passes the file on. See README.md.
 */

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    'size-mb': { type: 'string', default: '50' },
    runs: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
    // The server from the packages' sources (tsx), when no build is at hand.
    'from-sources': { type: 'boolean', default: false },
  },
});
const MB = 1024 * 1024;
const sizeBytes = Number(values['size-mb']) * MB;
const runs = Number(values.runs);

interface EmulatorReady {
  url: string;
  credentials: Record<string, string>;
  largeFileId: string;
}

interface ServerReady {
  url: string;
  apiKey: string;
  accountId: string;
  /** The server's own process (startChild's child is tsx, its parent). */
  pid: number;
}

/** Reads one download to its end without keeping it; its length and seconds. */
async function download(url: string, headers: Record<string, string>): Promise<{ bytes: number; seconds: number }> {
  const started = performance.now();
  const response = await request(url, { headers });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${await response.body.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Buffer).length;
  if (bytes !== sizeBytes) throw new Error(`${url} sent ${bytes} bytes, not ${sizeBytes}`);
  return { bytes, seconds: (performance.now() - started) / 1000 };
}

const emulatorChild = startChild<EmulatorReady>(fileURLToPath(new URL('googledrive-emulator-process.ts', import.meta.url)), {
  largeFileBytes: sizeBytes,
} satisfies EmulatorProcessInput);
const emulator = await emulatorChild.ready;
const serverInput: ServerProcessInput = { emulatorUrl: emulator.url, credentials: emulator.credentials, logLevel: 'info' };
const serverChild = startChild<ServerReady>(fileURLToPath(new URL('server-process.ts', import.meta.url)), serverInput, { fromBuild: !values['from-sources'] });
try {
  const server = await serverChild.ready;
  const { pid } = server;
  const direct = () =>
    download(`${emulator.url}/drive/v3/files/${emulator.largeFileId}?alt=media`, { authorization: `Bearer ${emulator.credentials.access_token}` });
  const unified = () =>
    download(`${server.url}/unified/documents/files/${emulator.largeFileId}/download`, {
      authorization: `Basic ${Buffer.from(`${server.apiKey}:`).toString('base64')}`,
      'x-account-id': server.accountId,
    });

  // One download of each first: the server's code compiled, V8's young generation grown to what a
  // stream of chunks allocates. What follows is a server that has served a download before.
  await direct();
  await unified();
  for (let run = 1; run <= runs; run += 1) {
    const straight = await direct();
    const before = await residentSetBytes(pid);
    const sampler = sampleResidentSet(pid);
    const through = await unified();
    const peak = await sampler.stop();
    const row = {
      size_mb: sizeBytes / MB,
      direct_mb_per_s: Math.round((sizeBytes / MB / straight.seconds) * 10) / 10,
      server_mb_per_s: Math.round((sizeBytes / MB / through.seconds) * 10) / 10,
      server_rss_before_mb: Math.round((before / MB) * 10) / 10,
      server_rss_peak_mb: Math.round((peak / MB) * 10) / 10,
      server_rss_rise_mb: Math.round(((peak - before) / MB) * 10) / 10,
    };
    if (values.json) {
      console.log(JSON.stringify(row));
    } else {
      console.log(
        `run ${run}: ${row.size_mb} MB   direct ${String(row.direct_mb_per_s).padStart(6)} MB/s   server ${String(row.server_mb_per_s).padStart(6)} MB/s   ` +
          `server RSS ${row.server_rss_before_mb} MB -> peak ${row.server_rss_peak_mb} MB (rise ${row.server_rss_rise_mb} MB, target < 20 MB)`,
      );
    }
  }
} finally {
  await serverChild.stop();
  await emulatorChild.stop();
}
