import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const consoleRoot = fileURLToPath(new URL('../', import.meta.url));

/** The newest modification time under `directory`, 0 when it does not exist. */
function newestChange(directory: string): number {
  if (!existsSync(directory)) return 0;
  return readdirSync(directory, { recursive: true, encoding: 'utf8' }).reduce((newest, file) => Math.max(newest, statSync(join(directory, file)).mtimeMs), 0);
}

/**
 * The server serves `dist/`: build it when it is missing or older than a source, so a test run
 * after `pnpm build` (or a previous run) pays nothing, and an edited console is never tested stale.
 */
export async function ensureConsoleBuilt(): Promise<{ built: boolean; milliseconds: number }> {
  const started = Date.now();
  const index = join(consoleRoot, 'dist', 'index.html');
  const sources = Math.max(
    newestChange(join(consoleRoot, 'src')),
    newestChange(join(consoleRoot, 'public')),
    statSync(join(consoleRoot, 'index.html')).mtimeMs,
    statSync(join(consoleRoot, 'vite.config.ts')).mtimeMs,
  );
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return { built: false, milliseconds: Date.now() - started };
  // In a process of its own, as `pnpm build` runs it: the build's CPU and memory stay out of the test's worker.
  await new Promise<void>((resolve, reject) =>
    execFile(
      process.execPath,
      [join(consoleRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
      { cwd: consoleRoot, env: { ...process.env, NODE_ENV: 'production' }, timeout: 180_000 },
      (error, _stdout, stderr) => (error ? reject(new Error(`building the console failed: ${stderr}`)) : resolve()),
    ),
  );
  return { built: true, milliseconds: Date.now() - started };
}
