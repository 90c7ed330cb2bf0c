import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createConnector, nextSteps, ScaffoldError } from './create-connector.js';

// A scratch folder with what the scaffolder reads of a workspace: the SDK's and the contract's package.json and
// the connectors folder.
let workspaceRoot: string;
beforeEach(async () => {
  workspaceRoot = await mkdtemp(join(tmpdir(), 'create-connector-'));
  await mkdir(join(workspaceRoot, 'packages', 'connector-sdk'), { recursive: true });
  await writeFile(join(workspaceRoot, 'packages', 'connector-sdk', 'package.json'), JSON.stringify({ name: '@openunified/connector-sdk', version: '1.4.2' }));
  await mkdir(join(workspaceRoot, 'packages', 'connector-contract'), { recursive: true });
  await writeFile(
    join(workspaceRoot, 'packages', 'connector-contract', 'package.json'),
    JSON.stringify({ name: '@openunified/connector-contract', version: '1.3.0' }),
  );
  await mkdir(join(workspaceRoot, 'connectors', 'googledrive'), { recursive: true });
  await writeFile(join(workspaceRoot, 'connectors', 'googledrive', 'package.json'), JSON.stringify({ name: '@openunified/connector-googledrive' }));
  await mkdir(join(workspaceRoot, '.changeset'));
});
afterEach(() => rm(workspaceRoot, { recursive: true, force: true }));

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ScaffoldError);
  return (error as ScaffoldError).message;
}

describe('createConnector', () => {
  it('writes the package with every placeholder replaced, and its first changeset', async () => {
    const created = await createConnector({ workspaceRoot, key: 'acme', displayName: 'Acme Docs' });
    expect(created.directory).toBe(join(workspaceRoot, 'connectors', 'acme'));
    expect(created.files).toEqual(
      expect.arrayContaining([
        'connectors/acme/package.json',
        'connectors/acme/README.md',
        'connectors/acme/src/index.ts',
        'connectors/acme/assets/icon.svg',
        'connectors/acme/src/actions/list-drives.ts',
        'connectors/acme/src/mappers/drive.ts',
        'connectors/acme/src/mappers/drive.test.ts',
        'connectors/acme/src/mappers/__fixtures__/drive.json',
        'connectors/acme/src/emulator/index.ts',
        'connectors/acme/src/acme-contract.integration.test.ts',
        '.changeset/connector-acme-initial.md',
      ]),
    );
    for (const file of created.files) {
      const content = await readFile(join(workspaceRoot, file), 'utf8');
      expect(content, file).not.toMatch(/__(key|Key|Name)__/);
    }
    const index = await readFile(join(created.directory, 'src', 'index.ts'), 'utf8');
    expect(index).toContain("key: 'acme'");
    expect(index).toContain("name: 'Acme Docs'");
    expect(index).toContain('emulator.startAcmeEmulator()');

    const packageJson = JSON.parse(await readFile(join(created.directory, 'package.json'), 'utf8'));
    expect(packageJson).toMatchObject({
      name: '@openunified/connector-acme',
      dependencies: { '@openunified/connector-sdk': 'workspace:^' },
      peerDependencies: { '@openunified/connector-contract': '^1.3.0' },
      devDependencies: { '@openunified/connector-contract': 'workspace:^' },
      scripts: { test: 'vitest run --root ../.. --project acme' },
      exports: { '.': { '@openunified/source': './src/index.ts' }, './emulator': { import: './dist/emulator/index.js' } },
    });
    expect(await readFile(join(workspaceRoot, '.changeset', 'connector-acme-initial.md'), 'utf8')).toContain('"@openunified/connector-acme": minor');
  });

  it('ends its advice with the line that installs the connector', async () => {
    const steps = nextSteps(await createConnector({ workspaceRoot, key: 'acme' }));
    expect(steps).toContain('  pnpm install');
    expect(steps.at(-1)).toBe("  import acme from '@openunified/connector-acme';");
  });

  it('refuses a malformed key or display name and writes nothing', async () => {
    expect(await refusal(createConnector({ workspaceRoot, key: 'Acme-HR' }))).toMatch(/is not a connector key/);
    expect(await refusal(createConnector({ workspaceRoot, key: 'acme', displayName: "Acme's" }))).toMatch(/is not a display name/);
    expect(existsSync(join(workspaceRoot, 'connectors', 'acme'))).toBe(false);
  });

  it('refuses a key whose folder exists, and overwrites nothing', async () => {
    const readme = join(workspaceRoot, 'connectors', 'googledrive', 'README.md');
    await writeFile(readme, 'mine');
    expect(await refusal(createConnector({ workspaceRoot, key: 'googledrive' }))).toBe(
      'connectors/googledrive already exists: choose another key (nothing was overwritten)',
    );
    expect(await readFile(readme, 'utf8')).toBe('mine');
  });

  it('refuses a key whose package name another connector folder uses', async () => {
    await mkdir(join(workspaceRoot, 'connectors', 'gdrive'));
    await writeFile(join(workspaceRoot, 'connectors', 'gdrive', 'package.json'), JSON.stringify({ name: '@openunified/connector-acme' }));
    expect(await refusal(createConnector({ workspaceRoot, key: 'acme' }))).toBe('@openunified/connector-acme is already the package of connectors/gdrive');
  });

  it('refuses to overwrite an existing changeset of the key', async () => {
    await writeFile(join(workspaceRoot, '.changeset', 'connector-acme-initial.md'), 'mine');
    expect(await refusal(createConnector({ workspaceRoot, key: 'acme' }))).toBe(
      '.changeset/connector-acme-initial.md already exists (nothing was overwritten)',
    );
    expect(existsSync(join(workspaceRoot, 'connectors', 'acme'))).toBe(false);
  });

  it('refuses a folder that is not the workspace', async () => {
    await rm(join(workspaceRoot, 'packages'), { recursive: true });
    expect(await refusal(createConnector({ workspaceRoot, key: 'acme' }))).toMatch(/is not the openunified workspace/);
  });
});
