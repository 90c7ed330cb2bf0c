import { describe, expect, it } from 'vitest';
import { coreUnifiedResources } from '../catalogue/core-resources.js';
import { UnifiedCatalogue } from '../catalogue/unified-catalogue.js';
import { screeningOrderCreateSchema } from './screening.js';

describe('screening order body', () => {
  it('needs a package and takes the candidate names and e-mail', () => {
    const body = { package_id: 'pkg_1', candidate: { first_name: ' Ada ', last_name: 'Lovelace', email: 'ada@example.com' } };
    expect(screeningOrderCreateSchema.parse(body).candidate.first_name).toBe('Ada');
    expect(screeningOrderCreateSchema.safeParse({ candidate: {} }).success).toBe(false);
  });
});

describe('screening catalogue', () => {
  it('serves packages, order creation and the results webhook', () => {
    const catalogue = new UnifiedCatalogue(coreUnifiedResources);
    const screening = catalogue.list().filter((resource) => resource.category === 'screening');
    expect(screening.map((resource) => [resource.path, Object.keys(resource.operations).sort()])).toEqual([
      ['/unified/screening/packages', ['get', 'list']],
      ['/unified/screening/orders', ['create']],
      ['/unified/screening/results', ['webhook']],
    ]);
    expect(catalogue.resolveOperation('screening.results.webhook')?.verb).toBe('webhook');
    expect(catalogue.get('screening.results')?.pathParameters('webhook')).toEqual([]);
  });
});
