/**
 * The BambooHR JSON shapes this connector reads, as the API reference documents them
 * (https://documentation.bamboohr.com/reference). Field values arrive as strings or null;
 * dates are `yyyy-mm-dd`, with `0000-00-00` for "not set" on older accounts.
 */

export type BambooHrFieldValue = string | number | boolean | null;

/** `GET /employees/{id}?fields=...`: the id plus one key per requested field (alias or field id). */
export interface BambooHrEmployee {
  id: string | number;
  [field: string]: BambooHrFieldValue | undefined;
}

/** `GET /employees/directory` with `Accept: application/json`. */
export interface BambooHrDirectory {
  fields: Array<{ id: string; type: string; name: string }>;
  employees: BambooHrEmployee[];
}

/** `POST /reports/custom?format=JSON` with `{ title, fields }`: one row per employee with the fields asked for. */
export interface BambooHrCustomReport {
  title: string;
  fields: Array<{ id: string; type: string; name: string }>;
  employees: BambooHrEmployee[];
}

/** `GET /employees/changed?since=...`: employees keyed by id. */
export interface BambooHrChangedEmployees {
  latest: string | null;
  employees: Record<string, { id: string; action: 'Inserted' | 'Updated' | 'Deleted'; lastChanged: string }>;
}

/** One row of `GET /employees/{id}/tables/{table}`. */
export interface BambooHrTableRow {
  id: string;
  employeeId: string;
  [column: string]: string | null;
}

/** One row of `GET /employees/{id}/tables/jobInfo`. */
export interface BambooHrJobInfoRow extends BambooHrTableRow {
  date: string;
  location: string | null;
  division: string | null;
  department: string | null;
  jobTitle: string | null;
  reportsTo: string | null;
}

/** One entry of `GET /meta/fields`. */
export interface BambooHrFieldMetadata {
  id: number | string;
  name: string;
  type: string;
  alias?: string;
}

/**
 * One entry of `GET /time_off/requests` (JSON). Ids arrive as strings on most accounts and as
 * numbers on some; amounts as decimal strings or numbers.
 */
export interface BambooHrTimeOffRequest {
  id: string | number;
  employeeId: string | number;
  name?: string | null;
  status?: { lastChanged?: string | null; lastChangedByUserId?: string | number | null; status?: string | null } | null;
  start?: string | null;
  end?: string | null;
  created?: string | null;
  type?: { id?: string | number | null; name?: string | null; icon?: string | null } | null;
  amount?: { unit?: string | null; amount?: string | number | null } | null;
  actions?: Record<string, boolean> | null;
  /** Per day, `yyyy-mm-dd` to the amount taken that day; not on every request. */
  dates?: Record<string, string | number> | null;
  notes?: { employee?: string | null; manager?: string | null } | null;
}

/** The body of `PUT /employees/{id}/time_off/request`. */
export interface BambooHrTimeOffRequestWrite {
  status: string;
  start: string;
  end: string;
  timeOffTypeId: string | number;
  amount?: string | number;
  notes?: Array<{ from: 'employee' | 'manager'; note: string }>;
  dates?: Array<{ ymd: string; amount: string | number }>;
  previousRequest?: string | number;
  [member: string]: unknown;
}

/** One time off type of `GET /meta/time_off/types`. */
export interface BambooHrTimeOffType {
  id: string | number;
  name: string;
  /** `days` or `hours`. */
  units?: string | null;
  color?: string | null;
  icon?: string | null;
}

/** `GET /meta/time_off/types`: the types, and the default hours of each weekday. */
export interface BambooHrTimeOffTypes {
  timeOffTypes: BambooHrTimeOffType[];
  defaultHours?: Array<{ name: string; amount: string }>;
}

/** One entry of `GET /meta/time_off/policies`. */
export interface BambooHrTimeOffPolicy {
  id: string | number;
  timeOffTypeId: string | number;
  name: string;
  effectiveDate?: string | null;
  /** `accruing`, `manual` or `discretionary`. */
  type?: string | null;
}

/** One entry of `GET /employees/{id}/time_off/calculator`: the balance of one time off type. */
export interface BambooHrTimeOffBalance {
  timeOffType: string | number;
  name?: string | null;
  units?: string | null;
  balance?: string | number | null;
  end?: string | null;
  policyType?: string | null;
  usedYearToDate?: string | number | null;
}

/** One entry of `GET /employees/{id}/time_off/policies`: a policy assigned to the employee. */
export interface BambooHrAssignedTimeOffPolicy {
  timeOffPolicyId: string | number;
  timeOffTypeId: string | number;
  accrualStartDate?: string | null;
}

/** One option of a list field in `GET /meta/lists`. */
export interface BambooHrListOption {
  id: number | string;
  name: string;
  /** `yes` or `no`. */
  archived?: string | null;
  createdDate?: string | null;
  archivedDate?: string | null;
}

/** One list field of `GET /meta/lists`: department, division, location, job title, custom lists. */
export interface BambooHrListField {
  fieldId: number | string;
  alias?: string | null;
  name: string;
  manageable?: string | null;
  multiple?: string | null;
  options?: BambooHrListOption[] | null;
}

/** `GET /company_information`. */
export interface BambooHrCompanyInformation {
  legalName?: string | null;
  displayName?: string | null;
  address?: { line1?: string | null; line2?: string | null; city?: string | null; state?: string | null; zip?: string | null } | null;
  phone?: string | null;
}

/** One file of `GET /employees/{id}/files/view`. Flags are the strings `yes` and `no`. */
export interface BambooHrEmployeeFile {
  id: number | string;
  name?: string | null;
  originalFileName?: string | null;
  size?: number | string | null;
  /** `YYYY-MM-DD HH:MM:SS` or `YYYY-MM-DDTHH:MM:SS+0000`, UTC. */
  dateCreated?: string | null;
  createdBy?: string | null;
  shareWithEmployee?: string | null;
  canRenameFile?: string | null;
  canDeleteFile?: string | null;
  canChangeShareWithEmployeeFieldValue?: string | null;
}

/** One category of `GET /employees/{id}/files/view`, with the employee's files in it. */
export interface BambooHrFileCategory {
  id: number | string;
  name: string;
  canRenameCategory?: string | null;
  canDeleteCategory?: string | null;
  canUploadFiles?: string | null;
  displayIfEmpty?: string | null;
  files?: BambooHrEmployeeFile[] | null;
}

/** `GET /employees/{id}/files/view` with `Accept: application/json`: every category, each with the employee's files. */
export interface BambooHrEmployeeFiles {
  employee?: { id: number | string } | null;
  categories?: BambooHrFileCategory[] | null;
}
