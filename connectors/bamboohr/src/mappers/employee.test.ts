import { employeeSchema, encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { BambooHrEmployee } from '../provider-types.js';
import employeeFixture from './__fixtures__/employee.json' with { type: 'json' };
import terminatedFixture from './__fixtures__/terminated-employee.json' with { type: 'json' };
import { toEmploymentStatus, toUnifiedEmployee } from './employee.js';

const today = '2024-06-01';

describe('toUnifiedEmployee', () => {
  it('maps a complete BambooHR employee', () => {
    expect(toUnifiedEmployee(employeeFixture, { today })).toEqual({
      id: encodeCompositeId('123'),
      remote_id: '123',
      first_name: 'John',
      last_name: 'Doe',
      name: 'John Doe',
      display_name: 'Johnny Doe',
      avatar_url: 'https://images7.bamboohr.com/12345/photos/123-0-4.jpg',
      personal_email: 'john.doe@example.net',
      work_email: 'jdoe@example.com',
      personal_phone_number: '801-555-0142',
      work_phone_number: '801-555-0100',
      job_title: 'Customer Service Representative',
      department: 'Customer Success',
      department_id: null,
      manager_id: encodeCompositeId('104'),
      company_name: null,
      employee_number: 'E-0123',
      gender: { value: 'male', source_value: 'Male' },
      marital_status: { value: 'married', source_value: 'Married' },
      employment_status: { value: 'active', source_value: 'Full-Time' },
      date_of_birth: '1988-04-12T00:00:00.000Z',
      hire_date: '2019-06-03T00:00:00.000Z',
      start_date: '2019-06-03T00:00:00.000Z',
      termination_date: null,
      work_location: {
        id: null,
        remote_id: null,
        name: 'Lindon, Utah',
        phone_number: null,
        street_1: null,
        street_2: null,
        city: null,
        state: null,
        zip_code: null,
        country: null,
      },
      home_location: {
        id: null,
        remote_id: null,
        name: null,
        phone_number: '801-555-0199',
        street_1: '335 S 560 W',
        street_2: 'Suite 100',
        city: 'Lindon',
        state: 'UT',
        zip_code: '84042',
        country: { value: 'US', source_value: 'United States' },
      },
      unified_custom_fields: {
        preferredName: 'Johnny',
        middleName: null,
        division: 'North America',
        workPhoneExtension: '1234',
        ethnicity: 'White',
        supervisor: 'Smith, Jane',
        originalHireDate: '2015-01-05',
        customShirtSize: 'L',
      },
      created_at: null,
      updated_at: '2024-03-01T17:45:12.000Z',
    });
  });

  it('reads empty values, unknown options and a numeric id of a terminated employee', () => {
    const employee = toUnifiedEmployee(terminatedFixture, { today });
    expect(employee.remote_id).toBe('187');
    expect(employee.work_email).toBeNull();
    expect(employee.display_name).toBe('Ani Ruiz');
    expect(employee.date_of_birth).toBeNull();
    expect(employee.termination_date).toBe('2023-11-30T00:00:00.000Z');
    expect(employee.gender).toEqual({ value: 'unmapped_value', source_value: 'Prefer to self-describe' });
    expect(employee.marital_status).toBeNull();
    expect(employee.employment_status).toEqual({ value: 'terminated', source_value: 'Terminated' });
    expect(employee.manager_id).toBeNull();
    expect(employee.work_location).toBeNull();
    expect(employee.home_location?.country).toEqual({ value: 'unmapped_value', source_value: 'Atlantis' });
  });

  it('produces records the unified employee model accepts', () => {
    expect(employeeSchema.safeParse(toUnifiedEmployee(employeeFixture, { today })).success).toBe(true);
    expect(employeeSchema.safeParse(toUnifiedEmployee(terminatedFixture, { today })).success).toBe(true);
  });

  it('leaves home_location null when BambooHR has no address', () => {
    expect(toUnifiedEmployee({ id: '5', firstName: 'Kim' }, { today }).home_location).toBeNull();
  });
});

describe('toEmploymentStatus', () => {
  const status = (employee: Omit<BambooHrEmployee, 'id'>) => toEmploymentStatus({ id: '1', ...employee }, today)?.value;

  it('reads the employment history status first', () => {
    expect(status({ status: 'Active', employmentHistoryStatus: 'Leave of Absence' })).toBe('leave');
    expect(status({ status: 'Inactive', employmentHistoryStatus: 'Terminated' })).toBe('terminated');
    expect(status({ employmentHistoryStatus: 'Part-Time' })).toBe('active');
  });

  it('calls a disabled profile inactive and a future hire pending', () => {
    expect(status({ status: 'Inactive', employmentHistoryStatus: 'Full-Time' })).toBe('inactive');
    expect(status({ status: 'Active', employmentHistoryStatus: 'Full-Time', hireDate: '2024-07-01' })).toBe('pending');
  });

  it('keeps an account-specific status as unmapped and an absent one as null', () => {
    expect(toEmploymentStatus({ id: '1', employmentHistoryStatus: 'Sabbatical' }, today)).toEqual({
      value: 'unmapped_value',
      source_value: 'Sabbatical',
    });
    expect(toEmploymentStatus({ id: '1' }, today)).toBeNull();
  });
});
