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

/** One plan of `GET /benefit/company_benefit` (`{ companyBenefits: [...] }`): active plans only, deleted ones left out. */
export interface BambooHrCompanyBenefit {
  id: string | number;
  name?: string | null;
  /** The benefit category: health, dental, vision, retirement, life, disability, ... */
  type?: string | null;
  benefitVendorId?: string | number | null;
  deductionTypeId?: string | number | null;
  companyDeductionId?: string | number | null;
  /** `yyyy-mm-dd`. */
  startDate?: string | null;
  endDate?: string | null;
  allowsCatchUp?: boolean | null;
  allowsSuperCatchUp?: boolean | null;
}

/** One entry of `GET /time_tracking/timesheet_entries?start=&end=`: a clock entry (start and end) or an hour entry (hours for a date). */
export interface BambooHrTimesheetEntry {
  id: number | string;
  employeeId: number | string;
  /** `clock` or `hour`. */
  type?: string | null;
  /** `yyyy-mm-dd`, the company's calendar day. */
  date?: string | null;
  start?: string | null;
  end?: string | null;
  timezone?: string | null;
  hours?: number | null;
  note?: string | null;
  projectInfo?: {
    project?: { id?: number | string | null; name?: string | null } | null;
    task?: { id?: number | string | null; name?: string | null } | null;
  } | null;
  approvedAt?: string | null;
  approved?: boolean | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

/** A schedule of BambooHR Scheduling (`GET /scheduling/schedules`): the shifts of one location. */
export interface BambooHrSchedule {
  id: string;
  name?: string | null;
  locationId?: number | string | null;
  timezone?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}

/** A shift of BambooHR Scheduling (`GET /scheduling/shifts`, `GET /scheduling/shifts/{id}`). */
export interface BambooHrShift {
  /** A UUID, or `<recurringShiftDefinitionId>_<recurrenceId>` for a recurring shift not yet instantiated. */
  id: string;
  scheduleId: string;
  name?: string | null;
  /** `planned`, `published`, `cancelled` or `deleted`. */
  status: string;
  color?: string | null;
  capacity?: number | null;
  start?: string | null;
  end?: string | null;
  timezone?: string | null;
  recurrenceRule?: string | null;
  recurrenceId?: string | null;
  employeeIds?: (number | string)[] | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  deletedAt?: string | null;
}

/** A page of BambooHR Scheduling's lists: `data`, `meta` (`totalItems`, `page`, `pageSize`) and `_links`. */
export interface BambooHrSchedulingPage<Item> {
  data?: Item[] | null;
  meta?: { totalItems?: number | null; page?: number | null; pageSize?: number | null } | null;
  _links?: { next?: { href?: string | null } | null; prev?: { href?: string | null } | null } | null;
}

/** An `{id, label}` pair of the applicant tracking API. */
export interface BambooHrLabelled {
  id?: number | string | null;
  label?: string | null;
}

/** One job opening of `GET /applicant_tracking/jobs`. */
export interface BambooHrJobOpening {
  id: number | string;
  title?: BambooHrLabelled | null;
  postedDate?: string | null;
  location?: (BambooHrLabelled & { address?: Record<string, unknown> | null }) | null;
  department?: BambooHrLabelled | null;
  /** Open, Filled, Draft, Deleted, On Hold or Canceled. */
  status?: BambooHrLabelled | null;
  hiringLead?: { employeeId?: number | string | null; firstName?: string | null; lastName?: string | null } | null;
  newApplicantsCount?: number | null;
  activeApplicantsCount?: number | null;
  totalApplicantsCount?: number | null;
  postingUrl?: string | null;
}
