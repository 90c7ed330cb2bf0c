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
  /** Rounds of direct, server and bare proxy, the last two in alternating order; medians over rounds are reported. */
  rounds: number;
  /** Warm-up of each round after the first: the processes stay warm, the caches the others used do not. */
  roundWarmUpRequests: number;
  /** Whether the server samples its event loop delay (a 1 ms timer that costs it CPU of its own). */
  eventLoop: boolean;
  logLevel: string;
  profilePath: string | undefined;
  heapProfilePath: string | undefined;
  baselineHeapProfilePath: string | undefined;
  baselineProfilePath: string | undefined;
  baseline: boolean;
  json: boolean;
  serverEnvironment: Record<string, string>;
}

// Against the bare proxy measured in the same run: the machine is shared, so absolute figures
// move with everyone else's load while ratios to a floor measured beside them hold.
// "Speed, second round": CPU and throughput against the floor with every feature on; the added
// p50 target is issue 12's, which that issue left as it was.
const TARGET_CPU_RATIO = 1.5;
const TARGET_ADDED_P50_RATIO = 1.3;
const TARGET_THROUGHPUT_RATIO = 0.7;
const TARGET_P99_MS_AT_4_IN_FLIGHT = 10;

function readOptions(argumentsList: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argumentsList,
    options: {
      requests: { type: 'string', default: '5000' },
      concurrency: { type: 'string', default: '4' },
      'warm-up': { type: 'string', default: '20000' },
      rounds: { type: 'string', default: '5' },
      'round-warm-up': { type: 'string', default: '2000' },
      'event-loop': { type: 'boolean', default: false },
      'log-level': { type: 'string', default: 'info' },
      profile: { type: 'string' },
      'heap-profile': { type: 'string' },
      'heap-profile-baseline': { type: 'string' },
      'profile-baseline': { type: 'string' },
      baseline: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      'server-env': { type: 'string', multiple: true, default: [] },
    },
  });
  const count = (name: 'requests' | 'concurrency' | 'warm-up' | 'rounds' | 'round-warm-up') => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of 1 or more`);
    return value;
  };
  return {
    requests: count('requests'),
    concurrency: count('concurrency'),
    warmUpRequests: count('warm-up'),
    rounds: count('rounds'),
    roundWarmUpRequests: count('round-warm-up'),
    eventLoop: values['event-loop'],
    logLevel: values['log-level'],
    profilePath: values.profile === undefined ? undefined : resolve(values.profile),
    heapProfilePath: values['heap-profile'] === undefined ? undefined : resolve(values['heap-profile']),
    baselineHeapProfilePath: values['heap-profile-baseline'] === undefined ? undefined : resolve(values['heap-profile-baseline']),
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

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A figure over the rounds: its median, then its range. */
function spread(values: readonly number[], digits: number, unit = ''): string {
  const text = (value: number) => `${value.toFixed(digits)}${unit}`;
  return values.length === 1 ? text(values[0]!) : `${text(median(values))} [${text(Math.min(...values))}-${text(Math.max(...values))}]`;
}

/** One path's measurements, one per round, with the process whose CPU is its headline. */
interface PathRounds {
  path: 'direct' | 'server' | 'bare-proxy';
  label: string;
  cpuProcess: string;
  results: LoadResult[];
  garbageCollectionMsPerRequest: number[];
}

function cpuOf(rounds: PathRounds): number[] {
  return rounds.results.map((result) => result.cpuMsPerRequest[rounds.cpuProcess] ?? Number.NaN);
}

function summaryLine(rounds: PathRounds): string {
  const results = rounds.results;
  return `${rounds.label.padEnd(24)} p50 ${spread(
    results.map((r) => r.p50Ms),
    3,
    ' ms',
  )}   p99 ${spread(
    results.map((r) => r.p99Ms),
    2,
    ' ms',
  )}   ${spread(
    results.map((r) => r.requestsPerSecond),
    0,
    ' req/s',
  )}   ${rounds.cpuProcess} CPU ${spread(cpuOf(rounds), 3, ' ms')} a request`;
}

/** One line a tool can read: `--json` prints these instead of the table; every figure is the median over the rounds. */
function jsonRow(rounds: PathRounds): string {
  const results = rounds.results;
  const cpu = cpuOf(rounds);
  return JSON.stringify({
    path: rounds.path,
    p50_ms: round(median(results.map((r) => r.p50Ms))),
    p99_ms: round(median(results.map((r) => r.p99Ms))),
    requests_per_s: Math.round(median(results.map((r) => r.requestsPerSecond))),
    cpu_ms_per_request: round(median(cpu)),
    cpu_ms_per_request_min: round(Math.min(...cpu)),
    cpu_ms_per_request_max: round(Math.max(...cpu)),
    rounds: results.length,
    ...(rounds.garbageCollectionMsPerRequest.length > 0 && { gc_pause_ms_per_request: round(median(rounds.garbageCollectionMsPerRequest)) }),
  });
}

/**
 * A child's garbage collection pauses during one measurement. The server allocates more per
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
  return {
    window,
    measured: () => {
      const pauses = after!.pauses - before!.pauses;
      const milliseconds = after!.milliseconds - before!.milliseconds;
      return { pauses, milliseconds, millisecondsPerRequest: milliseconds / requests };
    },
  };
}

/**
 * The server against the bare proxy, each ratio taken within a round (the two measured minutes
 * apart under the same load), then its median and range over the rounds.
 */
function ratioLines(direct: PathRounds, server: PathRounds, proxy: PathRounds, concurrency: number): string[] {
  const perRound = <T>(pick: (direct: LoadResult, server: LoadResult, proxy: LoadResult) => T) =>
    server.results.map((result, index) => pick(direct.results[index]!, result, proxy.results[index]!));
  const cpuRatios = perRound((_, s, p) => s.cpuMsPerRequest.server! / p.cpuMsPerRequest['bare proxy']!);
  const addedP50Ratios = perRound((d, s, p) => (s.p50Ms - d.p50Ms) / (p.p50Ms - d.p50Ms));
  const throughputRatios = perRound((_, s, p) => s.requestsPerSecond / p.requestsPerSecond);
  const p99s = server.results.map((result) => result.p99Ms);
  const lines = [
    `server CPU per request       ${spread(cpuRatios, 2, 'x')} the bare proxy's   target <= ${TARGET_CPU_RATIO}x: ${verdict(median(cpuRatios) <= TARGET_CPU_RATIO)}`,
    `added p50 over direct        ${spread(addedP50Ratios, 2, 'x')} the bare proxy's   target <= ${TARGET_ADDED_P50_RATIO}x: ${verdict(median(addedP50Ratios) <= TARGET_ADDED_P50_RATIO)}`,
    `throughput                   ${spread(
      throughputRatios.map((ratio) => ratio * 100),
      1,
      ' %',
    )} of the bare proxy's   target >= ${Math.round(TARGET_THROUGHPUT_RATIO * 100)} %: ${verdict(median(throughputRatios) >= TARGET_THROUGHPUT_RATIO)}`,
  ];
  if (concurrency === 4) {
    lines.push(
      `p99 through the server       ${spread(p99s, 1, ' ms')}   target <= ${TARGET_P99_MS_AT_4_IN_FLIGHT} ms at 4 in flight: ${verdict(median(p99s) <= TARGET_P99_MS_AT_4_IN_FLIGHT)}`,
    );
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
      eventLoopMonitor: options.eventLoop,
      ...(options.profilePath && { profilePath: options.profilePath }),
      ...(options.heapProfilePath && { heapProfilePath: options.heapProfilePath }),
    };
    const serverChild = startChild<ServerReady>(fileURLToPath(new URL('server-process.ts', import.meta.url)), serverInput, { fromBuild: true });
    children.push(serverChild);
    const server = await serverChild.ready;
    const { unified, direct, unifiedRecords } = await unifiedAndDirectRequests(server, emulator);

    let proxyChild: BenchChild<{ url: string }> | undefined;
    let proxyTarget: TargetRequest | undefined;
    if (options.baseline) {
      const proxyInput: BareProxyInput = {
        providerUrl: `${direct.origin}${direct.path}`,
        authorization: direct.headers.authorization ?? '',
        ...(options.baselineProfilePath && { profilePath: options.baselineProfilePath }),
        ...(options.baselineHeapProfilePath && { heapProfilePath: options.baselineHeapProfilePath }),
      };
      proxyChild = startChild<{ url: string }>(fileURLToPath(new URL('bare-proxy-process.ts', import.meta.url)), proxyInput, { fromBuild: true });
      children.push(proxyChild);
      const proxy = await proxyChild.ready;
      await assertSameRecords(proxy.url, unifiedRecords);
      proxyTarget = { origin: proxy.url, path: '/drives', headers: {} };
    }

    const print = (line: string) => process.stdout.write(`${line}\n`);
    const table = options.json ? () => {} : print;
    table(
      `Unified list of 25 drives: ${options.rounds} round(s) of ${options.requests} requests per path, ${options.concurrency} in flight, ` +
        `after ${options.warmUpRequests} requests of warm-up (${options.roundWarmUpRequests} in later rounds); server log level ${options.logLevel}\n`,
    );
    const emulatorCpu = { emulator: () => emulatorChild.cpuMicroseconds() };
    const paths = {
      direct: { path: 'direct', label: 'direct to the emulator', cpuProcess: 'emulator', results: [], garbageCollectionMsPerRequest: [] } as PathRounds,
      server: { path: 'server', label: 'through the server', cpuProcess: 'server', results: [], garbageCollectionMsPerRequest: [] } as PathRounds,
      proxy: { path: 'bare-proxy', label: 'bare Fastify + undici', cpuProcess: 'bare proxy', results: [], garbageCollectionMsPerRequest: [] } as PathRounds,
    };
    const askEventLoopDelay = (question: EventLoopDelayQuestion['eventLoopDelay']) =>
      serverChild.ask<EventLoopDelay>({ eventLoopDelay: question } satisfies EventLoopDelayQuestion);

    const measureServer = async (settings: LoadSettings) => {
      const collection = garbageCollectionDuring(serverChild, settings.requests);
      let eventLoop: EventLoopDelay | undefined;
      const result = await measure(
        unified,
        settings,
        { server: () => serverChild.cpuMicroseconds(), ...emulatorCpu },
        {
          before: async () => {
            if (options.eventLoop) await askEventLoopDelay('reset');
            await collection.window.before();
          },
          after: async () => {
            await collection.window.after();
            if (options.eventLoop) eventLoop = await askEventLoopDelay('read');
          },
        },
      );
      paths.server.results.push(result);
      paths.server.garbageCollectionMsPerRequest.push(collection.measured().millisecondsPerRequest);
      table(formatRow(paths.server.label, result));
      if (eventLoop) table(`${''.padEnd(25)}server event loop held at once: p99 ${eventLoop.p99Ms.toFixed(1)} ms, max ${eventLoop.maxMs.toFixed(1)} ms`);
    };
    const measureProxy = async (settings: LoadSettings) => {
      if (!proxyChild || !proxyTarget) return;
      const child = proxyChild;
      const collection = garbageCollectionDuring(child, settings.requests);
      const result = await measure(proxyTarget, settings, { 'bare proxy': () => child.cpuMicroseconds(), ...emulatorCpu }, collection.window);
      paths.proxy.results.push(result);
      paths.proxy.garbageCollectionMsPerRequest.push(collection.measured().millisecondsPerRequest);
      table(formatRow(paths.proxy.label, result));
    };

    for (let index = 0; index < options.rounds; index += 1) {
      const settings: LoadSettings = { ...options, warmUpRequests: index === 0 ? options.warmUpRequests : options.roundWarmUpRequests };
      if (options.rounds > 1) table(`round ${index + 1}`);
      const directResult = await measure(direct, settings, emulatorCpu);
      paths.direct.results.push(directResult);
      table(formatRow(paths.direct.label, directResult));
      // ABAB: whichever goes second meets a machine the first has warmed or loaded, so they take turns.
      if (index % 2 === 0) {
        await measureServer(settings);
        await measureProxy(settings);
      } else {
        await measureProxy(settings);
        await measureServer(settings);
      }
    }

    const measured = [paths.direct, paths.server, ...(options.baseline ? [paths.proxy] : [])];
    if (options.json) {
      for (const rounds of measured) print(jsonRow(rounds));
    } else {
      table(`\nmedian [range] over ${options.rounds} round(s)`);
      for (const rounds of measured) table(summaryLine(rounds));
      table(`${''.padEnd(25)}server garbage collection: ${spread(paths.server.garbageCollectionMsPerRequest, 3, ' ms')} a request`);
      if (options.baseline) table(`${''.padEnd(25)}bare proxy garbage collection: ${spread(paths.proxy.garbageCollectionMsPerRequest, 3, ' ms')} a request`);
      table('');
      if (options.baseline) {
        for (const line of ratioLines(paths.direct, paths.server, paths.proxy, options.concurrency)) table(line);
      } else {
        const addedP50 = paths.server.results.map((result, index) => result.p50Ms - paths.direct.results[index]!.p50Ms);
        table(`added p50 ${spread(addedP50, 3, ' ms')} over direct; --baseline compares with the floor`);
      }
    }
    if (options.profilePath) process.stderr.write(`CPU profile of the server: ${options.profilePath}\n`);
    if (options.heapProfilePath) process.stderr.write(`Heap allocation profile of the server: ${options.heapProfilePath}\n`);
    if (options.baselineHeapProfilePath) process.stderr.write(`Heap allocation profile of the bare proxy: ${options.baselineHeapProfilePath}\n`);
    if (options.baselineProfilePath) process.stderr.write(`CPU profile of the bare proxy: ${options.baselineProfilePath}\n`);
  } finally {
    await Promise.all(children.map((child) => child.stop()));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
