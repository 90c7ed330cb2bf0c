import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const runSource = fileURLToPath(new URL('../run-source.mjs', import.meta.url));

export interface RunningProcess {
  child: ChildProcessWithoutNullStreams;
  stdout(): string;
  stderr(): string;
  /** The exit code. */
  exited: Promise<number | null>;
  /** Resolves once standard output contains `text`; fails when the process exits first or the time is up. */
  printed(text: string, timeoutMs?: number): Promise<void>;
}

/**
 * Starts a process with exactly `environment` plus PATH (no NODE_OPTIONS or settings of the test
 * run leak in) and collects its output, so a test sees what an operator sees.
 */
export function startProcess(executable: string, argumentsList: string[], options: { environment: Record<string, string>; cwd?: string }): RunningProcess {
  const child = spawn(executable, argumentsList, { cwd: options.cwd ?? repositoryRoot, env: { PATH: process.env.PATH ?? '', ...options.environment } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    async printed(text, timeoutMs = 50_000) {
      const deadline = Date.now() + timeoutMs;
      while (!stdout.includes(text)) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${argumentsList.join(' ')} did not print "${text}": ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * `src/main.ts` as `pnpm start` runs it: from the sources, through run-source.mjs (a cached
 * bundle, rebuilt when a source changes), in the one node process, which gets the signals itself.
 */
export function startServerFromSource(argumentsList: string[], environment: Record<string, string>, cwd?: string): RunningProcess {
  const mainEntry = fileURLToPath(new URL('../src/main.ts', import.meta.url));
  return startProcess(process.execPath, ['--enable-source-maps', '--conditions=@openunified/source', runSource, mainEntry, ...argumentsList], {
    environment,
    ...(cwd !== undefined && { cwd }),
  });
}

/**
 * `runServerProcess` (what `src/main.ts` runs) from the sources, with provider traffic sent to
 * emulators: the API server, or with `--worker` a data-sync worker.
 */
export function startServerProcessWithOrigins(
  argumentsList: string[],
  environment: Record<string, string>,
  originOverrides: Record<string, string>,
): RunningProcess {
  const childEntry = fileURLToPath(new URL('./server-process-child.ts', import.meta.url));
  return startProcess(process.execPath, ['--enable-source-maps', '--conditions=@openunified/source', runSource, childEntry, ...argumentsList], {
    environment: { TEST_ORIGIN_OVERRIDES: JSON.stringify(originOverrides), ...environment },
  });
}
