// Runs a TypeScript entry of the workspace (`pnpm start`, `pnpm cli`, the tests' child processes)
// from the sources as they are, without paying for a TypeScript loader on every start: the entry
// and the workspace packages it imports are bundled once into one ESM file (source maps on), kept
// in node_modules/.cache, and rebuilt when any file that went into it changes (size or mtime).
// A workspace module none of whose exports is used is left out, and code reached only through an
// `await import()` goes into chunks loaded when that import runs, with the third-party packages
// only it uses: the CLI's `keys list` does not load the features, connectors, HTTP server, queues
// and clients other commands compose. A named import from a package's index is bundled as an
// import of the module that defines the name, so a light path through an index does not share
// a chunk with the heavy one. Third-party packages are not bundled: they load from node_modules
// as they always do, save the few listed in `bundledThirdPartyPackages` below.
//
//   node --conditions=@openunified/source apps/server/run-source.mjs <entry.ts> [arguments...]
//
// Plain JavaScript on purpose: this file runs before anything can compile TypeScript.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { installLazySourceMaps } from './lazy-source-maps.mjs';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
// Inside apps/server/node_modules so that a bare import() the bundle makes at run time resolves
// as it would from apps/server/src (the server's dependencies).
const cacheDirectory = fileURLToPath(new URL('./node_modules/.cache/openunified/', import.meta.url));
const workspaceTsconfig = join(repositoryRoot, 'tsconfig.json');
// Bump when the bundling options change, so bundles built by an older launcher are rebuilt.
const bundleFormat = 4;
// A build replaced this long ago is deleted; a process still running from it (reading its source map for a stack trace) has had time to end.
const staleBuildAgeMs = 24 * 60 * 60 * 1000;
// Source texts read while bundling, by path (declared before the top-level await below runs).
const sourceTexts = new Map();
// Third-party packages bundled all the same: ESM split into hundreds of small files, each of which
// Node resolves, reads, compiles and links at every start (kysely: some 260, 0.15 s of CPU), whose
// bundled copy is a few modules. Only packages without dependencies or files of their own to read,
// imported by workspace packages alone (one copy, so `instanceof` holds), belong here.
const bundledThirdPartyPackages = new Set(['kysely']);

const [entryArgument, ...entryArguments] = process.argv.slice(2);
if (!entryArgument) {
  process.stderr.write('usage: node apps/server/run-source.mjs <entry.ts> [arguments...]\n');
  process.exit(2);
}
const entry = resolve(entryArgument);
// The entry sees the command line it would see run directly: argv[1] is the entry itself.
process.argv.splice(1, process.argv.length - 1, entry, ...entryArguments);

// A source esbuild cannot bundle (a syntax error) or a cache that cannot be written (a read-only
// checkout) falls back to the TypeScript loader, which then reports or runs it as it always did.
const bundle = mustUseTypeScriptLoader() ? undefined : await freshBundle(entry).catch(() => undefined);
if (bundle) {
  // Stack traces point at the TypeScript sources, each source map read when a trace first needs it.
  installLazySourceMaps();
  await import(pathToFileURL(bundle).href);
} else {
  // The loader's inline source maps exist only in memory, where Node's own support reads them.
  process.setSourceMapsEnabled(true);
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
      // Concatenated, not path.join: normalizing a thousand paths cost more than stat-ing them.
      const stats = statSync(repositoryRoot + file);
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
    splitting: true,
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
    plugins: [keepThirdPartyPackagesExternal(), leaveOutUnusedWorkspaceModules(), transformWorkspaceSources()],
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
        if (bundledThirdPartyPackages.has(packageNameOf(args.path))) return undefined;
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
        // A third-party package's own relative imports (kysely's, bundled) resolve as esbuild resolves them.
        if (args.importer.includes(`${sep}node_modules${sep}`)) return undefined;
        const sideEffects = args.kind === 'import-statement' ? importedForSideEffects(args.importer, args.path) : true;
        // Most imports are a workspace source's relative `./x.js` of `./x.ts`: found here, without the
        // nested resolve that doubled the plugin's round trips with esbuild (1.5 s of a 2.4 s build).
        const local = args.path.startsWith('.') ? sourceFileOf(join(args.resolveDir, args.path)) : undefined;
        if (local !== undefined) return { path: local, sideEffects };
        const resolved = await builder.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { resolvingWorkspace: true },
        });
        if (resolved.errors.length > 0 || resolved.external || resolved.path.includes(`${sep}node_modules${sep}.pnpm${sep}`)) return undefined;
        return { path: resolved.path, sideEffects };
      });
    },
  };
}

