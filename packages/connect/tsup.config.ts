import { defineConfig } from 'tsup';

/** Runs in browsers: ES2020 for the ones still in use, minified, no Node built-ins. */
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2020',
  platform: 'browser',
  minify: true,
});
