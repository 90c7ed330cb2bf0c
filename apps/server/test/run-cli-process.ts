import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const runSource = fileURLToPath(new URL('../run-source.mjs', import.meta.url));
const cliEntry = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

export interface CliProcessResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the admin CLI as `pnpm cli` does (the cached bundle of the sources, run-source.mjs), in a child process with exactly `environment` (plus
 * PATH), so a test sees what an operator sees: output, exit code, and the database it leaves.
 */
export function runCliProcess(argumentsList: string[], environment: Record<string, string>): Promise<CliProcessResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--enable-source-maps', '--conditions=@openunified/source', runSource, cliEntry, ...argumentsList],
      { cwd: repositoryRoot, env: { PATH: process.env.PATH ?? '', ...environment }, timeout: 50_000 },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ exitCode, stdout, stderr });
      },
    );
  });
}