/**
 * The file a relative import of a workspace source names, found as esbuild finds it: the file
 * itself, or for `./x.js` (`.mjs`, `.cjs`) the TypeScript source `./x.ts` (`.tsx`). Undefined for
 * anything else (an extensionless or directory import): esbuild's own resolver then decides.
 */
function sourceFileOf(path) {
  const candidates = /\.[cm]?js$/.test(path) ? [path, path.replace(/js$/, 'ts'), path.replace(/js$/, 'tsx')] : [path];
  return candidates.find(isFile);
}

/** The workspace package directory `directory` is in (apps/x, packages/x, connectors/x), else `directory` itself. */
function packageDirectoryOf(directory) {
  return /^(.*[\\/](?:apps|packages|connectors)[\\/][^\\/]+)(?:[\\/]|$)/.exec(directory)?.[1] ?? directory;
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function packageNameOf(specifier) {
  const [scopeOrName, name] = specifier.split('/');
  return scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
}

function importedForSideEffects(importer, specifier) {
  if (!sourceTexts.has(importer)) sourceTexts.set(importer, readFileSync(importer, 'utf8'));
  const text = sourceTexts.get(importer);
  return text.includes(`import '${specifier}'`) || text.includes(`import "${specifier}"`);
}

/**
 * Two rewrites of each workspace source as it is bundled, neither of which changes what it means:
 * `import.meta.url` keeps meaning the source file it is written in (icons, templates, createRequire),
 * and a named import from a workspace package's index goes to the module that defines the name.
 * The bundle evaluates a module reached through `await import()` only when that import runs, and
 * then with everything it imports: through an index, that is every module the index re-exports,
 * so `keys list` (which needs `issueApiKey`) would build every connector's schemas.
 */
function transformWorkspaceSources() {
  return {
    name: 'transform-workspace-sources',
    setup(builder) {
      const locator = createDefinitionLocator(builder);
      builder.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const original = readFileSync(args.path, 'utf8');
        let source = await importDefiningModules(original, args.path, locator);
        if (source.includes('import.meta.url')) source = source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
        // What the side-effect check reads, so an index's `import 'reflect-metadata'` moved here counts.
        sourceTexts.set(args.path, source);
        if (source === original) return undefined;
        return { contents: source, loader: 'ts', resolveDir: dirname(args.path) };
      });
    },
  };
}

/** `import { a, b as c } from '@openunified/x'` becomes imports of the files that define a and b; names it cannot place stay with the index. */
async function importDefiningModules(source, importerPath, locator) {
  const replacements = [];
  for (const match of source.matchAll(/^import\s+\{([^}]*)\}\s+from\s+'(@openunified\/[^']+)';?[ \t]*$/gm)) {
    const [statement, list, specifier] = match;
    const index = await locator.resolve(specifier, dirname(importerPath));
    if (!index || !/[/\\]index\.[cm]?ts$/.test(index)) continue;
    const byFile = new Map();
    const kept = [];
    for (const element of list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      if (element.startsWith('type ')) continue; // erased by the compiler
      const [, imported, local = imported] = /^(\S+)(?:\s+as\s+(\S+))?$/.exec(element) ?? [];
      const definition = imported ? await locator.locate(index, imported, 0) : undefined;
      if (!definition || definition.file === index) {
        kept.push(element);
        continue;
      }
      if (!byFile.has(definition.file)) byFile.set(definition.file, []);
      byFile.get(definition.file).push(definition.name === local ? local : `${definition.name} as ${local}`);
    }
    if (byFile.size === 0) continue;
    const lines = [...(await locator.sideEffectImports(index, importerPath))];
    if (kept.length > 0) lines.push(`import { ${kept.join(', ')} } from '${specifier}';`);
    for (const [file, names] of byFile) lines.push(`import { ${names.join(', ')} } from '${relativeSpecifier(importerPath, file)}';`);
    replacements.push([statement, lines.join(' ')]); // one line: line numbers of the source map stay right
  }
  let rewritten = source;
  for (const [statement, replacement] of replacements) rewritten = rewritten.replace(statement, replacement);
  return rewritten;
}

