import {
  type Employee,
  type EmploymentStatus,
  encodeCompositeId,
  type Gender,
  type Location,
  type MaritalStatus,
  mapEnumValue,
  toIsoDateTime,
  UNMAPPED_VALUE,
  unmappedFields,
} from '@openunified/connector-sdk';
import type { BambooHrEmployee, BambooHrFieldValue } from '../provider-types.js';
import { countryCodeFromName } from './country.js';

/** BambooHR fields with a unified home: requested on every read and consumed by the mapping. */
const mappedFields = [
  'firstName',
  'lastName',
  'displayName',
  'photoUrl',
  'homeEmail',
  'workEmail',
  'mobilePhone',
  'homePhone',
  'workPhone',
  'jobTitle',
  'department',
  'supervisorEId',
  'employeeNumber',
  'gender',
  'maritalStatus',
  'status',
  'employmentHistoryStatus',
  'dateOfBirth',
  'hireDate',
  'terminationDate',
  'location',
  'address1',
  'address2',
  'city',
  'state',
  'zipcode',
  'country',
  'lastChanged',
] as const;

/** Standard fields without a unified home, returned in `unified_custom_fields`. */
const customFields = ['preferredName', 'middleName', 'division', 'workPhoneExtension', 'ethnicity', 'supervisor', 'originalHireDate'] as const;

/** The `fields` query of `GET /employees/{id}`. */
export const EMPLOYEE_FIELDS: readonly string[] = [...mappedFields, ...customFields];

const genderBySourceValue: Readonly<Record<string, Gender>> = {
  Male: 'male',
  Female: 'female',
  'Non-binary': 'non_binary',
  Nonbinary: 'non_binary',
  Other: 'other',
  'Prefer not to say': 'not_disclosed',
  'Not disclosed': 'not_disclosed',
};

const maritalStatusBySourceValue: Readonly<Record<string, MaritalStatus>> = {
  Single: 'single',
  Married: 'married',
  'Domestic Partnership': 'domestic_partnership',
  'Common Law': 'domestic_partnership',
  Divorced: 'divorced',
  Separated: 'separated',
  Widowed: 'widowed',
};

// Employment statuses an account commonly defines for people who are working.
const workingEmploymentStatuses = ['full-time', 'part-time', 'contractor', 'intern', 'temporary', 'seasonal', 'freelance', 'per diem'];

/** Text of a field, with BambooHR's empty spellings (`""`, `0000-00-00`) read as absent. */
function textOf(value: BambooHrFieldValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' || text === '0000-00-00' ? null : text;
}

function dateTimeOf(value: BambooHrFieldValue | undefined): string | null {
  const text = textOf(value);
  return text === null ? null : toIsoDateTime(text);
}

/**
 * BambooHR keeps two statuses: `status` (Active/Inactive, whether the profile is enabled) and
 * `employmentHistoryStatus` (the current row of the employmentStatus table, named per account:
 * Full-Time, Terminated, ...). The unified value reads both; the source value is the more
 * specific one.
 */
export function toEmploymentStatus(
  employee: BambooHrEmployee,
  today: string,
): { value: EmploymentStatus | typeof UNMAPPED_VALUE; source_value: string } | null {
  const historyStatus = textOf(employee.employmentHistoryStatus);
  const profileStatus = textOf(employee.status)?.toLowerCase() ?? null;
  const sourceValue = historyStatus ?? textOf(employee.status);
  if (sourceValue === null) return null;

  const history = historyStatus?.toLowerCase() ?? '';
  const hireDate = textOf(employee.hireDate);
  let value: EmploymentStatus | typeof UNMAPPED_VALUE;
  if (history.includes('terminated')) value = 'terminated';
  else if (history.includes('leave')) value = 'leave';
  else if (profileStatus === 'inactive') value = 'inactive';
  else if (hireDate !== null && hireDate > today) value = 'pending';
  else if (profileStatus === 'active' || workingEmploymentStatuses.includes(history)) value = 'active';
  else value = UNMAPPED_VALUE;
  return { value, source_value: sourceValue };
}

