import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { AccountsServiceToken } from '@openunified/accounts';
import { createPlatform, prepareFirstStart } from '@openunified/platform';
import { loadConfig } from '../apps/server/src/config.js';
import { installedConnectors } from '../apps/server/src/connectors/installed-connectors.js';
import { inputFromParent, reportToParent, serveParent, startCpuProfile, startHeapProfile } from './child-process-protocol.js';

/**
 * The real server, composed as `pnpm start` composes it, with Google Drive traffic sent to the
 * benchmark's emulator (as sandbox mode does) and SQLite in a temporary directory. It links one
 * account with the emulator's credentials and reports its URL, an API key and the account.
 */
export interface ServerProcessInput {
  emulatorUrl: string;
  credentials: Record<string, string>;
  logLevel: string;
  /** More providers to link one account of each, with the emulator their traffic goes to. */
  extraProviders?: Record<string, { url: string; credentials: Record<string, string> }>;
  /** Server settings (environment variable names) on top of the production defaults, to compare policies. */
  environment?: Record<string, string>;
  /** Where to write a CPU profile of the whole run, if anywhere. */
  profilePath?: string;
  /** Where to write a sampling heap profile of the whole run, if anywhere. */
  heapProfilePath?: string;
  /**
   * Whether to sample the event loop's delay (a 1 ms timer: about 1 s of CPU per 30 s, which the
   * production build does not pay, so only when asked).
   */
  eventLoopMonitor?: boolean;
}

/** Asked with `reset` before the measured requests and with `read` after them. */
export interface EventLoopDelayQuestion {
  eventLoopDelay: 'reset' | 'read';
}

/** Beyond the sampling interval, in milliseconds. */
export interface EventLoopDelay {
  p99Ms: number;
  maxMs: number;
}

const {
  emulatorUrl,
  credentials,
  logLevel,
  environment,
  profilePath,
  heapProfilePath,
  eventLoopMonitor = false,
  extraProviders = {},
} = inputFromParent<ServerProcessInput>();
const dataDirectory = await mkdtemp(join(tmpdir(), 'openunified-bench-'));
const config = loadConfig({
  DATA_DIR: dataDirectory,
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: logLevel,
  // One load generator sends thousands of requests a second with one key.
  RATE_LIMIT_POINTS: '1000000',
  ...environment,
});
// Log lines are produced as in production but discarded: standard output carries the report.
const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
const platform = await createPlatform({
  config,
  connectors: installedConnectors,
  originOverrides: { googledrive: emulatorUrl, ...Object.fromEntries(Object.entries(extraProviders).map(([provider, { url }]) => [provider, url])) },
  logDestination: discard,
});
const profile = profilePath ? await startCpuProfile(profilePath) : undefined;
const heapProfile = heapProfilePath ? await startHeapProfile(heapProfilePath) : undefined;
// How long the event loop was held at a time: what a synchronous step (a SQLite statement, a GC
// pause) makes every request arriving meanwhile wait.
const eventLoopDelay = monitorEventLoopDelay({ resolution: 1 });
if (eventLoopMonitor) eventLoopDelay.enable();
serveParent(
  async () => {
    await profile?.stop();
    await heapProfile?.stop();
    await platform.close();
    await rm(dataDirectory, { recursive: true, force: true });
  },
  (message) => {
    if ((message as EventLoopDelayQuestion).eventLoopDelay === 'reset') {
      eventLoopDelay.reset();
      return {};
    }
    // The histogram is in nanoseconds, and counts the 1 ms sampling interval in every sample.
    const milliseconds = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - 1);
    return { p99Ms: milliseconds(eventLoopDelay.percentile(99)), maxMs: milliseconds(eventLoopDelay.max) } satisfies EventLoopDelay;
  },
);
const { project, initialApiKey } = await prepareFirstStart(platform.store);
const url = await platform.listen({ host: config.host, port: config.port });
const accounts = platform.container.get(AccountsServiceToken);
const account = await accounts.create(project.id, { provider: 'googledrive', credentials });
const accountIds: Record<string, string> = {};
for (const [provider, extra] of Object.entries(extraProviders)) {
  accountIds[provider] = (await accounts.create(project.id, { provider, credentials: extra.credentials })).id;
}
// The pid is this process's own: the parent started tsx, which runs it in a child of its own.
reportToParent({ url, apiKey: initialApiKey!.key, accountId: account.id, accountIds, pid: process.pid });
