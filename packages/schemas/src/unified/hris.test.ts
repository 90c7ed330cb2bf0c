import { describe, expect, it } from 'vitest';
import {
  employeeUpdateSchema,
  hrisCostCenterSchema,
  hrisEmployeeInviteSchema,
  hrisEmployeeSkillCreateSchema,
  hrisEmployeeSkillSchema,
  hrisShiftSchema,
  hrisTaskUpdateSchema,
  hrisTeamSchema,
  hrisWorkEligibilitySchema,
  hrisWorkEligibilityWriteSchema,
  timeOffCreateSchema,
  timeOffSchema,
} from './hris.js';

describe('employeeUpdateSchema', () => {
  it('accepts null for every member, nested ones included', () => {
    const body = {
      first_name: null,
      gender: { value: null, source_value: null },
      employment: { job_title: null, effective_date: null, work_time: { duration: null, period: null } },
      home_location: { street_1: null, country: null, passthrough: null },
      custom_fields: [{ id: null, remote_id: null, name: null, value: null, value_id: null, remote_value_id: null }],
      passthrough: null,
    };
    expect(employeeUpdateSchema.parse(body)).toEqual(body);
  });

  it('accepts an empty body', () => {
    expect(employeeUpdateSchema.parse({})).toEqual({});
  });

  it('refuses malformed e-mails, date-times without offset, durations and unknown enum values', () => {
    expect(employeeUpdateSchema.safeParse({ work_email: 'not-an-email' }).success).toBe(false);
    expect(employeeUpdateSchema.safeParse({ hire_date: '2024-01-01T00:00:00' }).success).toBe(false);
    expect(employeeUpdateSchema.safeParse({ employment: { work_time: { duration: '40 hours' } } }).success).toBe(false);
    expect(employeeUpdateSchema.safeParse({ gender: { value: 'robot' } }).success).toBe(false);
  });

  it('accepts unmapped_value with the provider value', () => {
    expect(employeeUpdateSchema.safeParse({ marital_status: { value: 'unmapped_value', source_value: 'Civil Union' } }).success).toBe(true);
    expect(employeeUpdateSchema.safeParse({ employment: { work_time: { duration: 'PT37.5H', period: 'week' } } }).success).toBe(true);
  });
});

describe('time off models', () => {
  it('takes the half-day flags as booleans or the strings true and false, and every member as null', () => {
    expect(timeOffCreateSchema.parse({ start_half_day: 'true', end_half_day: false })).toEqual({ start_half_day: 'true', end_half_day: false });
    const nulls = { approver_id: null, start_date: null, reason: null, status: null, type: null, time_off_policy_id: null, passthrough: null };
    expect(timeOffCreateSchema.parse(nulls)).toEqual(nulls);
    expect(timeOffCreateSchema.safeParse({ start_half_day: 'yes' }).success).toBe(false);
    expect(timeOffCreateSchema.safeParse({ status: { value: 'on_hold' } }).success).toBe(false);
  });

  it('reads request days as date-times without offset', () => {
    const startDate = timeOffSchema.shape.start_date;
    expect(startDate.safeParse('2024-03-20T00:00:00').success).toBe(true);
    expect(startDate.safeParse('2024-03-20T00:00:00Z').success).toBe(false);
    expect(startDate.safeParse('2024-03-20').success).toBe(false);
  });
});

const group = {
  id: 'c28xIQaWQ6MQ',
  remote_id: '1',
  name: 'Platform',
  parent_ids: null,
  remote_parent_ids: null,
  owner_ids: null,
  remote_owner_ids: null,
  company_id: null,
  remote_company_id: null,
  unified_custom_fields: null,
};

describe('team and cost center groups', () => {
  it('types a team as team only, and gives a cost center its distribution percentage', () => {
    expect(hrisTeamSchema.safeParse({ ...group, type: { value: 'team', source_value: 'Team' } }).success).toBe(true);
    expect(hrisTeamSchema.safeParse({ ...group, type: { value: 'department', source_value: 'Dept' } }).success).toBe(false);
    const costCenter = { ...group, type: { value: 'cost_center', source_value: 'CC' }, distribution_percentage: 40 };
    expect(hrisCostCenterSchema.parse(costCenter)).toEqual(costCenter);
    expect(hrisCostCenterSchema.safeParse({ ...costCenter, distribution_percentage: '40' }).success).toBe(false);
  });
});

