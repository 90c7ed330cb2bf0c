import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ConnectorNames, connectorNames, displayNameProblem, keyProblem, renderTemplate } from './connector-names.js';

/** What the scaffolder refuses, with a message saying why; the CLI prints it and exits 1. */
export class ScaffoldError extends Error {
  override readonly name = 'ScaffoldError';
}

export interface CreateConnectorOptions {
  /** The monorepo root: the folder holding `connectors/` and `packages/connector-sdk/`. */
  workspaceRoot: string;
  key: string;
  /** The provider's name as people write it (default: the key, capitalised). */
  displayName?: string;
}

export interface CreatedConnector {
  names: ConnectorNames;
  /** Absolute path of the new package. */
  directory: string;
  /** Every file written, relative to the workspace root. */
  files: string[];
}

const templateDirectory = fileURLToPath(new URL('../template/', import.meta.url));

async function templateFiles(directory = templateDirectory): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? templateFiles(join(directory, entry.name)) : [join(directory, entry.name)])));
  return nested.flat().sort();
}

async function readJson(path: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
}

/** The folder or the package name is already used by a connector of the workspace. */
async function takenProblem(workspaceRoot: string, names: ConnectorNames): Promise<string | undefined> {
  const connectorsDirectory = join(workspaceRoot, 'connectors');
  if (existsSync(join(connectorsDirectory, names.key))) return `connectors/${names.key} already exists: choose another key (nothing was overwritten)`;
  for (const folder of await readdir(connectorsDirectory)) {
    const packageJsonPath = join(connectorsDirectory, folder, 'package.json');
    if (existsSync(packageJsonPath) && (await readJson(packageJsonPath)).name === names.packageName) {
      return `${names.packageName} is already the package of connectors/${folder}`;
    }
  }
  return undefined;
}

function packageJson(names: ConnectorNames, versions: { sdk: string; contract: string }): Record<string, unknown> {
  const entry = (name: string) => ({ '@openunified/source': `./src/${name}.ts`, types: `./dist/${name}.d.ts`, import: `./dist/${name}.js` });
  return {
    name: names.packageName,
    version: '0.1.0',
    description: `${names.displayName} connector and emulator for the unified integration API`,
    license: 'MIT',
    type: 'module',
    sideEffects: false,
    exports: { '.': entry('index'), './emulator': entry('emulator/index') },
    main: './dist/index.js',
    types: './dist/index.d.ts',
    files: ['assets', 'dist', 'README.md', 'LICENSE'],
    scripts: {
      build: 'tsup',
      typecheck: 'tsc -b',
      test: `vitest run --root ../.. --project ${names.key}`,
      lint: 'biome check --error-on-warnings src',
      prepack: 'node ../../scripts/prepack.mjs',
    },
    // The SDK is an ordinary dependency (its minors only patch the connector); the slow-moving
    // contract is the peer the platform and the connector share (docs/concepts/versioning.md).
    dependencies: { '@openunified/connector-sdk': 'workspace:^' },
    publishConfig: { access: 'public' },
    peerDependencies: { '@openunified/connector-contract': `^${versions.contract}` },
    devDependencies: { '@openunified/connector-contract': 'workspace:^' },
    repository: { type: 'git', url: 'https://github.com/openunified/openunified.git', directory: `connectors/${names.key}` },
  };
}

function changeset(names: ConnectorNames): string {
  return `---\n"${names.packageName}": minor\n---\n\n${names.displayName} connector: drives as unified documents drives, and an emulator of the ${names.displayName} API.\n`;
}

/**
 * Writes `connectors/<key>/`, a connector package that passes typecheck, lint and its tests as
 * generated, and its first changeset. Refuses a malformed or taken key and never overwrites.
 */
export async function createConnector(options: CreateConnectorOptions): Promise<CreatedConnector> {
  const problem = keyProblem(options.key) ?? (options.displayName === undefined ? undefined : displayNameProblem(options.displayName));
  if (problem) throw new ScaffoldError(problem);
  const names = connectorNames(options.key, options.displayName);
  const { workspaceRoot } = options;
  const sdkPackageJsonPath = join(workspaceRoot, 'packages', 'connector-sdk', 'package.json');
  if (!existsSync(sdkPackageJsonPath)) throw new ScaffoldError(`${workspaceRoot} is not the openunified workspace: packages/connector-sdk is missing`);
  const contractPackageJsonPath = join(workspaceRoot, 'packages', 'connector-contract', 'package.json');
  if (!existsSync(contractPackageJsonPath))
    throw new ScaffoldError(`${workspaceRoot} is not the openunified workspace: packages/connector-contract is missing`);
  const taken = await takenProblem(workspaceRoot, names);
  if (taken) throw new ScaffoldError(taken);
  const changesetPath = join(workspaceRoot, '.changeset', `connector-${names.key}-initial.md`);
  if (existsSync(changesetPath)) throw new ScaffoldError(`${relative(workspaceRoot, changesetPath)} already exists (nothing was overwritten)`);

  const versions = { sdk: String((await readJson(sdkPackageJsonPath)).version), contract: String((await readJson(contractPackageJsonPath)).version) };
  const directory = join(workspaceRoot, 'connectors', names.key);
  const outputs = new Map<string, string>([[join(directory, 'package.json'), `${JSON.stringify(packageJson(names, versions), null, 2)}\n`]]);
  for (const source of await templateFiles()) {
    outputs.set(join(directory, renderTemplate(relative(templateDirectory, source), names)), renderTemplate(await readFile(source, 'utf8'), names));
  }
  outputs.set(changesetPath, changeset(names));

  // Not recursive: creating the folder is the check that nobody created it meanwhile.
  await mkdir(directory);
  try {
    for (const [path, content] of outputs) {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content, { flag: 'wx' });
    }
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  return { names, directory, files: [...outputs.keys()].map((path) => relative(workspaceRoot, path)) };
}

/** What to do next, ending with the line that installs the connector in the server. */
export function nextSteps({ names }: CreatedConnector): string[] {
  return [
    'Next:',
    '  pnpm install',
    `  npx vitest run --project ${names.key}     # its unit, integration and contract tests`,
    `  add { "path": "./connectors/${names.key}" } to the references of tsconfig.projects.json, so pnpm typecheck checks it`,
    '',
    `Install it in the server: add "${names.packageName}": "workspace:^" to the dependencies of apps/server/package.json`,
    `and { "path": "../../connectors/${names.key}" } to the references of apps/server/tsconfig.json,`,
    `then pnpm install, and add this line to apps/server/src/connectors/installed-connectors.ts (listing ${names.key} in installedConnectors):`,
    `  import ${names.key} from '${names.packageName}';`,
  ];
}
