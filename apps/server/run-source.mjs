// Runs a TypeScript entry of the workspace (`pnpm start`, `pnpm cli`, the tests' child processes)
// from the sources as they are, without paying for a TypeScript loader on every start: the entry
// and the workspace packages it imports are bundled once into one ESM file (source maps on), kept
// in node_modules/.cache, and rebuilt when any file that went into it changes (size or mtime).
// A workspace module none of whose exports is used is left out, and one reached only through an
// `await import()` is evaluated only when that import runs, so the CLI's `keys list` does not
// evaluate the features, connectors and HTTP server other commands compose. (esbuild's
// `splitting` would not help: its chunks follow every export any entry uses, so a light path
// through a package index shares one chunk with the heavy one.) Third-party packages are not
// bundled: they load from node_modules as they always do.
//
//   node --conditions=@openunified/source apps/server/run-source.mjs <entry.ts> [arguments...]
//
// Plain JavaScript on purpose: this file runs before anything can compile TypeScript.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
// Inside apps/server/node_modules so that a bare import() the bundle makes at run time resolves
// as it would from apps/server/src (the server's dependencies).
const cacheDirectory = fileURLToPath(new URL('./node_modules/.cache/openunified/', import.meta.url));
const workspaceTsconfig = join(repositoryRoot, 'tsconfig.json');
// Bump when the bundling options change, so bundles built by an older launcher are rebuilt.
const bundleFormat = 2;
// A build replaced this long ago is deleted; a process still running from it (reading its source map for a stack trace) has had time to end.
const staleBuildAgeMs = 24 * 60 * 60 * 1000;
// Source texts read while bundling, by path (declared before the top-level await below runs).
const sourceTexts = new Map();

const [entryArgument, ...entryArguments] = process.argv.slice(2);
if (!entryArgument) {
  process.stderr.write('usage: node apps/server/run-source.mjs <entry.ts> [arguments...]\n');
  process.exit(2);
}
const entry = resolve(entryArgument);
// The entry sees the command line it would see run directly: argv[1] is the entry itself.
process.argv.splice(1, process.argv.length - 1, entry, ...entryArguments);
process.setSourceMapsEnabled(true);

// A source esbuild cannot bundle (a syntax error) or a cache that cannot be written (a read-only
// checkout) falls back to the TypeScript loader, which then reports or runs it as it always did.
const bundle = mustUseTypeScriptLoader() ? undefined : await freshBundle(entry).catch(() => undefined);
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  process.env.TSX_TSCONFIG_PATH ??= workspaceTsconfig;
  await import('tsx');
  await import(pathToFileURL(entry).href);
}

/**
 * Packages named in CONNECTORS are imported at run time with their own copy of the workspace
 * packages they use; only under the TypeScript loader do they share the server's copy (the same
 * source files), as `instanceof` checks across the two need. OPENUNIFIED_RUN_WITH_TSX=1 forces it.
 */
function mustUseTypeScriptLoader() {
  const connectors = process.env.CONNECTORS?.trim();
  return Boolean(connectors) || process.env.OPENUNIFIED_RUN_WITH_TSX === '1';
}

async function freshBundle(entryPath) {
  const name = relative(repositoryRoot, entryPath)
    .split(sep)
    .join('-')
    .replace(/\.[cm]?tsx?$/, '');
  const manifestPath = join(cacheDirectory, `${name}.inputs.json`);
  let bundlePath = freshBundlePath(manifestPath);
  if (bundlePath) return bundlePath;
  // One process builds while others starting at the same time (the tests start dozens) wait for it.
  const lock = join(cacheDirectory, `${name}.lock`);
  mkdirSync(cacheDirectory, { recursive: true });
  const deadline = Date.now() + 60_000;
  while (!tryLock(lock)) {
    if (Date.now() > deadline) break; // a builder that died; build regardless
    await new Promise((resolve) => setTimeout(resolve, 100));
    bundlePath = freshBundlePath(manifestPath);
    if (bundlePath) return bundlePath;
  }
  try {
    bundlePath = freshBundlePath(manifestPath) ?? (await buildBundle(entryPath, name, manifestPath));
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return bundlePath;
}

function tryLock(lock) {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    try {
      // Left behind by a process killed while building.
      if (Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { recursive: true, force: true });
    } catch {}
    return false;
  }
}

/** The bundle's entry file if every file it was built from still has the size and mtime it had then. */
function freshBundlePath(manifestPath) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    return undefined;
  }
  if (manifest.format !== bundleFormat || manifest.node !== process.version) return undefined;
  for (const [file, [mtimeMs, size]] of Object.entries(manifest.inputs)) {
    try {
      const stats = statSync(join(repositoryRoot, file));
      if (stats.mtimeMs !== mtimeMs || stats.size !== size) return undefined;
    } catch {
      return undefined;
    }
  }
  return join(cacheDirectory, manifest.entry);
}

