import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

// The server serves the build at /console/ (same origin as the API, so the session cookie and
// CSRF header just work). `pnpm dev` proxies the API to a server on CONSOLE_API_ORIGIN.
const apiOrigin = process.env.CONSOLE_API_ORIGIN ?? 'http://127.0.0.1:3000';
const apiPrefixes = [
  '/accounts',
  '/connect_sessions',
  '/connector_profiles',
  '/connectors',
  '/requests',
  '/logs',
  '/projects',
  '/v2',
  '/webhooks',
  '/management',
  '/console/login',
  '/openapi.json',
];

/**
 * dist/ is written in place rather than emptied first: a server (or a test) may be serving it while
 * another build of the same sources runs, and identical sources give identical file names. Only
 * the assets this build did not produce are removed, once it has written its own.
 */
function pruneStaleAssets(): Plugin {
  return {
    name: 'openunified-prune-stale-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      const assets = join(options.dir ?? 'dist', 'assets');
      for (const file of readdirSync(assets)) if (!(`assets/${file}` in bundle)) rmSync(join(assets, file));
    },
  };
}

export default defineConfig(({ command }) => {
  // `vite build` always makes the production bundle, whatever NODE_ENV its caller runs with (vitest sets test).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    base: '/console/',
    plugins: [pruneStaleAssets()],
    // JSX through esbuild's automatic runtime: no Babel plugin, a faster build, the same output.
    esbuild: { jsx: 'automatic' },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: false,
      assetsInlineLimit: 0,
      rollupOptions: {
        // The libraries mark their modules "use client" for server-rendering frameworks; a client-only bundle ignores it.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
    server: { proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiOrigin, changeOrigin: false }])) },
  };
});
