import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One vitest run for the whole workspace, one project per package. Packages are resolved from
// source through the `@openunified/source` export condition, so tests never need a build first.
// Folders are found from this file, not the working directory, so a package's own `test`
// script (`vitest run --root ../.. --project <name>`) finds them too.
const workspaceRoot = fileURLToPath(new URL('.', import.meta.url));
const workspaceFolders = ['packages', 'apps', 'connectors', 'compat'].flatMap((group) =>
  existsSync(join(workspaceRoot, group))
    ? readdirSync(join(workspaceRoot, group), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(workspaceRoot, group, entry.name, 'package.json')))
        .map((entry) => `${group}/${entry.name}`)
    : [],
);

/**
 * The test files that need a service the inner loop should not: a browser (`*.browser.*.test.ts`),
 * or PostgreSQL or Redis, which every such test finds through `testDatabaseUrl` /
 * `testRedisUrl` (`@openunified/platform/testing`, or the store's `test-database-url.ts`).
 * Recognised from the files themselves, so a new service test needs no list kept by hand.
 */
function serviceTestFiles(): string[] {
  const needsService = /\b(testDatabaseUrl|testRedisUrl)\b|test-database-url\.js/;
  return workspaceFolders.flatMap((folder) =>
    ['src', 'test'].flatMap((part) => {
      const directory = join(workspaceRoot, folder, part);
      if (!existsSync(directory)) return [];
      return readdirSync(directory, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
        .map((file) => `${folder}/${part}/${file}`)
        .filter((file) => /\.browser\.[\w.]*test\.ts$/.test(file) || needsService.test(readFileSync(join(workspaceRoot, file), 'utf8')));
    }),
  );
}

// `vitest run --mode unit` (`pnpm test:unit`): every test that needs no service, for the inner loop.
export default defineConfig(({ mode }) => {
  const excluded = mode === 'unit' ? serviceTestFiles() : [];
  return {
    resolve: { conditions: ['@openunified/source'] },
    ssr: { resolve: { conditions: ['@openunified/source'] } },
    test: {
      pool: 'forks',
      // vitest's default is one fork fewer than the cores: a single fork on a two-core machine, which
      // then idles while a test waits for a child process, a server, PostgreSQL or an emulator.
      // Tests are written to run side by side (their own ports, schemas, data directories).
      maxWorkers: Math.max(2, availableParallelism()),
      // A worker keeps its modules from one test file to the next instead of importing the
      // platform, its features and connectors afresh for each: that import was more than half of
      // a cold run's CPU (collect 1110 s against 192 s over the whole suite on two cores). A test
      // file must therefore leave no global state behind: it restores real timers, environment
      // variables and globals it changed, and closes what it started.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      setupFiles: ['./vitest.setup.ts'],
      reporters: ['default', './vitest-summary-reporter.ts'],
      projects: [
        ...workspaceFolders.map((folder) => ({
          extends: true as const,
          test: {
            name: folder.split('/')[1],
            include: [`${folder}/src/**/*.test.ts`, `${folder}/test/**/*.test.ts`],
            exclude: ['**/node_modules/**', ...excluded],
          },
        })),
        // The repository's own tooling: the generated API reference, the summary reporter.
        { extends: true as const, test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      ],
    },
  };
});
