import { type ApiError, type EmployeeUpdate, employeeUpdateSchema, encodeCompositeId, isApiError } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { toEmployeeWritePlan } from './employee-update.js';

function plan(body: EmployeeUpdate) {
  return toEmployeeWritePlan(employeeUpdateSchema.parse(body));
}

function rejection(body: EmployeeUpdate): ApiError {
  try {
    plan(body);
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('the update was accepted');
}

describe('toEmployeeWritePlan', () => {
  it('maps unified fields to BambooHR employee fields', () => {
    expect(
      plan({
        first_name: 'Jane',
        last_name: 'Roe',
        personal_email: 'jane@home.example',
        work_email: 'jane@work.example',
        personal_phone_number: '801-555-0101',
        work_phone_number: '801-555-0102',
        employee_number: 'E-9',
        department: 'Finance',
        gender: { value: 'female' },
        marital_status: { value: 'domestic_partnership' },
        ethnicity: { source_value: 'Asian' },
        date_of_birth: '1990-05-01T00:00:00+02:00',
        start_date: '2021-03-15T00:00:00Z',
        work_location: { name: 'Remote' },
        home_location: {
          street_1: '1 Main St',
          street_2: null,
          city: 'Provo',
          state: 'UT',
          zip_code: '84601',
          country: { value: 'US' },
          phone_number: '801-555-0103',
        },
      }),
    ).toEqual({
      fields: {
        firstName: 'Jane',
        lastName: 'Roe',
        homeEmail: 'jane@home.example',
        workEmail: 'jane@work.example',
        mobilePhone: '801-555-0101',
        workPhone: '801-555-0102',
        employeeNumber: 'E-9',
        department: 'Finance',
        location: 'Remote',
        gender: 'Female',
        maritalStatus: 'Domestic Partnership',
        ethnicity: 'Asian',
        dateOfBirth: '1990-05-01',
        hireDate: '2021-03-15',
        address1: '1 Main St',
        address2: '',
        city: 'Provo',
        state: 'UT',
        zipcode: '84601',
        country: 'United States',
        homePhone: '801-555-0103',
      },
      jobInfo: null,
    });
  });

  it('clears fields set to null with the empty string BambooHR expects', () => {
    expect(plan({ work_phone_number: null, gender: null, hire_date: null, home_location: null }).fields).toEqual({
      workPhone: '',
      gender: '',
      hireDate: '',
      address1: '',
      address2: '',
      city: '',
      state: '',
      zipcode: '',
      country: '',
      homePhone: '',
    });
  });

  it("writes a job title to the jobTitle field and to the current job's row", () => {
    expect(plan({ job_title: 'Controller' })).toEqual({
      fields: { jobTitle: 'Controller' },
      jobInfo: { effectiveDate: null, columns: { jobTitle: 'Controller' } },
    });
  });

  it('takes the job title from employment, with its effective date and raw jobInfo columns', () => {
    expect(
      plan({
        employment: { job_title: 'Controller', effective_date: '2024-07-01T00:00:00-06:00', passthrough: { division: 'EMEA' } },
        department: 'Finance',
      }),
    ).toEqual({
      fields: { jobTitle: 'Controller', department: 'Finance' },
      jobInfo: { effectiveDate: '2024-07-01', columns: { jobTitle: 'Controller', department: 'Finance', division: 'EMEA' } },
    });
  });

  it('writes a manager, composite or plain id, only through the jobInfo row', () => {
    expect(plan({ manager_id: encodeCompositeId('104') })).toEqual({
      fields: {},
      jobInfo: { effectiveDate: null, columns: { reportsTo: '104' } },
    });
    expect(plan({ manager_id: null }).jobInfo?.columns).toEqual({ reportsTo: '' });
  });

  it('writes custom fields by their BambooHR id and raw fields from passthrough last', () => {
    expect(
      plan({
        first_name: 'Jane',
        custom_fields: [
          { remote_id: 'customShirtSize', value: 'M' },
          { name: '4048', value: 3 },
        ],
        passthrough: { firstName: 'Janet', preferredName: 'JJ' },
      }).fields,
    ).toEqual({ firstName: 'Janet', customShirtSize: 'M', '4048': '3', preferredName: 'JJ' });
  });

  it('sends a source_value as the option name even when a unified value is given', () => {
    expect(plan({ gender: { value: 'other', source_value: 'Two-Spirit' } }).fields).toEqual({ gender: 'Two-Spirit' });
  });

  it('refuses a unified value BambooHR has no option for', () => {
    expect(rejection({ gender: { value: 'not_disclosed' } }).message).toMatch(/gender "not_disclosed" has no BambooHR option/);
    expect(rejection({ home_location: { country: { value: 'XX' } } }).statusCode).toBe(400);
  });

  it('refuses members BambooHR cannot store, naming all of them', () => {
    const error = rejection({
      title: 'Dr',
      avatar_url: 'https://example.com/a.png',
      employment_status: { value: 'terminated' },
      employment: { pay_rate: '100000' },
      work_location: { city: 'Provo' },
    });
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain('title, avatar_url, employment_status, employment.pay_rate, work_location.city');
  });

  it('ignores null and empty values of members BambooHR cannot store', () => {
    expect(plan({ title: null, citizenships: [], company_name: null, first_name: 'Jane' })).toEqual({
      fields: { firstName: 'Jane' },
      jobInfo: null,
    });
  });

  it('refuses two different values for what BambooHR keeps once', () => {
    expect(rejection({ job_title: 'A', employment: { job_title: 'B' } }).message).toMatch(/job_title and employment.job_title differ/);
    expect(rejection({ hire_date: '2020-01-01T00:00:00Z', start_date: '2021-01-01T00:00:00Z' }).message).toMatch(/hire_date and start_date differ/);
  });

  it('refuses a custom field it cannot address and a value that is not a scalar', () => {
    expect(rejection({ custom_fields: [{ value: 'M' }] }).message).toMatch(/custom_fields\[0\] needs remote_id/);
    expect(rejection({ passthrough: { address: { city: 'Provo' } } }).message).toMatch(/passthrough.address must be/);
  });
});
