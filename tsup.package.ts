import { defineConfig, type Options } from 'tsup';

/**
 * How every publishable package is built: type declarations, source maps, for Node 20+. ESM by
 * default; `format: ['esm', 'cjs']` adds CommonJS (`.cjs` with `.d.cts` declarations) for the
 * library packages a CommonJS project may `require()` (docs/concepts/versioning.md#module-formats).
 */
export function packageBuild(entry: Options['entry'], options: { format?: ('esm' | 'cjs')[] } = {}) {
  const format = options.format ?? ['esm'];
  // The package's tsconfig is a composite project for `tsc -b`; its declarations for dist are
  // bundled from the entries alone, which a composite project would refuse (TS6307).
  // OPENUNIFIED_SKIP_DECLARATIONS=1 leaves them out, for a build only run, never packed for
  // publishing (the built-server tests): bundling declarations is nearly all of a build's time.
  const dts = process.env.OPENUNIFIED_SKIP_DECLARATIONS === '1' ? false : { compilerOptions: { composite: false } };
  // `shims` gives the CommonJS build an `import.meta.url`; ESM-only builds need none.
  return defineConfig({ entry, format, dts, sourcemap: true, clean: true, target: 'node20', shims: format.includes('cjs') });
}
