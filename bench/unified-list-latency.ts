import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type BenchChild, startChild } from './child-process-protocol.js';
import { type LoadResult, type LoadSettings, measure, type TargetRequest } from './load-generator.js';
import type { BareProxyInput } from './bare-proxy-process.js';
import type { ServerProcessInput } from './server-process.js';

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
  baseline: boolean;
}

const TARGET_ADDED_P50_MS = 1;
const TARGET_THROUGHPUT_RATIO = 0.5;

function readOptions(argumentsList: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argumentsList,
    options: {
      requests: { type: 'string', default: '5000' },
      concurrency: { type: 'string', default: '4' },
      'warm-up': { type: 'string', default: '1000' },
      'log-level': { type: 'string', default: 'info' },
      profile: { type: 'string' },
      baseline: { type: 'boolean', default: false },
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
    baseline: values.baseline,
  };
}

async function unifiedAndDirectRequests(server: ServerReady, emulator: EmulatorReady): Promise<{ unified: TargetRequest; direct: TargetRequest }> {
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
  return { unified, direct };
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
      ...(options.profilePath && { profilePath: options.profilePath }),
    };
    const serverChild = startChild<ServerReady>(fileURLToPath(new URL('server-process.ts', import.meta.url)), serverInput);
    children.push(serverChild);
    const server = await serverChild.ready;
    const { unified, direct } = await unifiedAndDirectRequests(server, emulator);

    process.stdout.write(
      `Unified list of 25 drives: ${options.requests} requests each after ${options.warmUpRequests} to warm up, ${options.concurrency} in flight, server log level ${options.logLevel}\n\n`,
    );
    const emulatorCpu = { emulator: () => emulatorChild.cpuMicroseconds() };
    const directResult = await measure(direct, options, emulatorCpu);
    process.stdout.write(`${formatRow('direct to the emulator', directResult)}\n`);
    const unifiedResult = await measure(unified, options, { server: () => serverChild.cpuMicroseconds(), ...emulatorCpu });
    process.stdout.write(`${formatRow('through the server', unifiedResult)}\n`);
    if (options.baseline) {
      const proxyInput: BareProxyInput = { providerUrl: `${direct.origin}${direct.path}`, authorization: direct.headers.authorization ?? '' };
      const proxyChild = startChild<{ url: string }>(fileURLToPath(new URL('bare-proxy-process.ts', import.meta.url)), proxyInput);
      children.push(proxyChild);
      const proxy = await proxyChild.ready;
      const proxyResult = await measure({ origin: proxy.url, path: '/drives', headers: {} }, options, {
        'bare proxy': () => proxyChild.cpuMicroseconds(),
        ...emulatorCpu,
      });
      process.stdout.write(`${formatRow('bare Fastify + undici', proxyResult)}\n`);
      process.stdout.write(
        `bare proxy added p50 ${(proxyResult.p50Ms - directResult.p50Ms).toFixed(3)} ms, throughput ${((proxyResult.requestsPerSecond / directResult.requestsPerSecond) * 100).toFixed(1)} % of direct: the floor on this machine\n`,
      );
    }
    process.stdout.write('\n');

    const addedP50 = unifiedResult.p50Ms - directResult.p50Ms;
    const throughputRatio = unifiedResult.requestsPerSecond / directResult.requestsPerSecond;
    process.stdout.write(
      [
        `added p50          ${addedP50.toFixed(3)} ms   target <= ${TARGET_ADDED_P50_MS} ms: ${verdict(addedP50 <= TARGET_ADDED_P50_MS)}`,
        `added p99          ${(unifiedResult.p99Ms - directResult.p99Ms).toFixed(3)} ms`,
        `throughput ratio   ${(throughputRatio * 100).toFixed(1)} % of direct   target >= ${TARGET_THROUGHPUT_RATIO * 100} %: ${verdict(throughputRatio >= TARGET_THROUGHPUT_RATIO)}`,
        '',
      ].join('\n'),
    );
    if (options.profilePath) process.stdout.write(`CPU profile of the server: ${options.profilePath}\n`);
  } finally {
    await Promise.all(children.map((child) => child.stop()));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