function toHomeLocation(employee: BambooHrEmployee): Location | null {
  const location: Location = {
    id: null,
    remote_id: null,
    name: null,
    phone_number: textOf(employee.homePhone),
    street_1: textOf(employee.address1),
    street_2: textOf(employee.address2),
    city: textOf(employee.city),
    state: textOf(employee.state),
    zip_code: textOf(employee.zipcode),
    country: null,
  };
  const countryName = textOf(employee.country);
  if (countryName !== null) location.country = { value: countryCodeFromName(countryName) ?? UNMAPPED_VALUE, source_value: countryName };
  return Object.values(location).some((value) => value !== null) ? location : null;
}

function toWorkLocation(employee: BambooHrEmployee): Location | null {
  const name = textOf(employee.location);
  if (name === null) return null;
  return { id: null, remote_id: null, name, phone_number: null, street_1: null, street_2: null, city: null, state: null, zip_code: null, country: null };
}

function joinName(...parts: Array<string | null>): string | null {
  const joined = parts.filter((part) => part !== null).join(' ');
  return joined === '' ? null : joined;
}

/** Beyond these, the record's fields go to `unified_custom_fields`: custom fields an account added, for example. */
const fieldsWithUnifiedHome: ReadonlySet<string> = new Set(['id', ...mappedFields]);

export interface EmployeeMappingOptions {
  /** `yyyy-mm-dd`; a hire date after it makes the employee `pending`. */
  today: string;
}

/** `GET /employees/{id}` JSON -> unified employee. */
export function toUnifiedEmployee(employee: BambooHrEmployee, options: EmployeeMappingOptions): Employee {
  const remoteId = String(employee.id);
  const firstName = textOf(employee.firstName);
  const lastName = textOf(employee.lastName);
  const managerRemoteId = textOf(employee.supervisorEId);
  const gender = textOf(employee.gender);
  const maritalStatus = textOf(employee.maritalStatus);
  const hireDate = dateTimeOf(employee.hireDate);
  return {
    id: encodeCompositeId(remoteId),
    remote_id: remoteId,
    first_name: firstName,
    last_name: lastName,
    name: joinName(firstName, lastName),
    display_name: textOf(employee.displayName) ?? joinName(textOf(employee.preferredName) ?? firstName, lastName),
    avatar_url: textOf(employee.photoUrl),
    personal_email: textOf(employee.homeEmail),
    work_email: textOf(employee.workEmail),
    personal_phone_number: textOf(employee.mobilePhone),
    work_phone_number: textOf(employee.workPhone),
    job_title: textOf(employee.jobTitle),
    department: textOf(employee.department),
    // BambooHR list fields hold the option's name; the employee record carries no department id.
    department_id: null,
    manager_id: managerRemoteId === null ? null : encodeCompositeId(managerRemoteId),
    company_name: null,
    employee_number: textOf(employee.employeeNumber),
    gender: gender === null ? null : mapEnumValue(gender, genderBySourceValue),
    marital_status: maritalStatus === null ? null : mapEnumValue(maritalStatus, maritalStatusBySourceValue),
    employment_status: toEmploymentStatus(employee, options.today),
    date_of_birth: dateTimeOf(employee.dateOfBirth),
    // BambooHR's hireDate is the start of the current employment (a rehire moves the first one
    // to originalHireDate), so it is both the hire and the start date.
    hire_date: hireDate,
    start_date: hireDate,
    termination_date: dateTimeOf(employee.terminationDate),
    work_location: toWorkLocation(employee),
    home_location: toHomeLocation(employee),
    unified_custom_fields: unmappedFields(employee, fieldsWithUnifiedHome),
    // BambooHR records who created an employee but not when.
    created_at: null,
    updated_at: dateTimeOf(employee.lastChanged),
  };
}
