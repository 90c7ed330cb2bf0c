import { BadRequestError, type EmployeeUpdate, type Gender, type MaritalStatus, toRemoteId } from '@openunified/connector-sdk';
import { countryNameFromCode } from './country.js';

/**
 * Unified employee update (docs/unified/hris.md) -> the BambooHR writes that carry it out. `undefined`
 * leaves a field alone; `null` clears it, which BambooHR does for an empty string.
 */

/** Columns of BambooHR's jobInfo table: the employee's effective-dated job history. */
export interface JobInfoChange {
  /** `yyyy-mm-dd` the change takes effect; null for "today", which the caller's clock decides. */
  effectiveDate: string | null;
  columns: Record<string, string>;
}

export interface EmployeeWritePlan {
  /** Body of `POST /employees/{id}`; empty when no employee field changes. */
  fields: Record<string, string>;
  /** A change to the current jobInfo row, or null when the job is untouched. */
  jobInfo: JobInfoChange | null;
}

/**
 * Update members BambooHR has nowhere to store through its employee fields. Rejecting them
 * beats dropping data silently; the README says where BambooHR keeps each of them.
 */
const unwritableMembers = [
  'title',
  'name',
  'display_name',
  'avatar_url',
  'avatar',
  'job_id',
  'department_id',
  'team_id',
  'company_id',
  'company_name',
  'preferred_language',
  'employment_status',
  'employment_type',
  'employment_contract_type',
  'birthday',
  'termination_date',
  'citizenships',
  'benefits',
  'national_identity_number',
  'national_identity_numbers',
] as const satisfies ReadonlyArray<keyof EmployeeUpdate>;

/** Employment members BambooHR keeps outside the jobInfo table (compensation, employmentStatus): refused, never dropped. */
export const unwritableEmploymentMembers = [
  'unified_custom_fields',
  'pay_rate',
  'pay_period',
  'pay_frequency',
  'pay_currency',
  'end_date',
  'grade',
  'employment_type',
  'employment_contract_type',
  'type',
  'contract_type',
  'work_time',
  'payroll_code',
] as const satisfies ReadonlyArray<keyof NonNullable<EmployeeUpdate['employment']>>;

const unwritableHomeLocationMembers = ['id', 'name'] as const;
const unwritableWorkLocationMembers = ['id', 'phone_number', 'street_1', 'street_2', 'city', 'zip_code', 'country', 'state', 'passthrough'] as const;

/** A member the caller actually sent: not left out, not null, not an empty list. */
export function isSet(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return !(Array.isArray(value) && value.length === 0);
}

function unwritableMembersOf(body: EmployeeUpdate): string[] {
  const found: string[] = unwritableMembers.filter((member) => isSet(body[member]));
  const { employment, home_location: homeLocation, work_location: workLocation } = body;
  if (employment) found.push(...unwritableEmploymentMembers.filter((member) => isSet(employment[member])).map((member) => `employment.${member}`));
  if (homeLocation) found.push(...unwritableHomeLocationMembers.filter((member) => isSet(homeLocation[member])).map((member) => `home_location.${member}`));
  if (workLocation) found.push(...unwritableWorkLocationMembers.filter((member) => isSet(workLocation[member])).map((member) => `work_location.${member}`));
  return found;
}

/** BambooHR dates are calendar dates; the client's own offset says which day it meant. */
function toBambooHrDate(dateTime: string): string {
  return dateTime.slice(0, 10);
}

/** Null clears a field; BambooHR clears on an empty string. */
function toFieldValue(value: string | null): string {
  return value ?? '';
}

type EnumWrite = { value?: string | null; source_value?: unknown } | null;

