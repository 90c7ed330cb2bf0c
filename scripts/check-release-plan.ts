// scripts/check-release-plan.ts: the release plan's guard. A package goes to a new major only when
// a changeset asks for it; changesets also majors a package whose peer dependency moves (see
// docs/concepts/versioning.md), and that is the accident this refuses.
//
// Run: pnpm --filter @openunified/scripts check:release-plan (CI runs it through check-release-plan.test.ts).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import assembleReleasePlan from '@changesets/assemble-release-plan';
import { read as readConfig } from '@changesets/config';
import { readPreState } from '@changesets/pre';
import readChangesets from '@changesets/read';
import type { NewChangeset, VersionType } from '@changesets/types';
import { getPackages, type Packages } from '@manypkg/get-packages';

export const workspaceRoot = fileURLToPath(new URL('..', import.meta.url));

/** The part of a release plan the guard reads. */
export interface ReleasePlanSummary {
  changesets: readonly { id: string; releases: readonly { name: string; type: VersionType }[] }[];
  releases: readonly { name: string; type: VersionType; oldVersion: string; newVersion: string }[];
}

export interface UnaskedMajor {
  name: string;
  oldVersion: string;
  newVersion: string;
  /** The releasing packages it takes as peer dependencies: what usually pulled it to a major. */
  peersReleasing: string[];
}

/** Every major release of the plan that no changeset asked for, with the peers that caused it when `packages` is given. */
export function unaskedMajors(plan: ReleasePlanSummary, packages?: Packages): UnaskedMajor[] {
  const askedMajor = new Set(
    plan.changesets.flatMap((changeset) => changeset.releases.filter((release) => release.type === 'major').map((release) => release.name)),
  );
  const releasing = new Map(plan.releases.filter((release) => release.type !== 'none').map((release) => [release.name, release.type]));
  return plan.releases
    .filter((release) => release.type === 'major' && !askedMajor.has(release.name))
    .map((release) => {
      const manifest = packages?.packages.find((pkg) => pkg.packageJson.name === release.name)?.packageJson;
      const peers = Object.keys(manifest?.peerDependencies ?? {}).filter((peer) => releasing.has(peer));
      return {
        name: release.name,
        oldVersion: release.oldVersion,
        newVersion: release.newVersion,
        peersReleasing: peers.map((peer) => `${peer} (${releasing.get(peer)})`),
      };
    });
}

/**
 * The release plan of the workspace, assembled in process: the `.changeset` folder's changesets,
 * or the ones given (a hypothetical branch). Reads files only; writes nothing.
 */
export async function assembleWorkspacePlan(options: { root?: string; changesets?: NewChangeset[]; packages?: Packages } = {}) {
  const root = options.root ?? workspaceRoot;
  const packages = options.packages ?? (await getPackages(root));
  const config = await readConfig(root, packages);
  const changesets = options.changesets ?? (await readChangesets(root));
  // The plan `changeset status` and `changeset version` compute, minus their git lookups: CI's
  // checkout has no base branch to diverge from, and the plan needs none.
  return { packages, plan: assembleReleasePlan(changesets, packages, config, await readPreState(root)) };
}

/** One line per unasked major, for a CI log. */
export function describeUnaskedMajors(majors: readonly UnaskedMajor[]): string {
  return majors
    .map((major) => {
      const cause = major.peersReleasing.length > 0 ? `; it peers on ${major.peersReleasing.join(', ')}` : '';
      return `${major.name} ${major.oldVersion} -> ${major.newVersion}: no changeset asks for a major${cause}`;
    })
    .join('\n');
}

async function main(): Promise<number> {
  const { packages, plan } = await assembleWorkspacePlan();
  const majors = unaskedMajors(plan, packages);
  const counts = new Map<string, number>();
  for (const release of plan.releases) counts.set(release.type, (counts.get(release.type) ?? 0) + 1);
  console.log(`release plan: ${[...counts].map(([type, count]) => `${count} ${type}`).join(', ')}`);
  if (majors.length === 0) return 0;
  console.error(`${majors.length} package(s) would go to a major nobody asked for:\n${describeUnaskedMajors(majors)}`);
  console.error('Give such a package its dependency as a regular dependency, or a peer range the new version satisfies (docs/concepts/versioning.md).');
  return 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
