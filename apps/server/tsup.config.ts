import { defineConfig } from 'tsup';

// Only the app's own files are bundled: the core packages and connectors stay packages, resolved
// from their built `dist` at run time (`pnpm start` builds them first), so a connector installed
// next to the server shares their single copy.
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
});
