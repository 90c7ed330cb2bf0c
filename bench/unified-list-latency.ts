import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import type { BareProxyInput } from './bare-proxy-process.js';
import { type BenchChild, type GarbageCollectionTotals, startChild } from './child-process-protocol.js';
import { type LoadResult, type LoadSettings, type MeasuredWindow, measure, type TargetRequest } from './load-generator.js';
import type { EventLoopDelay, EventLoopDelayQuestion, ServerProcessInput } from './server-process.js';

/**
 * A unified list of 25 drives through the server, against the same Drive request sent straight
 * to the emulator, with the same HTTP client: what the server adds to a provider round trip.
 * See README.md for the options.
 */

interface EmulatorReady {
  url: string;
  credentials: Record<string, string>;
}

interface ServerReady {
  url: string;
  apiKey: string;
  accountId: string;
}

interface BenchOptions extends LoadSettings {
  logLevel: string;
  profilePath: string | undefined;
  baselineProfilePath: string | undefined;
  baseline: boolean;
  json: boolean;
  serverEnvironment: Record<string, string>;
}

// Against the bare proxy measured in the same run: the machine is shared, so absolute figures
// move with everyone else's load while ratios to a floor measured beside them hold.
const TARGET_CPU_RATIO = 1.3;
const TARGET_ADDED_P50_RATIO = 1.3;
const TARGET_THROUGHPUT_RATIO = 0.75;
const TARGET_P99_MS_AT_4_IN_FLIGHT = 10;