// The options a BambooHR account has out of the box; reads accept more spellings than these.
const genderOptions: ReadonlyMap<string, string> = new Map<Gender, string>([
  ['male', 'Male'],
  ['female', 'Female'],
  ['non_binary', 'Non-binary'],
]);
const maritalStatusOptions: ReadonlyMap<string, string> = new Map<MaritalStatus, string>([
  ['single', 'Single'],
  ['married', 'Married'],
  ['domestic_partnership', 'Domestic Partnership'],
  ['divorced', 'Divorced'],
  ['separated', 'Separated'],
  ['widowed', 'Widowed'],
]);

/** `source_value` is written as is; a unified `value` goes through the table of BambooHR options. */
function toEnumFieldValue(member: string, write: EnumWrite, optionsByValue?: ReadonlyMap<string, string>): string {
  if (write === null) return '';
  if (typeof write.source_value === 'string' || typeof write.source_value === 'number') return String(write.source_value);
  if (write.source_value !== undefined && write.source_value !== null) {
    throw new BadRequestError(`${member}.source_value must be a string or a number`);
  }
  if (write.value === undefined || write.value === null) return '';
  if (!optionsByValue) return write.value;
  const sourceValue = optionsByValue.get(write.value);
  if (sourceValue === undefined) {
    throw new BadRequestError(`${member} "${write.value}" has no BambooHR option; send the account's option name in ${member}.source_value`);
  }
  return sourceValue;
}

function toCountryName(country: EnumWrite): string {
  const sourceValueMissing = country?.source_value === undefined || country?.source_value === null;
  if (country === null || !country.value || !sourceValueMissing) return toEnumFieldValue('home_location.country', country);
  const name = countryNameFromCode(country.value);
  if (name === undefined) throw new BadRequestError(`home_location.country "${country.value}" is not an ISO 3166-1 alpha-2 country code`);
  return name;
}

function toPassthroughFields(passthrough: Record<string, unknown>, member: string): Record<string, string> {
  return Object.fromEntries(Object.entries(passthrough).map(([field, value]) => [field, toScalarFieldValue(value, `${member}.${field}`)]));
}

function toScalarFieldValue(value: unknown, member: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new BadRequestError(`${member} must be a string, number, boolean or null`);
}

function homeLocationFields(location: EmployeeUpdate['home_location']): Record<string, string> {
  if (location === undefined) return {};
  if (location === null) {
    return { address1: '', address2: '', city: '', state: '', zipcode: '', country: '', homePhone: '' };
  }
  const fields: Record<string, string> = {};
  const textMembers = { street_1: 'address1', street_2: 'address2', city: 'city', state: 'state', zip_code: 'zipcode', phone_number: 'homePhone' } as const;
  for (const [member, field] of Object.entries(textMembers)) {
    const value = location[member as keyof typeof textMembers];
    if (value !== undefined) fields[field] = toFieldValue(value);
  }
  if (location.country !== undefined) fields.country = toCountryName(location.country);
  return { ...fields, ...toPassthroughFields(location.passthrough ?? {}, 'home_location.passthrough') };
}

function customFieldValues(customFields: EmployeeUpdate['custom_fields']): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [index, customField] of (customFields ?? []).entries()) {
    // BambooHR addresses a custom field by its field id or alias, which reads return as the key.
    const field = customField.remote_id ?? customField.name;
    if (!field) throw new BadRequestError(`custom_fields[${index}] needs remote_id (the BambooHR field id or alias) or name`);
    fields[field] = toScalarFieldValue(customField.value, `custom_fields[${index}].value`);
  }
  return fields;
}

/** job_title and employment.job_title name the same thing in BambooHR: the current job's title. */
function jobTitleOf(body: EmployeeUpdate): string | null | undefined {
  const topLevel = body.job_title;
  const employment = body.employment?.job_title;
  if (topLevel !== undefined && employment !== undefined && topLevel !== employment) {
    throw new BadRequestError('job_title and employment.job_title differ; BambooHR keeps one job title per job');
  }
  return topLevel !== undefined ? topLevel : employment;
}

