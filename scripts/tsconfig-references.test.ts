import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `pnpm typecheck` is one `tsc -b tsconfig.projects.json`: a package missing from that list is
// never checked, and a project whose `references` miss a workspace dependency checks against
// stale declarations or not at all. Both lists must follow the package.json files.

const workspaceRoot = fileURLToPath(new URL('..', import.meta.url));

interface TsconfigFile {
  references?: { path: string }[];
}

/** tsconfig files allow `//` comments on their own lines; these are the only ones used here. */
function readTsconfig(path: string): TsconfigFile {
  return JSON.parse(readFileSync(path, 'utf8').replace(/^\s*\/\/.*$/gm, '')) as TsconfigFile;
}

function workspaceFolders(): string[] {
  const grouped = ['packages', 'apps', 'connectors', 'compat'].flatMap((group) =>
    readdirSync(join(workspaceRoot, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(workspaceRoot, group, entry.name, 'package.json')))
      .map((entry) => `${group}/${entry.name}`),
  );
  return [...grouped, 'bench', 'scripts'];
}

const folders = workspaceFolders();
/** Tests that start a platform are a project of their own: the platform depends on their package, so they cannot share its project. */
const testProjects = folders.filter((folder) => existsSync(join(workspaceRoot, folder, 'test', 'tsconfig.json'))).map((folder) => `${folder}/test`);
const folderOfPackage = new Map(
  folders.map((folder) => [JSON.parse(readFileSync(join(workspaceRoot, folder, 'package.json'), 'utf8')).name as string, folder]),
);

function referencedFolders(tsconfigPath: string): string[] {
  const directory = resolve(tsconfigPath, '..');
  return (readTsconfig(tsconfigPath).references ?? []).map((reference) => relative(workspaceRoot, resolve(directory, reference.path))).sort();
}

describe('typecheck project references', () => {
  it('tsconfig.projects.json lists every workspace package', () => {
    expect(referencedFolders(join(workspaceRoot, 'tsconfig.projects.json'))).toEqual([...folders, ...testProjects].sort());
  });

  it.each(folders)('%s references exactly its workspace dependencies', (folder) => {
    const manifest = JSON.parse(readFileSync(join(workspaceRoot, folder, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const dependencies = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
      .filter(([, version]) => version.startsWith('workspace:'))
      .map(([name]) => folderOfPackage.get(name) ?? `${name} (not in the workspace)`)
      .sort();
    expect(referencedFolders(join(workspaceRoot, folder, 'tsconfig.json'))).toEqual(dependencies);
  });

  it.each(testProjects)('%s references its package and the platform test harness', (project) => {
    const references = referencedFolders(join(workspaceRoot, project, 'tsconfig.json'));
    expect(references).toContain(project.replace(/\/test$/, ''));
    expect(references).toContain('packages/platform');
  });
});
