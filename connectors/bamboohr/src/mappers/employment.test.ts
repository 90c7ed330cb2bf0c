import { employmentSchema, isApiError } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { BambooHrJobInfoRow } from '../provider-types.js';
import jobInfoFixture from './__fixtures__/job-info-table.json' with { type: 'json' };
import { parseEmploymentId, toEmployments, toEmploymentsOfAll } from './employment.js';
import { newJobInfoRow, toJobInfoRowWrite } from './employment-write.js';

const rows: BambooHrJobInfoRow[] = jobInfoFixture;

describe('toEmployments', () => {
  it('makes one employment per jobInfo row, the row in effect today active, each ending the day before the next', () => {
    const employments = toEmployments([...rows].reverse(), '2024-06-01');
    expect(employments.map((employment) => [employment.remote_id, employment.active, employment.start_date, employment.end_date])).toEqual([
      ['123-1', false, '2019-06-03T00:00:00.000Z', '2022-01-09T00:00:00.000Z'],
      ['123-7', true, '2022-01-10T00:00:00.000Z', '2029-12-31T00:00:00.000Z'],
      ['123-9', false, '2030-01-01T00:00:00.000Z', null],
    ]);
    expect(employments[1]).toMatchObject({
      id: 'c28xIQaWQ6MTIzLTc',
      employee_id: 'c28xIQaWQ6MTIz',
      remote_employee_id: '123',
      job_title: 'Customer Service Representative',
      effective_date: '2022-01-10T00:00:00.000Z',
      department: { id: null, name: 'Customer Success', type: { value: 'department', source_value: 'department' } },
      division: { id: null, name: 'North America', type: { value: 'unmapped_value', source_value: 'division' } },
      manager: null,
      unified_custom_fields: { job_info_row_id: '7', location: 'Lindon, Utah', reports_to: 'Jane Smith', employment_status: null },
    });
    for (const employment of employments) expect(employmentSchema.parse(employment)).toEqual(employment);
  });

  it('takes the kind of each job from the status in effect on its last day, and ends the current job at termination', () => {
    const statuses = [
      { id: '1', employeeId: '123', date: '2019-06-03', employmentStatus: 'Part-Time' },
      { id: '2', employeeId: '123', date: '2021-01-01', employmentStatus: 'Full-Time' },
      { id: '3', employeeId: '123', date: '2025-03-31', employmentStatus: 'Terminated' },
    ];
    const employments = toEmployments(rows, '2026-01-01', statuses);
    expect(employments.map((employment) => [employment.remote_id, employment.type?.label, employment.active])).toEqual([
      ['123-1', 'Full-Time', false],
      ['123-7', 'Terminated', false],
      ['123-9', 'Terminated', false],
    ]);
    expect(toEmployments(rows, '2020-01-01', statuses)[0]).toMatchObject({
      active: true,
      type: { id: null, remote_id: null, label: 'Part-Time', type: { value: 'permanent', source_value: 'Part-Time' } },
      contract_type: { label: 'Part-Time', contract_type: { value: 'part_time', source_value: 'Part-Time' } },
      employment_type: { value: 'permanent' },
      employment_contract_type: { value: 'part_time' },
    });
    for (const employment of employments) expect(employmentSchema.parse(employment)).toEqual(employment);
  });

  it('groups the rows of many employees by employee', () => {
    const other = { ...rows[0]!, id: '30', employeeId: '45', date: '2020-01-01' };
    expect(toEmploymentsOfAll([...rows, other], '2024-06-01').map((employment) => employment.remote_id)).toEqual(['45-30', '123-1', '123-7', '123-9']);
  });

  it('reads employment ids and refuses anything else', () => {
    expect(parseEmploymentId('123-7', 'x')).toEqual({ employeeId: '123', rowId: '7' });
    expect(() => parseEmploymentId('7', 'c28xIQ...')).toThrow(/not a BambooHR employment id/);
  });
});

describe('employment writes', () => {
  it('adds a row copying the job in effect, changed by the body, with the current manager', () => {
    const write = toJobInfoRowWrite({ job_title: 'Team Lead', effective_date: '2024-07-01T00:00:00Z', passthrough: { division: 'EMEA' } });
    expect(newJobInfoRow(write, { rows, today: '2024-06-01', currentManagerId: '104' })).toEqual({
      location: 'Lindon, Utah',
      division: 'EMEA',
      department: 'Customer Success',
      jobTitle: 'Team Lead',
      reportsTo: '104',
      date: '2024-07-01',
    });
  });

  it('clears a column with null and refuses what a job row cannot hold, naming every member', () => {
    expect(toJobInfoRowWrite({ job_title: null }).columns).toEqual({ jobTitle: '' });
    try {
      toJobInfoRowWrite({ pay_rate: '100', grade: { name: 'L3' }, job_id: 'x' });
      throw new Error('expected a 400');
    } catch (error) {
      expect(isApiError(error) && error.statusCode).toBe(400);
      expect((error as Error).message).toContain('pay_rate, grade, job_id');
    }
  });
});
