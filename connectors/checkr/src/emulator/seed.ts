import type { CheckrCandidate, CheckrInvitation, CheckrPackage, CheckrReport } from '../provider-types.js';

/** A Checkr account: its packages, and what orders create (candidates, invitations, reports). */
export interface CheckrAccount {
  packages: CheckrPackage[];
  candidates: Map<string, CheckrCandidate>;
  invitations: Map<string, CheckrInvitation>;
  reports: Map<string, CheckrReport>;
}

export interface SeedOptions {
  /** How many packages the account has (default 27: two pages of 25, or a few of 10). */
  packages?: number;
}

const screeningSets = [
  [{ type: 'ssn_trace' }, { type: 'sex_offender_search' }, { type: 'national_criminal_search', subtype: 'standard' }],
  [{ type: 'ssn_trace' }, { type: 'county_criminal_search', subtype: '7years' }, { type: 'motor_vehicle_report' }],
  [{ type: 'ssn_trace' }, { type: 'federal_criminal_search' }, { type: 'education_verification' }, { type: 'employment_verification' }],
];
const tiers = ['Basic+', 'Essential', 'Professional'];

/** Checkr ids are 24 hex digits; these are deterministic. */
export function checkrId(kind: number, index: number): string {
  return `${kind.toString(16).padStart(4, '0')}${index.toString(16).padStart(20, '0')}`;
}

export function seedAccount(options: SeedOptions = {}): CheckrAccount {
  const count = options.packages ?? 27;
  const packages: CheckrPackage[] = Array.from({ length: count }, (_, index) => {
    const tier = tiers[index % tiers.length]!;
    const name = index < tiers.length ? tier : `${tier} ${Math.floor(index / tiers.length) + 1}`;
    const id = checkrId(0xe1, index + 1);
    return {
      id,
      object: 'package',
      uri: `/v1/packages/${id}`,
      name,
      slug: name
        .toLowerCase()
        .replace(/\+/g, '_plus')
        .replace(/[^a-z0-9]+/g, '_'),
      price: 2999 + (index % tiers.length) * 2500,
      screenings: screeningSets[index % screeningSets.length]!,
      created_at: new Date(Date.UTC(2024, 0, 1 + index)).toISOString(),
      deleted_at: null,
    };
  });
  return { packages, candidates: new Map(), invitations: new Map(), reports: new Map() };
}
