import { encodeCompositeId, screeningPackageSchema, screeningResultSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { nextPage } from '../paging.js';
import type { CheckrEvent, CheckrList, CheckrPackage, CheckrReport } from '../provider-types.js';
import packages from './__fixtures__/packages.json' with { type: 'json' };
import completed from './__fixtures__/report-completed.json' with { type: 'json' };
import { mapPackage } from './package.js';
import { mapReport, resultEvent } from './result.js';

const [driverPro, custom] = packages.data as CheckrPackage[];
const report = (completed as CheckrEvent<CheckrReport>).data.object;

describe('mapPackage', () => {
  it('maps a package and lists its screenings as the description', () => {
    const mapped = mapPackage(driverPro!);
    expect(mapped).toEqual({
      id: encodeCompositeId('e44aa283528e6fde7d542194'),
      remote_id: 'e44aa283528e6fde7d542194',
      name: 'Driver Pro',
      description: 'Screenings: ssn trace, county criminal search (7years), motor vehicle report',
    });
    expect(screeningPackageSchema.parse(mapped)).toEqual(mapped);
  });

  it('has no description for a package without screenings', () => {
    expect(mapPackage(custom!).description).toBeNull();
  });
});

describe('paging', () => {
  it('takes the next page number from next_href, none on the last page', () => {
    expect(nextPage(packages as CheckrList<CheckrPackage>)).toBe('2');
    expect(nextPage({ ...(packages as CheckrList<CheckrPackage>), next_href: null })).toBeNull();
  });
});

describe('mapReport', () => {
  it('maps a completed report to a completed result of the candidate the order created', () => {
    const mapped = mapReport(report);
    expect(mapped).toEqual({
      id: encodeCompositeId('4722c07dd9a10c3985ae432a'),
      remote_id: '4722c07dd9a10c3985ae432a',
      order_id: encodeCompositeId('e44aa283528e6fde7d542194'),
      status: 'completed',
      summary: 'consider',
      score: null,
      result_url: null,
      start_date: '2024-04-29T09:12:01.000Z',
      submission_date: '2024-05-02T17:43:10.000Z',
    });
    expect(screeningResultSchema.parse(mapped)).toEqual(mapped);
  });

  it('maps every Checkr report status, the legacy verdict statuses included', () => {
    const statuses = ['pending', 'dispute', 'suspended', 'complete', 'clear', 'consider', 'canceled'] as const;
    expect(statuses.map((status) => mapReport({ ...report, status, result: null }).status)).toEqual([
      'in_progress',
      'in_progress',
      'pending',
      'completed',
      'completed',
      'completed',
      'cancelled',
    ]);
    expect(mapReport({ ...report, status: 'clear', result: null }).summary).toBe('clear');
    expect(mapReport({ ...report, status: 'pending', result: null, completed_at: null }).submission_date).toBeNull();
  });

  it('names the event as the vendor does', () => {
    expect(['report.created', 'report.completed', 'report.canceled', 'report.suspended', 'report.upgraded'].map(resultEvent)).toEqual([
      'screening.results.created',
      'screening.results.completed',
      'screening.results.cancelled',
      'screening.results.updated',
      'screening.results.updated',
    ]);
  });
});
