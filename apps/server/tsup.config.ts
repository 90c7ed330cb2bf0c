import { defineConfig } from 'tsup';

// The app bundles the workspace packages straight from their sources (the
// `@openunified/source` condition), so `pnpm start` needs no build of the libraries first.
// Third-party packages listed in this package's dependencies stay external (native addons such
// as better-sqlite3 cannot be bundled): a workspace package's runtime dependency must be listed
// here too.
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
  noExternal: [/^@openunified\//],
  esbuildOptions(options) {
    options.conditions = ['@openunified/source', 'import', 'node'];
  },
});
