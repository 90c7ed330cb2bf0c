import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

const reporterPath = fileURLToPath(new URL('../vitest-summary-reporter.ts', import.meta.url));
const vitestEntry = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

let projectDirectory: string;
beforeAll(async () => {
  // A project of its own, outside the workspace: one passing test, and one file that fails to load.
  projectDirectory = await mkdtemp(join(tmpdir(), 'openunified-summary-reporter-'));
  const config = { test: { globals: true, reporters: ['default', reporterPath] } };
  await writeFile(join(projectDirectory, 'vitest.config.mjs'), `export default ${JSON.stringify(config)};\n`);
  await writeFile(join(projectDirectory, 'passing.test.mjs'), "it('passes', () => {});\n");
  await writeFile(join(projectDirectory, 'unloadable.test.mjs'), "import './missing-module.mjs';\nit('never runs', () => {});\n");
});
afterAll(() => rm(projectDirectory, { recursive: true, force: true }));

function runVitest(directory: string): Promise<{ exitCode: number; stdout: string }> {
  // The child must not believe it is a worker of this run.
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  return new Promise((resolve) => {
    execFile(process.execPath, [vitestEntry, 'run', '--root', directory], { cwd: directory, env: { ...environment, NO_COLOR: '1' } }, (error, stdout) => {
      resolve({ exitCode: typeof error?.code === 'number' ? error.code : 0, stdout });
    });
  });
}

it('counts a test file that fails to load as a failure on the last line', async () => {
  const { exitCode, stdout } = await runVitest(projectDirectory);

  const lines = stdout.split('\n').filter((line) => line.trim() !== '');
  expect(lines.at(-1)).toBe('1 passed, 1 failed, 0 skipped');
  expect(exitCode).toBe(1);
});
