import { defineConfig, type Options } from 'tsup';

/** How every publishable package is built: ESM, type declarations, source maps, for Node 20+. */
export function packageBuild(entry: Options['entry']) {
  return defineConfig({ entry, format: ['esm'], dts: true, sourcemap: true, clean: true, target: 'node20' });
}