function readOptions(argumentsList: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argumentsList,
    options: {
      requests: { type: 'string', default: '5000' },
      concurrency: { type: 'string', default: '4' },
      'warm-up': { type: 'string', default: '20000' },
      'log-level': { type: 'string', default: 'info' },
      profile: { type: 'string' },
      'profile-baseline': { type: 'string' },
      baseline: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      'server-env': { type: 'string', multiple: true, default: [] },
    },
  });
  const count = (name: 'requests' | 'concurrency' | 'warm-up') => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of 1 or more`);
    return value;
  };
  return {
    requests: count('requests'),
    concurrency: count('concurrency'),
    warmUpRequests: count('warm-up'),
    logLevel: values['log-level'],
    profilePath: values.profile === undefined ? undefined : resolve(values.profile),
    baselineProfilePath: values['profile-baseline'] === undefined ? undefined : resolve(values['profile-baseline']),
    baseline: values.baseline,
    json: values.json,
    serverEnvironment: Object.fromEntries(
      values['server-env'].map((assignment) => {
        const separator = assignment.indexOf('=');
        if (separator < 1) throw new Error(`--server-env takes NAME=VALUE, not "${assignment}"`);
        return [assignment.slice(0, separator), assignment.slice(separator + 1)];
      }),
    ),
  };
}

async function unifiedAndDirectRequests(
  server: ServerReady,
  emulator: EmulatorReady,
): Promise<{ unified: TargetRequest; direct: TargetRequest; unifiedRecords: unknown[] }> {
  const unified: TargetRequest = {
    origin: server.url,
    path: '/unified/documents/drives?page_size=25',
    headers: { authorization: `Basic ${Buffer.from(`${server.apiKey}:`).toString('base64')}`, 'x-account-id': server.accountId },
  };
  // The exact provider request the connector makes, read from the server's own `raw` answer.
  const probe = await fetch(`${unified.origin}${unified.path}&raw=true`, { headers: unified.headers });
  const body = (await probe.json()) as { data?: unknown[]; raw?: { url: string }[] };
  if (probe.status !== 200 || body.data?.length !== 25 || !body.raw?.[0]) {
    throw new Error(`the unified list answered ${probe.status} with ${body.data?.length ?? 'no'} drives`);
  }
  const providerUrl = new URL(body.raw[0].url);
  const direct: TargetRequest = {
    origin: providerUrl.origin,
    path: `${providerUrl.pathname}${providerUrl.search}`,
    headers: { authorization: `Bearer ${emulator.credentials.access_token}`, accept: 'application/json' },
  };
  return { unified, direct, unifiedRecords: body.data };
}

/** A floor that answered less (or more) than the server would not be the same work. */
async function assertSameRecords(proxyUrl: string, unifiedRecords: unknown[]): Promise<void> {
  const answer = (await (await fetch(`${proxyUrl}/drives`)).json()) as { data?: unknown[] };
  if (!isDeepStrictEqual(answer.data, unifiedRecords)) throw new Error('the bare proxy does not answer the records the server answers');
}

function formatRow(name: string, result: LoadResult): string {
  const cpu = Object.entries(result.cpuMsPerRequest)
    .map(([process, milliseconds]) => `${process} ${milliseconds.toFixed(3)} ms`)
    .join(', ');
  return `${name.padEnd(24)} p50 ${result.p50Ms.toFixed(3).padStart(7)} ms   p99 ${result.p99Ms.toFixed(3).padStart(7)} ms   ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s   CPU per request: ${cpu}`;
}

function verdict(met: boolean): string {
  return met ? 'met' : 'MISSED';
}

/** One line a tool can read: `--json` prints these instead of the table. */
function jsonRow(path: string, result: LoadResult, cpuProcess: string, garbageCollectionMsPerRequest?: number): string {
  return JSON.stringify({
    path,
    p50_ms: round(result.p50Ms),
    p99_ms: round(result.p99Ms),
    requests_per_s: Math.round(result.requestsPerSecond),
    cpu_ms_per_request: round(result.cpuMsPerRequest[cpuProcess] ?? Number.NaN),
    ...(garbageCollectionMsPerRequest !== undefined && { gc_pause_ms_per_request: garbageCollectionMsPerRequest }),
  });
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * A child's garbage collection pauses during the measured requests. The server allocates more per
 * request than the bare proxy and its pauses take longer; counted apart, that part of its CPU and
 * of its p99 shows as what it is.
 */
function garbageCollectionDuring(child: BenchChild<unknown>, requests: number) {
  let before: GarbageCollectionTotals | undefined;
  let after: GarbageCollectionTotals | undefined;
  const window: MeasuredWindow = {
    before: async () => {
      before = await child.garbageCollection();
    },
    after: async () => {
      after = await child.garbageCollection();
    },
  };
  const measured = () => {
    const pauses = after!.pauses - before!.pauses;
    const milliseconds = after!.milliseconds - before!.milliseconds;
    return { pauses, milliseconds, millisecondsPerRequest: milliseconds / requests };
  };
  return {
    window,
    line: (name: string) => {
      const { pauses, milliseconds, millisecondsPerRequest } = measured();
      const average = pauses === 0 ? 0 : milliseconds / pauses;
      return `${''.padEnd(25)}${name} garbage collection: ${pauses} pauses of ${average.toFixed(2)} ms on average, ${millisecondsPerRequest.toFixed(3)} ms a request`;
    },
    millisecondsPerRequest: () => round(measured().millisecondsPerRequest),
  };
}

function ratioLines(direct: LoadResult, unified: LoadResult, proxy: LoadResult, concurrency: number): string[] {
  const cpuRatio = unified.cpuMsPerRequest.server! / proxy.cpuMsPerRequest['bare proxy']!;
  const addedP50Ratio = (unified.p50Ms - direct.p50Ms) / (proxy.p50Ms - direct.p50Ms);
  const throughputRatio = unified.requestsPerSecond / proxy.requestsPerSecond;
  const lines = [
    `server CPU per request       ${cpuRatio.toFixed(2)}x the bare proxy's   target <= ${TARGET_CPU_RATIO}x: ${verdict(cpuRatio <= TARGET_CPU_RATIO)}`,
    `added p50 over direct        ${addedP50Ratio.toFixed(2)}x the bare proxy's   target <= ${TARGET_ADDED_P50_RATIO}x: ${verdict(addedP50Ratio <= TARGET_ADDED_P50_RATIO)}`,
    `throughput                   ${(throughputRatio * 100).toFixed(1)} % of the bare proxy's   target >= ${TARGET_THROUGHPUT_RATIO * 100} %: ${verdict(throughputRatio >= TARGET_THROUGHPUT_RATIO)}`,
  ];
  if (concurrency === 4) {
    lines.push(`p99 through the server       ${unified.p99Ms.toFixed(1)} ms   target <= ${TARGET_P99_MS_AT_4_IN_FLIGHT} ms at 4 in flight: ${verdict(unified.p99Ms <= TARGET_P99_MS_AT_4_IN_FLIGHT)}`);
  }
  return lines;
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const children: BenchChild<unknown>[] = [];
  try {
    const emulatorChild = startChild<EmulatorReady>(fileURLToPath(new URL('googledrive-emulator-process.ts', import.meta.url)));
    children.push(emulatorChild);
    const emulator = await emulatorChild.ready;
    const serverInput: ServerProcessInput = {
      emulatorUrl: emulator.url,
      credentials: emulator.credentials,
      logLevel: options.logLevel,
      environment: options.serverEnvironment,
      ...(options.profilePath && { profilePath: options.profilePath }),
    };
    const serverChild = startChild<ServerReady>(fileURLToPath(new URL('server-process.ts', import.meta.url)), serverInput, { fromBuild: true });
    children.push(serverChild);
    const server = await serverChild.ready;
    const { unified, direct, unifiedRecords } = await unifiedAndDirectRequests(server, emulator);

    const print = (line: string) => process.stdout.write(`${line}\n`);
    const table = options.json ? () => {} : print;
    table(
      `Unified list of 25 drives: ${options.requests} requests each after ${options.warmUpRequests} to warm up, ${options.concurrency} in flight, server log level ${options.logLevel}\n`,
    );
    const emulatorCpu = { emulator: () => emulatorChild.cpuMicroseconds() };
    const directResult = await measure(direct, options, emulatorCpu);
    table(formatRow('direct to the emulator', directResult));
    if (options.json) print(jsonRow('direct', directResult, 'emulator'));
    let serverEventLoop: EventLoopDelay | undefined;
    const askEventLoopDelay = (question: EventLoopDelayQuestion['eventLoopDelay']) => serverChild.ask<EventLoopDelay>({ eventLoopDelay: question } satisfies EventLoopDelayQuestion);
    const serverGarbageCollection = garbageCollectionDuring(serverChild, options.requests);
    const unifiedResult = await measure(unified, options, { server: () => serverChild.cpuMicroseconds(), ...emulatorCpu }, {
      before: async () => {
        await askEventLoopDelay('reset');
        await serverGarbageCollection.window.before();
      },
      after: async () => {
        await serverGarbageCollection.window.after();
        serverEventLoop = await askEventLoopDelay('read');
      },
    });
    table(formatRow('through the server', unifiedResult));
    if (serverEventLoop) {
      table(`${''.padEnd(25)}server event loop held at once: p99 ${serverEventLoop.p99Ms.toFixed(1)} ms, max ${serverEventLoop.maxMs.toFixed(1)} ms`);
    }
    table(serverGarbageCollection.line('server'));
    if (options.json) print(jsonRow('server', unifiedResult, 'server', serverGarbageCollection.millisecondsPerRequest()));
    if (options.baseline) {
      const proxyInput: BareProxyInput = { providerUrl: `${direct.origin}${direct.path}`, authorization: direct.headers.authorization ?? '',
        ...(options.baselineProfilePath && { profilePath: options.baselineProfilePath }),
      };
      const proxyChild = startChild<{ url: string }>(fileURLToPath(new URL('bare-proxy-process.ts', import.meta.url)), proxyInput, { fromBuild: true });
      children.push(proxyChild);
      const proxy = await proxyChild.ready;
      await assertSameRecords(proxy.url, unifiedRecords);
      const proxyGarbageCollection = garbageCollectionDuring(proxyChild, options.requests);
      const proxyResult = await measure(
        { origin: proxy.url, path: '/drives', headers: {} },
        options,
        { 'bare proxy': () => proxyChild.cpuMicroseconds(), ...emulatorCpu },
        proxyGarbageCollection.window,
      );
      table(formatRow('bare Fastify + undici', proxyResult));
      table(proxyGarbageCollection.line('bare proxy'));
      if (options.json) print(jsonRow('bare-proxy', proxyResult, 'bare proxy', proxyGarbageCollection.millisecondsPerRequest()));
      table(
        `bare proxy added p50 ${(proxyResult.p50Ms - directResult.p50Ms).toFixed(3)} ms, throughput ${((proxyResult.requestsPerSecond / directResult.requestsPerSecond) * 100).toFixed(1)} % of direct: the floor on this machine\n`,
      );
      for (const line of ratioLines(directResult, unifiedResult, proxyResult, options.concurrency)) table(line);
    } else {
      table(`added p50 ${(unifiedResult.p50Ms - directResult.p50Ms).toFixed(3)} ms, throughput ${((unifiedResult.requestsPerSecond / directResult.requestsPerSecond) * 100).toFixed(1)} % of direct; --baseline compares with the floor`);
    }
    if (options.profilePath) process.stderr.write(`CPU profile of the server: ${options.profilePath}\n`);
    if (options.baselineProfilePath) process.stderr.write(`CPU profile of the bare proxy: ${options.baselineProfilePath}\n`);
  } finally {
    await Promise.all(children.map((child) => child.stop()));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
