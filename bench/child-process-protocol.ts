import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

/**
 * The benchmark's processes talk over standard streams: a child prints one JSON line once it is
 * ready and exits when its standard input closes, so no child outlives the benchmark, even when
 * the benchmark itself is killed.
 */

export const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const workspaceTsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));

/** What the parent handed the child to start with (the one JSON argument of `startChild`). */
export function inputFromParent<Input>(): Input {
  return JSON.parse(process.argv[2] ?? '{}') as Input;
}

export function reportToParent(message: unknown): void {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

/** The garbage collection pauses of a process so far: how many, and how long they held its main thread in all. */
export interface GarbageCollectionTotals {
  pauses: number;
  milliseconds: number;
}

/**
 * Exits when standard input closes; answers each `cpu` line on it with the process's CPU time so
 * far, each `gc` line with its garbage collection pauses so far, and each JSON line
 * (`BenchChild.ask`) with what `answer` returns for it.
 */
export function serveParent(close: () => Promise<void>, answer?: (message: unknown) => unknown): void {
  const garbageCollection: GarbageCollectionTotals = { pauses: 0, milliseconds: 0 };
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      garbageCollection.pauses += 1;
      garbageCollection.milliseconds += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  let pending = '';
  process.stdin.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    for (let newline = pending.indexOf('\n'); newline !== -1; newline = pending.indexOf('\n')) {
      const line = pending.slice(0, newline);
      if (line === 'cpu') {
        const { user, system } = process.cpuUsage();
        reportToParent({ cpuMicroseconds: user + system });
      } else if (line === 'gc') {
        reportToParent(garbageCollection);
      } else if (line.startsWith('{') && answer) {
        reportToParent(answer(JSON.parse(line)) ?? null);
      }
      pending = pending.slice(newline + 1);
    }
  });
  process.stdin.once('end', () => {
    close().finally(() => process.exit(0));
  });
}

export interface BenchChild<Message> {
  child: ChildProcess;
  ready: Promise<Message>;
  /** CPU time (user + system) the child has used so far, in microseconds. */
  cpuMicroseconds(): Promise<number>;
  /** The child's garbage collection pauses so far. */
  garbageCollection(): Promise<GarbageCollectionTotals>;
  /** Sends the child one JSON message (its `serveParent` answer) and waits for its JSON reply. */
  ask<Reply>(message: unknown): Promise<Reply>;
  stop(): Promise<void>;
}

export interface ChildOptions {
  /**
   * Load the workspace packages from their built `dist/`, as a deployed server does, instead of
   * their sources (compiled on the fly, as the tests run them). Only `script` itself and the
   * app's own files it imports by path are compiled on the fly.
   */
  fromBuild?: boolean;
}

/** Starts `script` (TypeScript) with `input` and waits for its JSON line. */
export function startChild<Message>(script: string, input: unknown = {}, options: ChildOptions = {}): BenchChild<Message> {
  const conditions = options.fromBuild ? [] : ['--conditions=@openunified/source'];
  const child = spawn(tsx, [...conditions, '--tsconfig', workspaceTsconfig, script, JSON.stringify(input)], {
    cwd: repositoryRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Each line on the child's standard output answers the oldest question still open.
  const waiting: ((line: string) => void)[] = [];
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (let newline = output.indexOf('\n'); newline !== -1; newline = output.indexOf('\n')) {
      waiting.shift()?.(output.slice(0, newline));
      output = output.slice(newline + 1);
    }
  });
  const nextLine = () => new Promise<string>((resolve) => waiting.push(resolve));
  const ready = new Promise<Message>((resolve, reject) => {
    nextLine().then((line) => resolve(JSON.parse(line) as Message), reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code} before it was ready`)));
  });
  return {
    child,
    ready,
    async cpuMicroseconds() {
      const answer = nextLine();
      child.stdin!.write('cpu\n');
      return (JSON.parse(await answer) as { cpuMicroseconds: number }).cpuMicroseconds;
    },
    async garbageCollection() {
      const answer = nextLine();
      child.stdin!.write('gc\n');
      return JSON.parse(await answer) as GarbageCollectionTotals;
    },
    async ask<Reply>(message: unknown) {
      const answer = nextLine();
      child.stdin!.write(`${JSON.stringify(message)}\n`);
      return JSON.parse(await answer) as Reply;
    },
    async stop() {
      child.stdin!.end();
      await exited;
    },
  };
}

interface RunningProfile {
  /** Stops the profile and writes it to its file. */
  stop(): Promise<void>;
}

/** An inspector session that records from now on and writes what `stop` returns to `path`. */
async function startProfile(path: string, start: (session: Session) => Promise<void>, stop: (session: Session) => Promise<unknown>): Promise<RunningProfile> {
  const session = new Session();
  session.connect();
  await start(session);
  return {
    async stop() {
      await writeFile(path, JSON.stringify(await stop(session)));
      session.disconnect();
    },
  };
}

/** `--profile <file>`: a CPU profile of a child for the whole run, to open in Chrome DevTools or speedscope. */
export function startCpuProfile(path: string): Promise<RunningProfile> {
  return startProfile(
    path,
    async (session) => {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    },
    async (session) => (await session.post('Profiler.stop')).profile,
  );
}

/**
 * `--heap-profile <file>`: where a child allocates, for the whole run (a sampling heap profile,
 * `.heapprofile`, for Chrome DevTools' Memory tab or speedscope). It keeps the samples of objects
 * the garbage collector already freed, so it shows what a request allocates and drops, the work of
 * the scavenges, not only what stays alive.
 */
export function startHeapProfile(path: string): Promise<RunningProfile> {
  return startProfile(
    path,
    async (session) => {
      await session.post('HeapProfiler.enable');
      // V8 takes both flags; Node's inspector types do not list them yet.
      const sampling = { samplingInterval: 16 * 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true };
      await session.post('HeapProfiler.startSampling', sampling);
    },
    async (session) => (await session.post('HeapProfiler.stopSampling')).profile,
  );
}
