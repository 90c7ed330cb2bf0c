// scripts/prepack.mjs: every publishable package's `prepack`. `pnpm pack` and `pnpm publish` take
// whatever dist/ holds, so an unbuilt package once packed into a tarball without code. This builds
// the package first (turbo: with its dependencies, instant when cached), copies the repository's
// LICENSE in, and refuses to go on if a file the package.json points at is still missing.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));

/** Every file the manifest names for consumers: export targets (not the workspace's source condition), main, module, types. */
function shippedFiles(value, key) {
  if (key === '@openunified/source') return [];
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([childKey, child]) => shippedFiles(child, childKey));
  return [];
}
// A build made with OPENUNIFIED_SKIP_DECLARATIONS=1 (tests that only run the code) has none to ship.
const withoutDeclarations = process.env.OPENUNIFIED_SKIP_DECLARATIONS === '1';
const files = [...new Set([...shippedFiles(manifest.exports), manifest.main, manifest.module, manifest.types, 'README.md'].filter(Boolean))].filter(
  (file) => !(withoutDeclarations && /\.d\.[cm]?ts$/.test(file)),
);

if (process.env.OPENUNIFIED_PREPACK_SKIP_BUILD !== '1') {
  execFileSync(join(root, 'node_modules', '.bin', 'turbo'), ['run', 'build', `--filter=${manifest.name}`, '--output-logs=errors-only'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
copyFileSync(join(root, 'LICENSE'), 'LICENSE');

const missing = files.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`${manifest.name}: refusing to pack without ${missing.join(', ')}; run \`pnpm build\` first.`);
  process.exit(1);
}
