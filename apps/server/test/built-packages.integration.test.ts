import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { testDatabaseUrl } from '@openunified/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningProcess, repositoryRoot, startProcess } from './child-process.js';
import { describePackedLibraries } from './packed-libraries.js';
import { basicAuthorization } from './start-test-server.js';

/**
 * The packages as they ship: built `dist`, plain `node` without the `@openunified/source`
 * condition (everything else in this folder runs the sources). One file, so the builds these
 * tests need never run twice at once on the same dist/.
 */
const run = promisify(execFile);
// Nothing here reads a declaration file, and bundling them is nearly all of a package's build
// (the platform: 60 CPU seconds with them, 3 without): the library tarballs below build theirs.
const withoutDeclarations = { ...process.env, OPENUNIFIED_SKIP_DECLARATIONS: '1' };
const builtMain = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const builtCli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

let temporaryDirectory: string;
beforeAll(async () => {
  // As `pnpm start` does: turbo builds the server and the packages it needs (at once when cached).
  await run('pnpm', ['-s', 'turbo', 'run', 'build', '--filter=@openunified/server...', '--output-logs=errors-only'], {
    cwd: repositoryRoot,
    env: withoutDeclarations,
    timeout: 900_000,
  });
  temporaryDirectory = await mkdtemp(join(tmpdir(), 'openunified-built-'));
}, 900_000);
afterAll(() => rm(temporaryDirectory, { recursive: true, force: true }));

/** A built entry on plain node: no `--conditions`, and no NODE_OPTIONS that could bring the source condition back. */
function startBuilt(script: string, argumentsList: string[], options: { cwd?: string; environment: Record<string, string> }): RunningProcess {
  return startProcess(process.execPath, ['--enable-source-maps', script, ...argumentsList], options);
}

