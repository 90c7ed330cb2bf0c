// The provider HTTP client of the connector SDK is undici (this package pins the same version),
// so the client side of the direct and the unified measurements is the same code.
import { type Dispatcher, Pool } from 'undici';

export interface LoadSettings {
  warmUpRequests: number;
  requests: number;
  concurrency: number;
}

export interface LoadResult {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  /** Per process watched: CPU time spent per measured request, in milliseconds. */
  cpuMsPerRequest: Record<string, number>;
}

/** A process whose CPU time the measurement reports (microseconds used so far). */
export type CpuProbe = () => Promise<number>;

export interface TargetRequest {
  origin: string;
  path: string;
  headers: Record<string, string>;
}

/** Sends `count` requests, at most `concurrency` at a time; returns each latency in ms and the wall time. */
async function send(pool: Pool, target: TargetRequest, count: number, concurrency: number): Promise<{ latencies: number[]; elapsedMs: number }> {
  const latencies: number[] = [];
  let issued = 0;
  const worker = async () => {
    while (issued < count) {
      issued += 1;
      const started = performance.now();
      const response: Dispatcher.ResponseData = await pool.request({ method: 'GET', path: target.path, headers: target.headers });
      await response.body.text();
      if (response.statusCode !== 200) throw new Error(`${target.origin}${target.path} answered ${response.statusCode}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, elapsedMs: performance.now() - started };
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** Called right before and right after the measured requests, the warm-up left out. */
export interface MeasuredWindow {
  before(): Promise<unknown>;
  after(): Promise<unknown>;
}

/** Warms the path up, then measures a fixed number of requests with bounded concurrency. */
export async function measure(
  target: TargetRequest,
  settings: LoadSettings,
  cpuProbes: Record<string, CpuProbe> = {},
  window?: MeasuredWindow,
): Promise<LoadResult> {
  const pool = new Pool(target.origin, { connections: settings.concurrency, pipelining: 1 });
  const readCpu = async () => Object.fromEntries(await Promise.all(Object.entries(cpuProbes).map(async ([name, probe]) => [name, await probe()] as const)));
  try {
    await send(pool, target, settings.warmUpRequests, settings.concurrency);
    await window?.before();
    const cpuBefore = await readCpu();
    const { latencies, elapsedMs } = await send(pool, target, settings.requests, settings.concurrency);
    const cpuAfter = await readCpu();
    await window?.after();
    const sorted = latencies.sort((left, right) => left - right);
    return {
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      requestsPerSecond: (settings.requests / elapsedMs) * 1000,
      cpuMsPerRequest: Object.fromEntries(Object.keys(cpuBefore).map((name) => [name, (cpuAfter[name]! - cpuBefore[name]!) / 1000 / settings.requests])),
    };
  } finally {
    await pool.close();
  }
}
