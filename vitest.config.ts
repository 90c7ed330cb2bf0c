import { readdirSync, existsSync } from 'node:fs';
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

export default defineConfig({
  resolve: { conditions: ['@openunified/source'] },
  ssr: { resolve: { conditions: ['@openunified/source'] } },
  test: {
    pool: 'forks',
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
        },
      })),
      // The repository's own tooling: the generated API reference, the summary reporter.
      { extends: true as const, test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
