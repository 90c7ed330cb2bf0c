import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repositoryRoot, startProcess } from './child-process.js';

// bin/openunified: the admin CLI without pnpm's start, from any working directory, as `pnpm -s cli` runs it.
let dataDirectory: string;
beforeAll(async () => {
  dataDirectory = await mkdtemp(join(tmpdir(), 'openunified-launcher-'));
});
afterAll(() => rm(dataDirectory, { recursive: true, force: true }));

it('runs a command from another directory, passes its arguments and exit code through', { timeout: 120_000 }, async () => {
  const launcher = join(repositoryRoot, 'bin', 'openunified');
  const created = startProcess(launcher, ['keys', 'create', '--name', 'launched', '--json'], { cwd: tmpdir(), environment: { DATA_DIR: dataDirectory } });
  expect(await created.exited, created.stderr()).toBe(0);
  const key = JSON.parse(created.stdout()) as { id: string; key: string };
  expect(key.key).toMatch(/^ouk_/);

  const listed = startProcess(launcher, ['keys', 'list', '--json'], { cwd: tmpdir(), environment: { DATA_DIR: dataDirectory } });
  expect(await listed.exited).toBe(0);
  expect(JSON.parse(listed.stdout())).toEqual(expect.arrayContaining([expect.objectContaining({ id: key.id, name: 'launched' })]));

  const misspelt = startProcess(launcher, ['kyes', 'list'], { cwd: tmpdir(), environment: { DATA_DIR: dataDirectory } });
  expect(await misspelt.exited).toBe(2);
  expect(misspelt.stderr()).toContain('unknown command "kyes list"');
});
