import type { BambooHrFieldMetadata } from '../provider-types.js';

/**
 * The employee fields the emulated account knows, as `GET /meta/fields` lists them. Read-only
 * fields are computed (names), derived from the current table rows (job and status), or kept
 * by BambooHR itself (lastChanged).
 */

export interface EmulatedField extends BambooHrFieldMetadata {
  alias: string;
  readOnly: boolean;
}

const definitions: Array<[id: number, alias: string, name: string, type: string, readOnly?: 'read-only']> = [
  [1, 'firstName', 'First Name', 'text'],
  [2, 'lastName', 'Last Name', 'text'],
  [3, 'middleName', 'Middle Name', 'text'],
  [4, 'preferredName', 'Preferred Name', 'text'],
  [5, 'displayName', 'Display Name', 'text', 'read-only'],
  [6, 'homeEmail', 'Home Email', 'email'],
  [7, 'workEmail', 'Work Email', 'email'],
  [8, 'mobilePhone', 'Mobile Phone', 'phone'],
  [9, 'homePhone', 'Home Phone', 'phone'],
  [10, 'workPhone', 'Work Phone', 'phone'],
  [11, 'workPhoneExtension', 'Work Ext.', 'text'],
  [12, 'jobTitle', 'Job Title', 'list'],
  [13, 'department', 'Department', 'list'],
  [14, 'division', 'Division', 'list'],
  [15, 'location', 'Location', 'list'],
  [16, 'supervisorEId', 'Supervisor EID', 'employee', 'read-only'],
  [17, 'supervisor', 'Reporting to', 'employee', 'read-only'],
  [18, 'employeeNumber', 'Employee #', 'text'],
  [19, 'gender', 'Gender', 'gender'],
  [20, 'maritalStatus', 'Marital Status', 'marital_status'],
  [21, 'ethnicity', 'Ethnicity', 'list'],
  [22, 'status', 'Status', 'status'],
  [23, 'employmentHistoryStatus', 'Employment Status', 'list', 'read-only'],
  [24, 'dateOfBirth', 'Birth Date', 'date'],
  [25, 'hireDate', 'Hire Date', 'date'],
  [26, 'originalHireDate', 'Original Hire Date', 'date'],
  [27, 'terminationDate', 'Termination Date', 'date', 'read-only'],
  [28, 'address1', 'Address Line 1', 'text'],
  [29, 'address2', 'Address Line 2', 'text'],
  [30, 'city', 'City', 'text'],
  [31, 'state', 'State', 'state'],
  [32, 'zipcode', 'Zip Code', 'text'],
  [33, 'country', 'Country', 'country'],
  [34, 'photoUrl', 'Photo URL', 'url', 'read-only'],
  [35, 'lastChanged', 'Last Changed', 'timestamp', 'read-only'],
  // The account's own fields: BambooHR gives custom fields an alias starting with "custom".
  [4047, 'customShirtSize', 'Shirt Size', 'list'],
  [4048, 'customPronouns', 'Pronouns', 'text'],
  [4049, 'customStockOptions', 'Stock Options', 'int'],
  [4050, 'customRemoteEligible', 'Remote Eligible', 'checkbox'],
  [4051, 'customBadgeExpiry', 'Badge Expiry', 'date'],
  [4052, 'customLanguages', 'Languages', 'list'],
];

export const emulatedFields: readonly EmulatedField[] = definitions.map(([id, alias, name, type, readOnly]) => ({
  id,
  alias,
  name,
  type,
  readOnly: readOnly === 'read-only',
}));

const fieldsByKey = new Map<string, EmulatedField>();
for (const field of emulatedFields) {
  fieldsByKey.set(field.alias, field);
  fieldsByKey.set(String(field.id), field);
}

/** A field by alias or numeric id, the two ways the API addresses one. */
export function findField(key: string): EmulatedField | undefined {
  return fieldsByKey.get(key);
}

/** Columns of the tables the emulated account supports. */
export const tableColumns: Readonly<Record<string, readonly string[]>> = {
  jobInfo: ['date', 'location', 'division', 'department', 'jobTitle', 'reportsTo'],
  employmentStatus: ['date', 'employmentStatus', 'comment'],
};