describe('shifts', () => {
  const shift = {
    id: 'c28xIQaWQ6Mg',
    remote_id: '2',
    employee_id: null,
    remote_employee_id: '7',
    company_id: null,
    location_id: null,
    start_time: '2026-03-02T09:00:00Z',
    end_time: '2026-03-02T17:00:00+01:00',
    break_duration: 'PT30M',
    breaks: [{ id: null, start_time: null, end_time: null, duration: 'PT30M', is_paid: false, created_at: null, updated_at: null }],
    status: { value: 'published', source_value: 'published' },
    approval_status: null,
    unified_custom_fields: null,
    created_at: null,
    updated_at: null,
  };

  it('reads times with an offset and the two status enums', () => {
    expect(hrisShiftSchema.parse(shift)).toEqual(shift);
    expect(hrisShiftSchema.safeParse({ ...shift, start_time: '2026-03-02T09:00:00' }).success).toBe(false);
    expect(hrisShiftSchema.safeParse({ ...shift, status: { value: 'planned', source_value: 'planned' } }).success).toBe(false);
    expect(hrisShiftSchema.safeParse({ ...shift, approval_status: { value: 'approved', source_value: 1 } }).success).toBe(true);
  });
});

describe('task update, skill create, work eligibility and invite bodies', () => {
  it('takes a task status and comment, every member nullable', () => {
    expect(hrisTaskUpdateSchema.parse({ status: { value: 'completed' }, comment: 'Done' })).toEqual({ status: { value: 'completed' }, comment: 'Done' });
    expect(hrisTaskUpdateSchema.parse({ status: null, comment: null, passthrough: null })).toEqual({ status: null, comment: null, passthrough: null });
    expect(hrisTaskUpdateSchema.safeParse({ status: { value: 'done' } }).success).toBe(false);
  });

  it('takes a skill by name with proficiency levels 1 to 5', () => {
    expect(hrisEmployeeSkillCreateSchema.safeParse({ name: 'TypeScript', minimum_proficiency: { value: '3' } }).success).toBe(true);
    expect(hrisEmployeeSkillCreateSchema.safeParse({ name: 'TypeScript', minimum_proficiency: { value: '6' } }).success).toBe(false);
    const skill = {
      id: 'c28xIQaWQ6Mw',
      remote_id: '3',
      name: 'French',
      active: true,
      language: { value: 'fr_FR', source_value: 'French' },
      minimum_proficiency: { id: null, remote_id: null, name: 'Fluent', value: '4', source_value: 'Fluent' },
      maximum_proficiency: null,
      unified_custom_fields: null,
    };
    expect(hrisEmployeeSkillSchema.parse(skill)).toEqual(skill);
  });

  it('reads and writes work eligibility with a type, an issuing country and validity', () => {
    const body = { type: { value: 'visa' }, number: 'V-1', issued_by: { value: 'GB' }, valid_from: '2026-01-01T00:00:00.000Z', valid_to: null };
    expect(hrisWorkEligibilityWriteSchema.parse(body)).toEqual(body);
    expect(hrisWorkEligibilityWriteSchema.safeParse({ type: { value: 'permit' } }).success).toBe(false);
    expect(hrisWorkEligibilityWriteSchema.safeParse({ valid_to: '2029-01-01' }).success).toBe(false);
    const record = {
      id: 'c28xIQaWQ6NA',
      remote_id: '4',
      type: { value: 'passport', source_value: 'Passport' },
      sub_type: null,
      number: 'P-2',
      issued_by: { value: 'GB', source_value: 'United Kingdom' },
      valid_from: null,
      valid_to: '2030-05-01T00:00:00Z',
      document: null,
      unified_custom_fields: null,
    };
    expect(hrisWorkEligibilitySchema.parse(record)).toEqual(record);
  });

  it('takes an invite with provider options only', () => {
    expect(hrisEmployeeInviteSchema.parse({})).toEqual({});
    expect(hrisEmployeeInviteSchema.parse({ passthrough: { send_email: true } })).toEqual({ passthrough: { send_email: true } });
  });
});
