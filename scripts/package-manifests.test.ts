import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './check-release-plan.js';

// What every publishable package.json promises a third party (docs/concepts/versioning.md#module-formats):
// read from the manifests, so a new package or a hand edit that breaks a promise fails here.

interface Manifest {
  name: string;
  private?: boolean;
  exports: Record<string, Record<string, unknown>>;
  files: string[];
  scripts: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const manifests = ['packages', 'connectors', 'apps', 'compat']
  .flatMap((group) => readdirSync(join(workspaceRoot, group)).map((folder) => join(workspaceRoot, group, folder)))
  .filter((directory) => existsSync(join(directory, 'package.json')))
  .map((directory) => ({ directory, manifest: JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as Manifest }));
const publishable = manifests.filter(({ manifest }) => !manifest.private);

/** The packages that ship CommonJS beside ESM, and the subpaths that stay ESM only (and why). */
const dualPackages = ['errors', 'pagination', 'normalization', 'schemas', 'connector-contract', 'sync-engine-contract', 'connector-sdk'].map(
  (name) => `@openunified/${name}`,
);
const esmOnlySubpaths: Record<string, string> = { '@openunified/connector-sdk/testing': 'imports vitest, which is ESM only' };

describe('publishable package manifests', () => {
  it('resolve sources first, and ship dist, the README and the LICENSE, built at prepack', () => {
    expect(publishable.length).toBeGreaterThan(30);
    for (const { directory, manifest } of publishable) {
      for (const [subpath, entry] of Object.entries(manifest.exports)) expect(Object.keys(entry)[0], `${manifest.name} ${subpath}`).toBe('@openunified/source');
      expect(manifest.files, manifest.name).toEqual(expect.arrayContaining(['dist', 'README.md', 'LICENSE']));
      expect(existsSync(join(directory, 'README.md')), manifest.name).toBe(true);
      expect(manifest.scripts.prepack, manifest.name).toBe('node ../../scripts/prepack.mjs');
    }
  });

  it('name internal dependencies as caret ranges, never an exact workspace:*', () => {
    for (const { manifest } of manifests) {
      for (const dependencies of [manifest.dependencies, manifest.devDependencies, manifest.peerDependencies]) {
        for (const [name, range] of Object.entries(dependencies ?? {})) expect(range, `${manifest.name} -> ${name}`).not.toBe('workspace:*');
      }
    }
  });

  it('give every connector the contract as its one peer, with a range minors keep, and the SDK as a dependency', () => {
    const connectors = publishable.filter(({ directory }) => directory.includes('/connectors/'));
    expect(connectors.length).toBeGreaterThan(10);
    for (const { manifest } of connectors) {
      expect(manifest.peerDependencies, manifest.name).toEqual({ '@openunified/connector-contract': '^1.0.0' });
      expect(manifest.dependencies?.['@openunified/connector-sdk'], manifest.name).toBe('workspace:^');
    }
    const engine = manifests.find(({ manifest }) => manifest.name === '@openunified/data-sync-pg-boss')!.manifest;
    expect(engine.peerDependencies).toEqual({ '@openunified/sync-engine-contract': '^1.0.0' });
  });

  it('offer import and require, each with its declarations, for the dual packages', () => {
    for (const name of dualPackages) {
      const { manifest } = publishable.find((candidate) => candidate.manifest.name === name)!;
      for (const [subpath, entry] of Object.entries(manifest.exports)) {
        if (esmOnlySubpaths[`${name}${subpath.slice(1)}`]) continue;
        expect(entry.import, `${name} ${subpath}`).toEqual({ types: expect.stringMatching(/\.d\.ts$/), default: expect.stringMatching(/\.js$/) });
        expect(entry.require, `${name} ${subpath}`).toEqual({ types: expect.stringMatching(/\.d\.cts$/), default: expect.stringMatching(/\.cjs$/) });
      }
    }
  });

  it('refuse require() at once for what is ESM only, so nobody gets half a package', () => {
    // Plain node, as a consumer runs it: this test process resolves with the source condition.
    const refusal = (specifier: string) =>
      execFileSync(
        process.execPath,
        ['-e', `try { require.resolve(${JSON.stringify(specifier)}); console.log('resolved') } catch (error) { console.log(error.code) }`],
        { cwd: join(workspaceRoot, 'packages', 'action-pipeline'), env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' },
      ).trim();
    expect(Object.keys(esmOnlySubpaths)).toEqual(['@openunified/connector-sdk/testing']);
    expect(refusal('@openunified/connector-sdk/testing')).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
    // The server packages are ESM only too: no `require` condition anywhere in their exports.
    for (const { manifest } of publishable.filter(({ manifest }) => !dualPackages.includes(manifest.name))) {
      expect(JSON.stringify(manifest.exports), manifest.name).not.toContain('"require"');
    }
    expect(refusal('@openunified/store')).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });
});
