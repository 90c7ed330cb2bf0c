import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from './child-process.js';

const runSource = fileURLToPath(new URL('../run-source.mjs', import.meta.url));
const cacheDirectory = fileURLToPath(new URL('../node_modules/.cache/openunified/', import.meta.url));
const entryDirectory = mkdtempSync(fileURLToPath(new URL('./.run-source-', import.meta.url)));
const entry = join(entryDirectory, 'entry.ts');

function run(argumentsList: string[]): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--enable-source-maps', '--conditions=@openunified/source', runSource, entry, ...argumentsList],
      { cwd: repositoryRoot, env: { PATH: process.env.PATH ?? '' }, timeout: 50_000 },
      (error, stdout, stderr) => resolve({ exitCode: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

function writeSources(greeting: string): void {
  writeFileSync(join(entryDirectory, 'greeting.ts'), `export const greeting: string = ${JSON.stringify(greeting)};\n`);
  writeFileSync(
    entry,
    [
      "import { BadRequestError } from '@openunified/errors';",
      "import { greeting } from './greeting.js';",
      'if (process.argv.includes("--fail")) throw new BadRequestError("failed on purpose");',
      'let nodeError = "";',
      'try { Buffer.alloc(-1); } catch (error) { nodeError = String((error as Error).stack).split("\\n")[0]; }',
      'console.log(JSON.stringify({ greeting, argv: process.argv.slice(1), url: import.meta.url, errorName: new BadRequestError("x").constructor.name, sourceMapsEnabled: process.sourceMapsEnabled, nodeError }));',
      '',
    ].join('\n'),
  );
}

afterAll(() => {
  rmSync(entryDirectory, { recursive: true, force: true });
  const prefix = `apps-server-test-${basename(entryDirectory)}-`;
  for (const file of readdirSync(cacheDirectory)) if (file.startsWith(prefix)) rmSync(join(cacheDirectory, file), { recursive: true, force: true });
});

describe('run-source.mjs (what pnpm start and pnpm cli run)', () => {
  it('runs a TypeScript entry with the workspace packages from their sources, and rebuilds it when a source changes', async () => {
    writeSources('first');
    const first = await run(['keys', '--json']);
    expect(first.stderr).toBe('');
    expect(JSON.parse(first.stdout)).toEqual({
      greeting: 'first',
      argv: [entry, 'keys', '--json'],
      url: pathToFileURL(entry).href,
      errorName: 'BadRequestError',
      // Node's own source maps, read for every module as it loads, stay off: run-source maps a trace when one is written.
      sourceMapsEnabled: false,
      // A Node error's header keeps its code, as Node writes it.
      nodeError: expect.stringMatching(/^RangeError \[ERR_OUT_OF_RANGE\]: The value of "size" is out of range\. It must be >= 0 && <= \d+\. Received -1$/),
    });

    writeSources('second, edited');
    const second = await run([]);
    expect(JSON.parse(second.stdout)).toMatchObject({ greeting: 'second, edited', argv: [entry] });
  });

  it('reports an uncaught error at the line of the TypeScript source', async () => {
    writeSources('first');
    const failed = await run(['--fail']);
    expect(failed.exitCode).toBe(1);
    expect(failed.stderr).toContain('failed on purpose');
    expect(failed.stderr).toContain(`BadRequestError: failed on purpose\n    at <anonymous> (${entry}:3:`);
  });
});
