import { readdirSync, existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// One vitest run for the whole workspace, one project per package. Packages are resolved from
// source through the `@openunified/source` export condition, so tests never need a build first.
const workspaceFolders = ['packages', 'apps', 'connectors'].flatMap((group) =>
  existsSync(group)
    ? readdirSync(group, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(`${group}/${entry.name}/package.json`))
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
    projects: workspaceFolders.map((folder) => ({
      extends: true as const,
      test: {
        name: folder.split('/')[1],
        include: [`${folder}/src/**/*.test.ts`, `${folder}/test/**/*.test.ts`],
      },
    })),
  },
});
