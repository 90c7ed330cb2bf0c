import { describe, expect, it } from 'vitest';
import type { BambooHrJobInfoRow } from '../provider-types.js';
import jobInfoFixture from './__fixtures__/job-info-table.json' with { type: 'json' };
import { jobInfoRowInEffect, planJobInfoWrite } from './job-info.js';

const rows: BambooHrJobInfoRow[] = jobInfoFixture;

describe('jobInfoRowInEffect', () => {
  it('is the latest row on or before the day, ignoring future rows', () => {
    expect(jobInfoRowInEffect(rows, '2024-06-01')?.id).toBe('7');
    expect(jobInfoRowInEffect(rows, '2022-01-10')?.id).toBe('7');
    expect(jobInfoRowInEffect(rows, '2030-01-01')?.id).toBe('9');
    expect(jobInfoRowInEffect(rows, '2019-01-01')).toBeUndefined();
  });

  it('breaks a tie of dates by the later row id', () => {
    const sameDay = [{ ...rows[1]!, id: '12' }, rows[1]!];
    expect(jobInfoRowInEffect(sameDay, '2024-06-01')?.id).toBe('12');
  });
});

describe('planJobInfoWrite', () => {
  const context = { rows, today: '2024-06-01', currentManagerId: '104' };

  it('adds a row from today that keeps the other columns of the current job', () => {
    expect(planJobInfoWrite({ effectiveDate: null, columns: { jobTitle: 'Support Team Lead' } }, context)).toEqual({
      kind: 'add_row',
      row: {
        date: '2024-06-01',
        location: 'Lindon, Utah',
        division: 'North America',
        department: 'Customer Success',
        jobTitle: 'Support Team Lead',
        reportsTo: '104',
      },
    });
  });

  it('rewrites the row that already starts on the effective date instead of stacking another', () => {
    expect(planJobInfoWrite({ effectiveDate: '2022-01-10', columns: { jobTitle: 'Analyst', reportsTo: '' } }, context)).toEqual({
      kind: 'update_row',
      rowId: '7',
      row: { jobTitle: 'Analyst', reportsTo: '' },
    });
  });

  it('starts the first row of an employee without job history', () => {
    const write = planJobInfoWrite({ effectiveDate: null, columns: { jobTitle: 'Analyst' } }, { rows: [], today: '2024-06-01', currentManagerId: null });
    expect(write).toEqual({ kind: 'add_row', row: { date: '2024-06-01', jobTitle: 'Analyst' } });
  });
});
