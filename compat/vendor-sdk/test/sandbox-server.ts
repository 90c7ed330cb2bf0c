import { type ChildProcessWithoutNullStreams, execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const workspaceTsconfig = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));
const serverEntry = fileURLToPath(new URL('../../../apps/server/src/main.ts', import.meta.url));
const cliEntry = fileURLToPath(new URL('../../../apps/server/src/cli.ts', import.meta.url));

/** A sandbox server started from the sources, as `pnpm start --sandbox` runs it. */
export interface SandboxServer {
  url: string;
  /** The Full Access key the first start printed. */
  apiKey: string;
  /** Stops the server; resolves with its exit code and what it wrote to standard error. */
  stop(): Promise<{ exitCode: number | null; stderr: string }>;
}

/**
 * Starts `apps/server/src/main.ts --sandbox` in a child process with exactly `environment` plus
 * PATH (no setting of the test run leaks in). tsx is loaded into node (`--import`) rather than run
 * as a parent process, whose signal relay a loaded machine can miss. Its start (thirteen
 * emulators, the server from sources) has taken more than 50 s on a loaded 2-core machine.
 */
export async function startSandboxServer(environment: Record<string, string>, timeoutMs = 150_000): Promise<SandboxServer> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--conditions=@openunified/source', '--import', 'tsx', serverEntry, '--sandbox'], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', TSX_TSCONFIG_PATH: workspaceTsconfig, ...environment },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return { exitCode: await exited, stderr };
  };

  // The sandbox banner ends with how to link an account: by then the key and the URL are printed.
  const deadline = Date.now() + timeoutMs;
  while (!stdout.includes('Link a sandbox account')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the sandbox server did not start: ${stderr || stdout}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
  const apiKey = /^\s+(ouk_\S+)$/m.exec(stdout)?.[1];
  if (!url || !apiKey) {
    await stop();
    throw new Error(`the sandbox server printed no URL or key: ${stdout}`);
  }
  return { url, apiKey, stop };
}

export interface CliResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the admin CLI (`pnpm -s cli ...`) from the sources with exactly `environment` plus PATH;
 * tsx is loaded into node, which spares the process tsx's own command would put in front.
 */
export function runCli(argumentsList: string[], environment: Record<string, string>, timeoutMs = 120_000): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=@openunified/source', '--import', 'tsx', cliEntry, ...argumentsList],
      { cwd: repositoryRoot, env: { PATH: process.env.PATH ?? '', TSX_TSCONFIG_PATH: workspaceTsconfig, ...environment }, timeout: timeoutMs },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ exitCode, stdout, stderr });
      },
    );
  });
}

/** A sandbox account the CLI linked, or why it could not. */
export type LinkedAccount = { provider: string; id: string } | { provider: string; error: string };

/**
 * Links one sandbox account for `provider` with `accounts create --provider <key> --json` (no
 * credentials: the CLI takes the emulator's while a sandbox server runs).
 */
export async function linkSandboxAccount(provider: string, environment: Record<string, string>, originOwnerId = provider): Promise<LinkedAccount> {
  const result = await runCli(['--sandbox', 'accounts', 'create', '--provider', provider, '--origin-owner-id', originOwnerId, '--json'], environment);
  if (result.exitCode !== 0) return { provider, error: `accounts create --provider ${provider} exited with ${result.exitCode}: ${result.stderr.trim()}` };
  const account = JSON.parse(result.stdout) as { id: string };
  return { provider, id: account.id };
}
