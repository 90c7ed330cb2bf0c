import { relative } from 'node:path';
import type { NewChangeset, VersionType } from '@changesets/types';
import type { Packages } from '@manypkg/get-packages';
import { beforeAll, describe, expect, it } from 'vitest';
import { assembleWorkspacePlan, describeUnaskedMajors, unaskedMajors, workspaceRoot } from './check-release-plan.js';

const branchWith = (name: string, type: VersionType): NewChangeset[] => [
  { id: `branch-${type}-${name.split('/')[1]}`, summary: 'A change.', releases: [{ name, type }] },
];

let packages: Packages;
let connectorNames: string[];
beforeAll(async () => {
  ({ packages } = await assembleWorkspacePlan({ changesets: [] }));
  connectorNames = packages.packages.filter((pkg) => relative(workspaceRoot, pkg.dir).startsWith('connectors/')).map((pkg) => pkg.packageJson.name);
});

const releaseOf = (plan: { releases: readonly { name: string; type: VersionType }[] }, name: string) =>
  plan.releases.find((release) => release.name === name)?.type ?? 'none';

describe('the release plan', () => {
  it('of the changesets on this branch sends no package to a major nobody asked for', async () => {
    const { plan } = await assembleWorkspacePlan();
    expect(describeUnaskedMajors(unaskedMajors(plan, packages))).toBe('');
    expect(plan.releases.length).toBeGreaterThan(20);
    for (const name of connectorNames) expect(releaseOf(plan, name), name).not.toBe('major');
  }, 120_000);

  it('of a branch with one minor SDK changeset only patches the connectors', async () => {
    expect(connectorNames.length).toBeGreaterThan(10);
    const { plan } = await assembleWorkspacePlan({ packages, changesets: branchWith('@openunified/connector-sdk', 'minor') });
    expect(unaskedMajors(plan, packages)).toEqual([]);
    expect(releaseOf(plan, '@openunified/connector-sdk')).toBe('minor');
    for (const name of connectorNames) expect(releaseOf(plan, name), name).toBe('patch');
  });

  it('of a branch with a minor connector contract leaves the connectors alone: the contract stays in their peer range', async () => {
    const { plan } = await assembleWorkspacePlan({ packages, changesets: branchWith('@openunified/connector-contract', 'minor') });
    expect(unaskedMajors(plan, packages)).toEqual([]);
    for (const name of connectorNames) expect(releaseOf(plan, name), name).toBe('none');
  });

  it('of a branch with a minor data-sync does not send the pg-boss engine to a major', async () => {
    const { plan } = await assembleWorkspacePlan({ packages, changesets: branchWith('@openunified/data-sync', 'minor') });
    expect(unaskedMajors(plan, packages)).toEqual([]);
    expect(releaseOf(plan, '@openunified/data-sync-pg-boss')).toBe('none');
  });

  it('is refused when connectors peer on the SDK again, naming each connector and the peer that moved', async () => {
    // The layout before the contract split: every connector takes the SDK as a peer at ^0.1.0.
    const peeringOnSdk: Packages = structuredClone(packages);
    for (const pkg of peeringOnSdk.packages.filter((candidate) => connectorNames.includes(candidate.packageJson.name))) {
      pkg.packageJson.peerDependencies = { '@openunified/connector-sdk': '^0.1.0' };
      delete pkg.packageJson.dependencies?.['@openunified/connector-sdk'];
    }
    const { plan } = await assembleWorkspacePlan({ packages: peeringOnSdk, changesets: branchWith('@openunified/connector-sdk', 'minor') });
    const majors = unaskedMajors(plan, peeringOnSdk);
    expect(majors.map((major) => major.name).sort()).toEqual([...connectorNames].sort());
    expect(describeUnaskedMajors(majors)).toContain(
      '@openunified/connector-box 0.1.0 -> 1.0.0: no changeset asks for a major; it peers on @openunified/connector-sdk (minor)',
    );
  });

  it('lets a major through when a changeset asks for it', () => {
    const plan = {
      changesets: [{ id: 'breaking', releases: [{ name: '@openunified/errors', type: 'major' as const }] }],
      releases: [{ name: '@openunified/errors', type: 'major' as const, oldVersion: '0.1.0', newVersion: '1.0.0' }],
    };
    expect(unaskedMajors(plan)).toEqual([]);
  });
});
