import { describe, expect, it } from 'vitest';
import { employeeUpdateSchema, timeOffCreateSchema, timeOffSchema } from './hris.js';

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
