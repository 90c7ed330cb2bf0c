import { type ChildProcessWithoutNullStreams, execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The server and its admin CLI run as an operator runs them (`pnpm start --sandbox`, `pnpm cli`):
// child processes from the sources, so the console has no dependency on the server's packages.
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const runSource = fileURLToPath(new URL('../../server/run-source.mjs', import.meta.url));
const mainEntry = fileURLToPath(new URL('../../server/src/main.ts', import.meta.url));
const cliEntry = fileURLToPath(new URL('../../server/src/cli.ts', import.meta.url));
const nodeArguments = ['--enable-source-maps', '--conditions=@openunified/source', runSource];

export interface SandboxServer {
  url: string;
  /** The Full Access key the sandbox printed, for setting up what the test then looks at in the console. */
  apiKey: string;
  stdout(): string;
  stop(): Promise<void>;
}

export async function startSandboxServer(environment: Record<string, string>): Promise<SandboxServer> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [...nodeArguments, mainEntry, '--sandbox'], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', ...environment },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const deadline = Date.now() + 90_000;
  while (!stdout.includes('Link a sandbox account')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the sandbox server did not start: ${stderr}${stdout}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = /listening on (http:\/\/\S+)/.exec(stdout)![1]!.replace(/\/+$/, '');
  const apiKey = /^\s+(ouk_\S+)$/m.exec(stdout)![1]!;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    apiKey,
    stdout: () => stdout,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export function runCli(argumentsList: string[], environment: Record<string, string>): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...nodeArguments, cliEntry, ...argumentsList],
      { cwd: repositoryRoot, env: { PATH: process.env.PATH ?? '', ...environment }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ exitCode: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** A one-time console sign-in link, as `pnpm -s cli console login` prints it. */
export async function consoleLoginLink(server: SandboxServer, environment: Record<string, string>, extra: string[] = []): Promise<string> {
  const result = await runCli(['--sandbox', 'console', 'login', '--base-url', server.url, '--json', ...extra], environment);
  if (result.exitCode !== 0) throw new Error(`console login failed (${result.exitCode}): ${result.stderr}`);
  return (JSON.parse(result.stdout) as { url: string }).url;
}