async function buildBundle(entryPath, name, manifestPath) {
  const { build } = await import('esbuild');
  mkdirSync(cacheDirectory, { recursive: true });
  // Each build gets its own directory, named in the manifest once complete: processes starting
  // at the same time each build, none ever imports a half-written file, and a process running
  // from an older build still finds its source map.
  const buildDirectory = `${name}.${process.pid}.${Date.now()}`;
  const result = await build({
    entryPoints: { [name]: entryPath },
    outdir: join(cacheDirectory, buildDirectory),
    outExtension: { '.js': '.mjs' },
    absWorkingDir: repositoryRoot,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@openunified/source'],
    mainFields: ['main'],
    tsconfig: workspaceTsconfig,
    sourcemap: 'linked',
    sourcesContent: false,
    // Error classes and log lines use constructor names; bundling must not rename them.
    keepNames: true,
    metafile: true,
    logLevel: 'silent',
    plugins: [keepThirdPartyPackagesExternal(), leaveOutUnusedWorkspaceModules(), keepImportMetaUrlOfEachFile()],
  });
  const watched = [
    ...Object.keys(result.metafile.inputs),
    ...packageManifestsOf(Object.keys(result.metafile.inputs)),
    'tsconfig.json',
    'tsconfig.base.json',
    'pnpm-lock.yaml',
    // Rewritten by every `pnpm install`: the external packages' paths may have moved.
    'node_modules/.modules.yaml',
    relative(repositoryRoot, fileURLToPath(import.meta.url)),
  ];
  const inputs = {};
  for (const file of new Set(watched)) {
    try {
      const stats = statSync(join(repositoryRoot, file));
      inputs[file] = [stats.mtimeMs, stats.size];
    } catch {
      // A file that is not there now (no lockfile in a copy, say) cannot change the bundle.
    }
  }
  const entry = `${buildDirectory}/${name}.mjs`;
  writeFileSync(`${manifestPath}.${process.pid}`, JSON.stringify({ format: bundleFormat, node: process.version, entry, inputs }));
  renameSync(`${manifestPath}.${process.pid}`, manifestPath);
  removeStaleBuilds(name, buildDirectory);
  return join(cacheDirectory, entry);
}

function removeStaleBuilds(name, current) {
  for (const entry of readdirSync(cacheDirectory)) {
    if (entry === current || !entry.startsWith(`${name}.`) || entry.endsWith('.json') || entry.endsWith('.lock')) continue;
    try {
      const path = join(cacheDirectory, entry);
      // Bundles of the single-file layout (format 1) go at once; no process can be lazily importing from them.
      if (entry.endsWith('.mjs') || entry.endsWith('.map') || Date.now() - statSync(path).mtimeMs > staleBuildAgeMs)
        rmSync(path, { recursive: true, force: true });
    } catch {}
  }
}

/** The package.json of every workspace package a bundled file belongs to (their `exports` steer resolution). */
function packageManifestsOf(files) {
  const manifests = new Set();
  for (const file of files) {
    const match = /^((?:apps|packages|connectors)\/[^/]+)\//.exec(file);
    if (match) manifests.add(`${match[1]}/package.json`);
  }
  return manifests;
}

/**
 * Workspace packages are bundled from their sources; any other bare import stays an import,
 * of the file Node would load for it (pnpm's node_modules let each package see only its own
 * dependencies, so a bare name would not resolve from the cache directory).
 */
function keepThirdPartyPackagesExternal() {
  return {
    name: 'keep-third-party-packages-external',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData?.resolvingExternal || args.path.startsWith('@openunified/') || args.path.startsWith('node:')) return undefined;
        const resolved = await builder.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { resolvingExternal: true },
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        if (resolved.external || !isAbsolute(resolved.path)) return { path: args.path, external: true };
        // An import whose bindings only code the entry never reaches uses is dropped, so the CLI does
        // not load the HTTP server, queues and clients it never touches; imports made for their side
        // effects alone (`import 'reflect-metadata'`) stay.
        const sideEffects = importedForSideEffects(args.importer, args.path);
        return { path: pathToFileURL(resolved.path).href, external: true, sideEffects };
      });
    },
  };
}

/**
 * Workspace modules count as free of side effects unless imported for them alone (`import './x.js'`):
 * one none of whose exports the process reaches is left out, as are the modules behind a package's
 * index that only re-exports. Their top-level code (zod schemas, route tables) then runs only in
 * the processes that use it.
 */
function leaveOutUnusedWorkspaceModules() {
  return {
    name: 'leave-out-unused-workspace-modules',
    setup(builder) {
      builder.onResolve({ filter: /^(\.|@openunified\/)/ }, async (args) => {
        if (args.pluginData?.resolvingWorkspace || args.kind === 'entry-point') return undefined;
        const resolved = await builder.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { resolvingWorkspace: true },
        });
        if (resolved.errors.length > 0 || resolved.external || resolved.path.includes(`${sep}node_modules${sep}.pnpm${sep}`)) return undefined;
        return { path: resolved.path, sideEffects: args.kind === 'import-statement' ? importedForSideEffects(args.importer, args.path) : true };
      });
    },
  };
}

function importedForSideEffects(importer, specifier) {
  if (!sourceTexts.has(importer)) sourceTexts.set(importer, readFileSync(importer, 'utf8'));
  const text = sourceTexts.get(importer);
  return text.includes(`import '${specifier}'`) || text.includes(`import "${specifier}"`);
}

/** `import.meta.url` keeps meaning the source file it is written in (icons, templates, createRequire). */
function keepImportMetaUrlOfEachFile() {
  return {
    name: 'keep-import-meta-url-of-each-file',
    setup(builder) {
      builder.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts', resolveDir: dirname(args.path) };
      });
    },
  };
}
