import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from './child-process.js';

/**
 * The library packages as a third party installs them: `pnpm pack` (which builds first, with
 * declarations), then each tarball alone in a scratch CommonJS project and a scratch ESM project,
 * installed offline from the local store, and loaded with plain `node` (no `@openunified/source`
 * condition). Called from built-packages.integration.test.ts, after its build: two files
 * building the same packages at once would race on their dist/.
 */
const run = promisify(execFile);
const libraries = ['errors', 'pagination', 'normalization'] as const;
/** The libraries and the workspace packages they depend on. */
const packed = ['errors', 'pagination', 'normalization', 'schemas'] as const;

export function describePackedLibraries(): void {
  describe('the library packages, packed and installed alone', () => {
    let scratch: string;
    const tarballs: Record<string, string> = {};
    /** The packed libraries' third-party dependencies, as this checkout installed them. */
    const installedDependencies: Record<string, string> = {};
    beforeAll(async () => {
      scratch = await mkdtemp(join(tmpdir(), 'openunified-packed-'));
      await mkdir(join(scratch, 'tarballs'));
      for (const name of packed) {
        const { stdout } = await run('pnpm', ['pack', '--pack-destination', join(scratch, 'tarballs')], {
          cwd: join(repositoryRoot, 'packages', name),
          timeout: 600_000,
        });
        tarballs[`@openunified/${name}`] = stdout.trim().split('\n').at(-1)!;
        // An offline install resolves a range like zod's `^4` only from registry metadata that a
        // fresh machine's `pnpm install --frozen-lockfile` never downloads: the probes take the copy
        // the workspace installed instead.
        const packageDirectory = join(repositoryRoot, 'packages', name);
        const manifest = JSON.parse(await readFile(join(packageDirectory, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
        for (const dependency of Object.keys(manifest.dependencies ?? {})) {
          if (dependency.startsWith('@openunified/')) continue;
          const resolved = createRequire(join(packageDirectory, 'package.json')).resolve(`${dependency}/package.json`);
          installedDependencies[dependency] = `file:${dirname(await realpath(resolved))}`;
        }
      }
    }, 900_000);
    afterAll(() => rm(scratch, { recursive: true, force: true }));

    /** What each probe prints: one value per library, read through its public API. */
    const probes: Record<(typeof libraries)[number], string> = {
      errors: `const error = new errors.NotFoundError('gone');
        return { status: error.statusCode, branded: errors.hasStatus(error, 404), envelope: errors.isApiError(error) };`,
      pagination: `let refused;
        try { pagination.parseOffsetCursor('x'); } catch (error) { refused = { status: error.statusCode, message: error.message }; }
        return { offset: pagination.parseOffsetCursor('25'), refused, page: pagination.paginateArray([1, 2, 3], 2).data };`,
      normalization: `const id = normalization.encodeCompositeId('42', 'folder');
        return { country: normalization.countryCodeFromName('Germany'), decoded: normalization.decodeCompositeId(id) };`,
    };

    async function installAlone(library: string, type: 'commonjs' | 'module'): Promise<string> {
      const project = join(scratch, `${library}-${type}`);
      await mkdir(project);
      const fileOf = (name: string) => `file:${tarballs[name]}`;
      await writeFile(
        join(project, 'package.json'),
        JSON.stringify({
          name: `probe-${library}-${type}`,
          private: true,
          type,
          dependencies: { [`@openunified/${library}`]: fileOf(`@openunified/${library}`) },
          // The library's own @openunified dependencies from their tarballs, never from a registry.
          pnpm: { overrides: { ...installedDependencies, ...Object.fromEntries(Object.keys(tarballs).map((name) => [name, fileOf(name)])) } },
        }),
      );
      await run('pnpm', ['install', '--offline', '--ignore-scripts', '--config.confirmModulesPurge=false', '--reporter=silent'], {
        cwd: project,
        timeout: 300_000,
      });
      return project;
    }

    async function probe(project: string, file: string, source: string): Promise<unknown> {
      await writeFile(join(project, file), source);
      const { stdout } = await run(process.execPath, [file], { cwd: project, env: { PATH: process.env.PATH ?? '' } });
      return JSON.parse(stdout);
    }

    const expected = {
      errors: { status: 404, branded: true, envelope: true },
      pagination: { offset: 25, refused: { status: 400, message: 'invalid cursor: not an offset' }, page: [1, 2] },
      normalization: { country: 'DE', decoded: expect.objectContaining({ remoteId: '42' }) },
    };

    describe.each(libraries)('@openunified/%s, packed and installed alone', (library) => {
      it('is required from a CommonJS project', async () => {
        const project = await installAlone(library, 'commonjs');
        const source = `const ${library} = require('@openunified/${library}');
          const resolved = require.resolve('@openunified/${library}');
          console.log(JSON.stringify({ resolved: resolved.slice(resolved.lastIndexOf('/') + 1), value: (() => { ${probes[library]} })() }));`;
        expect(await probe(project, 'probe.cjs', source)).toEqual({ resolved: 'index.cjs', value: expected[library] });
      }, 300_000);

      it('is imported from an ESM project', async () => {
        const project = await installAlone(library, 'module');
        const source = `import * as ${library} from '@openunified/${library}';
          const resolved = import.meta.resolve('@openunified/${library}');
          console.log(JSON.stringify({ resolved: resolved.slice(resolved.lastIndexOf('/') + 1), value: (() => { ${probes[library]} })() }));`;
        expect(await probe(project, 'probe.mjs', source)).toEqual({ resolved: 'index.js', value: expected[library] });
      }, 300_000);
    });

    it('ships dist for both formats, their declarations, the README and the LICENSE', async () => {
      for (const name of packed) {
        const { stdout } = await run('tar', ['-tzf', tarballs[`@openunified/${name}`]!]);
        expect(stdout.split('\n'), name).toEqual(
          expect.arrayContaining([
            'package/dist/index.js',
            'package/dist/index.cjs',
            'package/dist/index.d.ts',
            'package/dist/index.d.cts',
            'package/README.md',
            'package/LICENSE',
          ]),
        );
      }
    });

    it('tells errors from the CommonJS and the ESM copy of @openunified/errors apart by brand, not by class', async () => {
      const project = join(scratch, 'errors-module');
      const source = `import { createRequire } from 'node:module';
        import * as esm from '@openunified/errors';
        const cjs = createRequire(import.meta.url)('@openunified/errors');
        const fromCjs = new cjs.UnprocessableEntityError('bad');
        console.log(JSON.stringify({ twoCopies: cjs.ApiError !== esm.ApiError, instanceOf: fromCjs instanceof esm.ApiError, branded: esm.hasStatus(fromCjs, 422) }));`;
      expect(await probe(project, 'two-copies.mjs', source)).toEqual({ twoCopies: true, instanceOf: false, branded: true });
    });

    it('refuses to pack a package whose files are missing, saying what to run', async () => {
      const unbuilt = join(scratch, 'unbuilt');
      await mkdir(unbuilt);
      await writeFile(
        join(unbuilt, 'package.json'),
        JSON.stringify({ name: '@openunified/unbuilt', exports: { '.': { '@openunified/source': './src/index.ts', import: './dist/index.js' } } }),
      );
      await writeFile(join(unbuilt, 'README.md'), '# unbuilt\n');
      const refusal = await run(process.execPath, [join(repositoryRoot, 'scripts', 'prepack.mjs')], {
        cwd: unbuilt,
        env: { ...process.env, OPENUNIFIED_PREPACK_SKIP_BUILD: '1' },
      }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(refusal).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('@openunified/unbuilt: refusing to pack without ./dist/index.js; run `pnpm build` first.'),
      });
    });
  });
}