function relativeSpecifier(importerPath, file) {
  const path = relative(dirname(importerPath), file).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** Follows `export { … } from` and `export * from` chains to the module that declares a name. */
function createDefinitionLocator(builder) {
  const resolutions = new Map();
  const parsed = new Map();
  const resolve = async (specifier, resolveDir) => {
    const relativeSpecifier = specifier.startsWith('.');
    const local = relativeSpecifier ? sourceFileOf(join(resolveDir, specifier)) : undefined;
    if (local !== undefined) return local;
    // Every file of a package resolves a package name alike (through the package's node_modules).
    const key = `${relativeSpecifier ? resolveDir : packageDirectoryOf(resolveDir)}\0${specifier}`;
    if (!resolutions.has(key)) {
      resolutions.set(
        key,
        builder
          .resolve(specifier, { kind: 'import-statement', resolveDir, pluginData: { resolvingWorkspace: true } })
          .then((result) =>
            result.errors.length > 0 || result.external || result.path.includes(`${sep}node_modules${sep}.pnpm${sep}`) ? undefined : result.path,
          ),
      );
    }
    return resolutions.get(key);
  };
  const exportsOf = (file) => {
    if (!parsed.has(file)) {
      const text = readFileSync(file, 'utf8');
      const named = new Map();
      const stars = [];
      const local = new Set();
      const sideEffects = [];
      for (const [, list, from] of text.matchAll(/^export\s+\{([^}]*)\}(?:\s+from\s+'([^']+)')?/gm)) {
        for (const element of list
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [, isType, imported, exported = imported] = /^(type\s+)?(\S+)(?:\s+as\s+(\S+))?$/.exec(element) ?? [];
          if (!imported || isType) continue;
          if (from) named.set(exported, { from, name: imported });
          else local.add(exported);
        }
      }
      for (const [, from] of text.matchAll(/^export\s+\*\s+from\s+'([^']+)'/gm)) stars.push(from);
      for (const [, name] of text.matchAll(
        /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|abstract\s+class|enum)\s+([A-Za-z_$][\w$]*)/gm,
      ))
        local.add(name);
      for (const [, from] of text.matchAll(/^import\s+'([^']+)';?/gm)) sideEffects.push(from);
      parsed.set(file, { named, stars, local, sideEffects });
    }
    return parsed.get(file);
  };
  const locate = async (file, name, depth) => {
    if (depth > 8) return undefined;
    const { named, stars, local } = exportsOf(file);
    if (local.has(name)) return { file, name };
    const reexport = named.get(name);
    if (reexport) {
      const target = await resolve(reexport.from, dirname(file));
      if (!target) return undefined; // a third-party package: the index stays
      return (await locate(target, reexport.name, depth + 1)) ?? { file: target, name: reexport.name };
    }
    for (const from of stars) {
      const target = await resolve(from, dirname(file));
      const found = target && (await locate(target, name, depth + 1));
      if (found) return found;
    }
    return undefined;
  };
  /** An index's own `import 'x'` lines (the decorator metadata polyfill), kept where the index is bypassed. */
  const sideEffectImports = async (index, importerPath) => {
    const lines = [];
    for (const from of exportsOf(index).sideEffects) {
      if (from.startsWith('.')) {
        lines.push(`import '${relativeSpecifier(importerPath, join(dirname(index), from))}';`);
        continue;
      }
      // A package the importer cannot resolve itself (pnpm's strict node_modules) was the index's to load.
      const resolved = await builder.resolve(from, { kind: 'import-statement', resolveDir: dirname(importerPath), pluginData: { resolvingExternal: true } });
      if (resolved.errors.length === 0) lines.push(`import '${from}';`);
    }
    return lines;
  };
  return { resolve, locate, sideEffectImports };
}