it('runs the built server: unbundled core packages, a sandbox account linked by the built CLI, a unified list, a clean stop', async () => {
  const bundle = await readFile(builtMain, 'utf8');
  expect(bundle).toMatch(/from "@openunified\/platform"/);
  expect(bundle).not.toContain('function createPlatform');

  const dataDirectory = join(temporaryDirectory, 'server-data');
  const environment = { DATA_DIR: dataDirectory, PORT: '0', LOG_LEVEL: 'warn' };
  const server = startBuilt(builtMain, ['--sandbox'], { environment });
  try {
    await server.printed('Link a sandbox account');
    const url = /listening on (http:\/\/\S+)/.exec(server.stdout())![1]!;
    const key = /^\s+(ouk_\S+)$/m.exec(server.stdout())![1]!;

    const cli = startBuilt(builtCli, ['accounts', 'create', '--provider', 'bamboohr', '--json'], { environment });
    expect(await cli.exited).toBe(0);
    const account = JSON.parse(cli.stdout()) as { id: string };

    const response = await fetch(`${url}/unified/hris/employees?page_size=3`, {
      headers: { authorization: basicAuthorization(key), 'x-account-id': account.id },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { id: string }[]; next: string | null };
    expect(body.data).toHaveLength(3);
    expect(body.next).toEqual(expect.any(String));
  } finally {
    server.child.kill('SIGTERM');
  }
  expect(await server.exited).toBe(0);
  expect(server.stderr()).toBe('');
  expect(existsSync(join(dataDirectory, 'sandbox.json'))).toBe(false);
}, 120_000);

/** A connector written outside the workspace: plain JavaScript against the SDK, its only (peer) dependency. */
const notebookConnectorSource = `import { createRequire } from 'node:module';
import {
  apiKeyAuthentication, defineAction, defineConnector, defineConnectorManifest, defineUnifiedResource,
  getInputSchema, listInputSchema, NotFoundError, z,
} from '@openunified/connector-sdk';

const { version } = createRequire(import.meta.url)('./package.json');
const noteSchema = z.object({ id: z.string(), remote_id: z.string(), title: z.string() }).meta({ id: 'NotebookNote' });
const toNote = (note) => ({ id: note.id, remote_id: note.id, title: note.title });

export const notes = defineUnifiedResource({
  category: 'documents', resource: 'notes', path: '/unified/documents/notes', noun: { one: 'note', many: 'notes' },
  model: noteSchema, operations: { list: {}, get: {} },
});

const common = { tags: ['notes'], schema_type: 'unified', required_scopes: [] };
const connector = defineConnector({
  key: 'notebook', name: 'Notebook', version, icon: '', description: 'Notes of a notebook service', release_stage: 'preview',
  categories: ['documents'], scope_definitions: [], resource_types: [], baseUrl: 'https://api.notebook.invalid',
  authentication: [apiKeyAuthentication({
    fields: [{ key: 'api_key', label: 'API key', secret: true }],
    apply: (credentials) => ({ headers: { 'x-api-key': credentials.api_key ?? '' } }),
    verifyActionId: 'notebook_list_notes',
  })],
  actions: [
    defineAction({ ...common, id: 'notebook_list_notes', label: 'List notes', description: 'Lists the notes', unified: 'documents.notes.list', kind: 'list',
      input: listInputSchema(),
      async run({ http }) { return { data: (await http.get('/notes')).body.notes.map(toNote), next: null }; } }),
    defineAction({ ...common, id: 'notebook_get_note', label: 'Get note', description: 'Gets one note', unified: 'documents.notes.get', kind: 'get',
      input: getInputSchema(),
      async run({ input, http }) {
        if (input.path.id === 'missing') throw new NotFoundError('note missing does not exist');
        return { data: toNote((await http.get('/notes/' + encodeURIComponent(input.path.id))).body) };
      } }),
  ],
});

export const manifest = defineConnectorManifest({ connector, resources: [notes] });
export default manifest;
`;

/** A platform team's server: `createPlatform` from the packed packages, on PostgreSQL (no native SQLite build needed). */
const platformTeamServerSource = `import { createPlatform, prepareFirstStart } from '@openunified/platform';
import { AccountsServiceToken } from '@openunified/accounts';
import notebook from 'openunified-connector-notebook';

const platform = await createPlatform({
  config: {
    dataDirectory: process.env.DATA_DIR,
    database: { kind: 'postgres', url: process.env.DATABASE_URL, schema: process.env.DATABASE_SCHEMA },
    logLevel: 'silent',
  },
  connectors: [notebook],
  originOverrides: { notebook: process.env.PROVIDER_URL },
});
const { project, initialApiKey } = await prepareFirstStart(platform.store);
const account = await platform.container.get(AccountsServiceToken).create(project.id, { provider: 'notebook', credentials: { api_key: 'notebook-key' } });
const url = await platform.listen({ port: 0 });
process.once('SIGTERM', () => platform.close().then(() => process.exit(0)));
process.stdout.write(JSON.stringify({ url, key: initialApiKey.key, accountId: account.id }) + '\\n');
`;

/** The notebook service the connector calls: two notes, and a 400 for the id "invalid". */
async function startNotebookProvider(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.headers['x-api-key'] !== 'notebook-key') return send(401, { error: 'unknown API key' });
    if (request.url === '/notes')
      return send(200, {
        notes: [
          { id: 'n1', title: 'First' },
          { id: 'n2', title: 'Second' },
        ],
      });
    if (request.url === '/notes/invalid') return send(400, { error: 'note ids are n followed by digits' });
    return send(200, { id: request.url?.split('/').pop(), title: 'A note' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The workspace packages `names` need at run time, themselves included. */
async function workspaceClosure(names: string[]): Promise<Map<string, string>> {
  const directories = new Map<string, { directory: string; dependencies: string[] }>();
  for (const entry of await readdir(join(repositoryRoot, 'packages'))) {
    const directory = join(repositoryRoot, 'packages', entry);
    const manifest = JSON.parse(await readFile(join(directory, 'package.json'), 'utf8')) as { name: string; dependencies?: Record<string, string> };
    directories.set(manifest.name, { directory, dependencies: Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith('@openunified/')) });
  }
  const closure = new Map<string, string>();
  const visit = (name: string) => {
    const found = directories.get(name);
    if (!found || closure.has(name)) return;
    closure.set(name, found.directory);
    found.dependencies.forEach(visit);
  };
  names.forEach(visit);
  return closure;
}

it("packs the SDK, the platform and an outside connector, installs the tarballs, and answers the connector's 400 and 404 as such", async () => {
  const tarballs = join(temporaryDirectory, 'tarballs');
  const connectorDirectory = join(temporaryDirectory, 'notebook-connector');
  const scratch = join(temporaryDirectory, 'platform-team');
  await Promise.all([tarballs, connectorDirectory, scratch].map((directory) => mkdir(directory, { recursive: true })));

  // pnpm pack writes each workspace:^ range as a caret range of the real version, as publishing does.
  const packed: Record<string, string> = {};
  // The pg-boss engine too: this server runs on PostgreSQL, whose default data sync engine it is.
  const closure = await workspaceClosure(['@openunified/platform', '@openunified/connector-sdk', '@openunified/data-sync-pg-boss']);
  // One recursive pack: beforeAll built every one of them, so each prepack only checks its files
  // are there (a pnpm start and a turbo run per package, even all cached, were most of this test).
  await run('pnpm', ['-r', ...[...closure.keys()].flatMap((name) => ['--filter', name]), 'pack', '--pack-destination', tarballs], {
    cwd: repositoryRoot,
    env: { ...withoutDeclarations, OPENUNIFIED_PREPACK_SKIP_BUILD: '1' },
  });
  for (const [name, directory] of closure) {
    const { version } = JSON.parse(await readFile(join(directory, 'package.json'), 'utf8')) as { version: string };
    const tarball = join(tarballs, `${name.slice(1).replace('/', '-')}-${version}.tgz`);
    expect(existsSync(tarball), `${name} packed`).toBe(true);
    packed[name] = `file:${tarball}`;
  }
  await writeFile(
    join(connectorDirectory, 'package.json'),
    JSON.stringify({
      name: 'openunified-connector-notebook',
      version: '1.0.0',
      type: 'module',
      exports: './index.js',
      peerDependencies: { '@openunified/connector-sdk': '^0.1.0' },
    }),
  );
  await writeFile(join(connectorDirectory, 'index.js'), notebookConnectorSource);
  const { stdout: connectorTarball } = await run('npm', ['pack', '--pack-destination', tarballs, '--silent'], { cwd: connectorDirectory });

  await writeFile(
    join(scratch, 'package.json'),
    JSON.stringify({
      name: 'platform-team',
      private: true,
      type: 'module',
      dependencies: {
        '@openunified/platform': packed['@openunified/platform'],
        '@openunified/accounts': packed['@openunified/accounts'],
        '@openunified/connector-sdk': packed['@openunified/connector-sdk'],
        '@openunified/data-sync-pg-boss': packed['@openunified/data-sync-pg-boss'],
        'openunified-connector-notebook': `file:${join(tarballs, connectorTarball.trim())}`,
      },
      // Every @openunified package from its tarball, never from the registry.
      overrides: packed,
    }),
  );
  await writeFile(join(scratch, 'server.js'), platformTeamServerSource);
  // Third-party packages come from the registry; no install script runs (better-sqlite3 would compile: this server uses PostgreSQL).
  await run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: scratch, timeout: 600_000 });
  // The connector gets copies of its own, as one installed or bundled apart from the platform
  // would: its errors are then other objects than the platform's, and only the brand tells them.
  const ownCopies = join(scratch, 'node_modules/openunified-connector-notebook/node_modules/@openunified');
  for (const name of ['connector-contract', 'connector-sdk', 'errors', 'normalization', 'pagination', 'schemas']) {
    await cp(join(scratch, 'node_modules/@openunified', name), join(ownCopies, name), { recursive: true });
  }

  const provider = await startNotebookProvider();
  const databaseUrl = testDatabaseUrl;
  const schema = `packed_platform_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const server = startBuilt(join(scratch, 'server.js'), [], {
    cwd: scratch,
    environment: { DATA_DIR: join(scratch, 'data'), DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, PROVIDER_URL: provider.url },
  });
  try {
    await server.printed('\n');
    const { url, key, accountId } = JSON.parse(server.stdout()) as { url: string; key: string; accountId: string };
    const call = async (path: string) => {
      const response = await fetch(`${url}${path}`, { headers: { authorization: basicAuthorization(key), 'x-account-id': accountId } });
      return { status: response.status, body: (await response.json()) as any };
    };

    expect(await call('/unified/documents/notes')).toMatchObject({
      status: 200,
      body: {
        data: [
          { id: 'n1', title: 'First' },
          { id: 'n2', title: 'Second' },
        ],
      },
    });
    const invalid = await call('/unified/documents/notes/invalid');
    expect(invalid.status).toBe(400);
    expect(invalid.body.provider_errors).toEqual([expect.objectContaining({ status: 400, raw: { error: 'note ids are n followed by digits' } })]);
    expect(await call('/unified/documents/notes/missing')).toMatchObject({ status: 404, body: { statusCode: 404, message: 'note missing does not exist' } });

    const openApi = await call('/openapi.json');
    expect(Object.keys(openApi.body.paths)).toEqual(expect.arrayContaining(['/unified/documents/notes', '/unified/documents/notes/{id}']));
    const catalogue = await call('/actions?filter[connectors]=notebook');
    expect(catalogue.body.data).toEqual([
      expect.objectContaining({
        version: '1.0.0',
        actions: [expect.objectContaining({ id: 'notebook_list_notes' }), expect.objectContaining({ id: 'notebook_get_note' })],
      }),
    ]);
  } finally {
    server.child.kill('SIGTERM');
    provider.server.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
  expect(await server.exited).toBe(0);
  expect(server.stderr()).toBe('');
}, 900_000);

describePackedLibraries();