function hireDateOf(body: EmployeeUpdate): string | null | undefined {
  const { hire_date: hireDate, start_date: startDate } = body;
  if (hireDate !== undefined && startDate !== undefined && hireDate !== startDate) {
    throw new BadRequestError('hire_date and start_date differ; BambooHR keeps both in its hireDate field');
  }
  return hireDate !== undefined ? hireDate : startDate;
}

function assignWhenSet(fields: Record<string, string>, field: string, value: string | null | undefined): void {
  if (value !== undefined) fields[field] = toFieldValue(value);
}

/**
 * The writes an update needs. The job title, like the department, location and manager, is a
 * column of the current jobInfo row, and that row belongs to this employee alone, so the update body's
 * rule applies: a new job_title is written to the `jobTitle` field and to the current job row.
 * A manager change can only be written through that row (`reportsTo`), so it opens the row too,
 * as do raw jobInfo columns in employment.passthrough; a department or location change rides
 * along when the row is written anyway.
 */
export function toEmployeeWritePlan(body: EmployeeUpdate): EmployeeWritePlan {
  const unwritable = unwritableMembersOf(body);
  if (unwritable.length > 0) {
    throw new BadRequestError(`BambooHR cannot store ${unwritable.join(', ')} through the employee update; send BambooHR field names in passthrough instead`);
  }

  const fields: Record<string, string> = {};
  assignWhenSet(fields, 'firstName', body.first_name);
  assignWhenSet(fields, 'lastName', body.last_name);
  assignWhenSet(fields, 'homeEmail', body.personal_email);
  assignWhenSet(fields, 'workEmail', body.work_email);
  assignWhenSet(fields, 'mobilePhone', body.personal_phone_number);
  assignWhenSet(fields, 'workPhone', body.work_phone_number);
  assignWhenSet(fields, 'employeeNumber', body.employee_number);
  const jobTitle = jobTitleOf(body);
  assignWhenSet(fields, 'jobTitle', jobTitle);
  assignWhenSet(fields, 'department', body.department);
  const workLocationName = body.work_location === null ? null : body.work_location?.name;
  assignWhenSet(fields, 'location', workLocationName);
  if (body.gender !== undefined) fields.gender = toEnumFieldValue('gender', body.gender, genderOptions);
  if (body.marital_status !== undefined) {
    fields.maritalStatus = toEnumFieldValue('marital_status', body.marital_status, maritalStatusOptions);
  }
  if (body.ethnicity !== undefined) fields.ethnicity = toEnumFieldValue('ethnicity', body.ethnicity);
  if (body.date_of_birth !== undefined) fields.dateOfBirth = body.date_of_birth === null ? '' : toBambooHrDate(body.date_of_birth);
  const hireDate = hireDateOf(body);
  if (hireDate !== undefined) fields.hireDate = hireDate === null ? '' : toBambooHrDate(hireDate);
  Object.assign(fields, homeLocationFields(body.home_location), customFieldValues(body.custom_fields));
  Object.assign(fields, toPassthroughFields(body.passthrough ?? {}, 'passthrough'));

  const managerId = body.manager_id;
  const jobInfoPassthrough = toPassthroughFields(body.employment?.passthrough ?? {}, 'employment.passthrough');
  if (jobTitle === undefined && managerId === undefined && Object.keys(jobInfoPassthrough).length === 0) {
    return { fields, jobInfo: null };
  }

  const columns: Record<string, string> = {};
  assignWhenSet(columns, 'jobTitle', jobTitle);
  assignWhenSet(columns, 'reportsTo', managerId === null || managerId === undefined ? managerId : toRemoteId(managerId));
  assignWhenSet(columns, 'department', body.department);
  assignWhenSet(columns, 'location', workLocationName);
  Object.assign(columns, jobInfoPassthrough);
  const effectiveDate = body.employment?.effective_date;
  return { fields, jobInfo: { effectiveDate: effectiveDate ? toBambooHrDate(effectiveDate) : null, columns } };
}
